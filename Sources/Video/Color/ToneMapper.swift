import Foundation

/// The hand-written part of the HDR conversion (what zimg does not do; see `docs/colour.md`): the HLG OOTF on
/// luminance, libplacebo's BT.2390 tone mapping, and the out-of-gamut fit into BT.709.
///
/// Values are linear light relative to reference white: 1.0 is 203 cd/m² (ITU-R BT.2408), which becomes SDR
/// white. ``SDRKernel`` runs the same float operations in C; these scalar definitions are what `SDRKernelTests`
/// checks the C code against.
enum ToneMapper {
    /// BT.2408's HDR reference white in cd/m², mapped to SDR white.
    static let referenceWhite: Float = 203
    /// The nominal peak of an HLG display (BT.2100 Table 5), and the assumed peak of PQ content without metadata.
    static let nominalPeak: Float = 1000

    // MARK: - HLG

    /// libplacebo's HLG black lift β = √(3 · (L_B / L_W)^(1/γ)) for a display black L_B of 0.005 cd/m² (its typical
    /// HDR black), L_W = 1000 cd/m², γ = 1.2 (BT.2100 Table 5, `pl_shader_linearize`): the signal becomes
    /// (1 − β) · E′ + β before the inverse OETF.
    static let hlgBlackLift = Float(
        (3 * pow(HDRMetadata.typicalBlack / Double(nominalPeak), 1 / 1.2)).squareRoot())

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

    // MARK: - Tone mapping

    /// libplacebo's tone mapping of one linear pixel in the clip's primaries (`src/shaders/colorspace.c`,
    /// `tone_map`, luma and hybrid modes): clamp to the peak, crosstalk, BT.2390 on CIE Y with the chroma scaled
    /// by `curve`'s saturation factor and reds darkened a little, in hybrid mode a blend towards the per-channel
    /// curve in the highlights, then the crosstalk undone. ``SDRKernel``'s `csdr_tone_map` in the same order.
    static func toneMap(_ r: inout Float, _ g: inout Float, _ b: inout Float, curve: ToneCurve) {
        let peak = curve.peak
        r = min(max(r, 0), peak)
        g = min(max(g, 0), peak)
        b = min(max(b, 0), peak)
        let keep = 1 - 3 * ToneCurve.crosstalk
        let mix = ToneCurve.crosstalk * (r + g + b)
        r = keep * r + mix
        g = keep * g + mix
        b = keep * b + mix
        let w = curve.luminance
        let cx = curve.chromaX
        let y = w.0 * r + w.1 * g + w.2 * b
        let x = cx.0 * r + cx.1 * g + cx.2 * b
        let (index, fraction) = curve.position(of: min(max(y, 0), peak))
        let mapped = curve.interpolate(curve.curve, index, fraction)
        let scale = curve.interpolate(curve.saturation, index, fraction)
        let out = mapped - 0.1 * max(scale * x, 0)
        var (lr, lg, lb) = (out + scale * (r - y), out + scale * (g - y), out + scale * (b - y))
        if curve.hybrid {
            let base = max(out, ToneCurve.black)
            let root = HLGTables.shared.fifthRoot(base)
            let power = base * base * (root * root)
            let blend = max(ToneCurve.blackPower / power, power)
            lr = lr + (curve.value(r) - lr) * blend
            lg = lg + (curve.value(g) - lg) * blend
            lb = lb + (curve.value(b) - lb) * blend
        }
        let back = ToneCurve.crosstalk * (lr + lg + lb)
        r = (lr - back) / keep
        g = (lg - back) / keep
        b = (lb - back) / keep
    }
}
