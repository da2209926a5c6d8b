import Foundation

/// The hand-written part of the HDR conversion (what zimg does not do; see `docs/colour.md`): the HLG OOTF on
/// luminance, the highlight roll-off above reference white, and the out-of-gamut fit into BT.709.
///
/// Values are linear light relative to reference white: 1.0 is 203 cd/m² (ITU-R BT.2408), which becomes SDR
/// white.
struct ToneMapper {
    /// BT.2408's HDR reference white in cd/m², mapped to SDR white.
    static let referenceWhite: Float = 203
    /// The nominal peak of an HLG display (BT.2100 Table 5), and the assumed peak of PQ content.
    static let nominalPeak: Float = 1000
    /// Where the roll-off starts, as a fraction of reference white; below it colours are reproduced exactly.
    static let knee: Float = 0.8

    /// The brightest input, relative to reference white, that the roll-off maps to SDR white.
    let peak: Float

    init(peak: Float = ToneMapper.nominalPeak / ToneMapper.referenceWhite) {
        self.peak = peak
    }

    // MARK: - HLG

    /// BT.2100 HLG inverse OETF: the non-linear signal `e` (0…1) to normalised scene light (0…1).
    static func hlgSceneLight(_ e: Float) -> Float {
        let a: Float = 0.178_832_77
        let b: Float = 1 - 4 * a
        let c: Float = 0.5 - a * log(4 * a)
        if e <= 0 { return 0 }
        return e <= 0.5 ? e * e / 3 : (exp((e - c) / a) + b) / 12
    }

    /// BT.2100's HLG OOTF on luminance for a 1000 cd/m² display (γ = 1.2, no black lift): the gain that turns
    /// scene light with luminance `sceneLuminance` (BT.2020 weights) into display light relative to reference
    /// white. Applying one gain to all three channels keeps the hue, which a per-channel power does not.
    /// The fifth root comes from `tables` (``HLGTables/fifthRoot(_:)``).
    @inline(__always)
    static func hlgDisplayGain(sceneLuminance: Float, tables: HLGTables = .shared) -> Float {
        nominalPeak / referenceWhite * tables.fifthRoot(sceneLuminance)
    }

    // MARK: - Roll-off

    /// The highlight roll-off on luminance: the identity up to ``knee``, then the Möbius curve of ffmpeg's
    /// `tonemap=mobius` (mpv's before it), which is continuous in value and slope at the knee and reaches 1
    /// (SDR white) at ``peak``.
    func rollOff(_ x: Float) -> Float {
        let j = Self.knee
        guard x > j else { return x }
        guard peak > 1 else { return min(x, 1) }
        let x = min(x, peak)
        let (a, b, scale) = mobius
        return scale * (x + a) / (x + b)
    }

    /// The Möbius curve of ``rollOff(_:)`` as `scale · (x + a) / (x + b)`, fixed by ``knee`` and ``peak`` (> 1).
    var mobius: (a: Float, b: Float, scale: Float) {
        let j = Self.knee
        let a = -j * j * (peak - 1) / (j * j - 2 * j + peak)
        let b = (j * j - 2 * j * peak + peak) / (peak - 1)
        return (a, b, (b * b + 2 * b * j + j * j) / (b - a))
    }

    // MARK: - Gamut

    /// BT.709 luminance of linear RGB.
    static func luminance(_ r: Float, _ g: Float, _ b: Float) -> Float {
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// Tone-maps (when `rollsOff`) and fits one linear BT.709 pixel into 0…1.
    ///
    /// The roll-off scales all three channels by the same factor (luminance in, luminance out), so hue and
    /// saturation stay. A colour still outside 0…1 afterwards (a BT.2020 colour BT.709 cannot show, or a
    /// saturated highlight) is desaturated towards its own luminance just enough to fit: luminance and hue are
    /// kept and only chroma is lost, instead of clipping each channel, which shifts hue and flattens highlights.
    func map(_ r: inout Float, _ g: inout Float, _ b: inout Float, rollsOff: Bool) {
        var y = Self.luminance(r, g, b)
        if rollsOff, y > Self.knee {
            let scale = rollOff(y) / y
            r *= scale
            g *= scale
            b *= scale
            y *= scale
        }
        y = min(max(y, 0), 1)
        let keep = min(Self.room(r, y), Self.room(g, y), Self.room(b, y))
        if keep < 1 {
            r = y + (r - y) * keep
            g = y + (g - y) * keep
            b = y + (b - y) * keep
        }
    }

    /// How much of a channel's distance from luminance `y` fits inside 0…1 (1 when all of it does).
    private static func room(_ c: Float, _ y: Float) -> Float {
        if c < 0 { return y / (y - c) }
        if c > 1 { return (1 - y) / (c - y) }
        return 1
    }
}
