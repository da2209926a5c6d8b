import Foundation

/// libplacebo's BT.2390 EETF from a source peak down to SDR white, as the tables ``SDRKernel`` interpolates, plus the
/// constants of libplacebo's tone mapping around it (`docs/colour.md`, step 3).
///
/// The curve is libplacebo's `bt2390` (`src/tone_mapping.c`, v4.208, knee offset 1.0: KS = 2·maxLum − 1) in PQ
/// space, from the source black and peak onto ``black`` and 1 (203 cd/m², SDR white), with its black-point
/// adaptation. Like libplacebo's own table it is sampled evenly in √light; ``steps`` + 1 entries, linearly
/// interpolated.
final class ToneCurve: @unchecked Sendable {
    // Why unchecked: the tables are written once in `init` and only read afterwards.

    /// Intervals of the tables.
    static let steps = 1024
    /// libplacebo's default `tone_mapping_crosstalk`.
    static let crosstalk: Float = 0.04
    /// libplacebo's SDR black relative to white (`pl_color_space_infer`: contrast 1000:1), the least luminance the
    /// chroma scale divides by and hybrid mode's blend floor.
    static let black: Float = 0.001
    /// ``black`` to the power 2.4 (hybrid mode's blend: max(black^2.4 / Y^2.4, Y^2.4)).
    static let blackPower = Float(pow(0.001, 2.4))
    /// libplacebo's chroma exponent: chroma scales by (Y′/Y)^(1 + e), e = ln 1.1 / ln(1000 / 203) ("tuned to meet
    /// the desired desaturation at 1000 → SDR").
    static let desaturation = log(1.1) / log(1000.0 / 203)

    /// The source peak relative to reference white; every channel is clamped to it.
    let peak: Float
    /// libplacebo's hybrid mode, which it picks when the peak is more than 10× SDR white (`tone_map`,
    /// `PL_TONE_MAP_AUTO`); luma mode otherwise.
    let hybrid: Bool
    /// CIE Y of linear RGB in the clip's primaries.
    let luminance: (Float, Float, Float)
    /// X / X_white − Y of linear RGB in the clip's primaries (libplacebo's normalised X, minus Y).
    let chromaX: (Float, Float, Float)
    /// ``steps`` / √``peak``: from √light to a table position.
    let scale: Float
    /// The curve at light (i / steps)² · peak, then the last entry again.
    let curve: UnsafeMutableBufferPointer<Float>
    /// The chroma scale (curve(Y) / max(Y, black))^(1 + desaturation) at the same lights, then the last again.
    let saturation: UnsafeMutableBufferPointer<Float>

    /// - Parameters:
    ///   - peakLuminance: The source peak in cd/m².
    ///   - blackLuminance: The source black in cd/m².
    ///   - toBT709: The row-major 3×3 matrix from linear light in the clip's primaries to BT.709 primaries, from
    ///     which the clip's Y and X weights follow.
    init(peakLuminance: Float, blackLuminance: Float, toBT709 m: [Float]) {
        let peak = max(peakLuminance, 1) / ToneMapper.referenceWhite
        let sourceBlack = Double(min(max(blackLuminance, 0), peakLuminance / 2) / ToneMapper.referenceWhite)
        self.peak = peak
        hybrid = peak > 10
        // BT.709's Y and X rows (ITU-R BT.709 primaries, D65), X divided by the white point's X = x / y.
        let y709: [Double] = [0.2126, 0.7152, 0.0722]
        let x709: [Double] = [0.412_456_4, 0.357_576_1, 0.180_437_5].map { $0 / (0.3127 / 0.3290) }
        func weights(_ row: [Double]) -> (Float, Float, Float) {
            let w = (0..<3).map { column in Float((0..<3).reduce(0) { $0 + row[$1] * Double(m[$1 * 3 + column]) }) }
            return (w[0], w[1], w[2])
        }
        luminance = weights(y709)
        chromaX = weights(zip(x709, y709).map { $0 - $1 })
        scale = Float(Self.steps) / sqrt(peak)
        curve = .allocate(capacity: Self.steps + 2)
        saturation = .allocate(capacity: Self.steps + 2)
        for i in 0...Self.steps {
            let light = pow(Double(i) / Double(Self.steps), 2) * Double(peak)
            let mapped = Self.bt2390(light, peak: Double(peak), black: sourceBlack)
            curve[i] = Float(mapped)
            saturation[i] = Float(pow(mapped / max(light, Double(Self.black)), 1 + Self.desaturation))
        }
        curve[Self.steps + 1] = curve[Self.steps]
        saturation[Self.steps + 1] = saturation[Self.steps]
    }

    deinit {
        curve.deallocate()
        saturation.deallocate()
    }

    /// The table entry below light `y` (0…peak) and the fraction of the way to the next (`csdr_curve_fraction`).
    @inline(__always)
    func position(of y: Float) -> (Int, Float) {
        let position = y.squareRoot() * scale
        let index = min(Int(position), Self.steps)
        return (index, position - Float(index))
    }

    @inline(__always)
    func interpolate(_ table: UnsafeMutableBufferPointer<Float>, _ index: Int, _ fraction: Float) -> Float {
        table[index] + (table[index + 1] - table[index]) * fraction
    }

    /// The interpolated curve at light `x` (0…peak).
    func value(_ x: Float) -> Float {
        let (index, fraction) = position(of: x)
        return interpolate(curve, index, fraction)
    }

    // MARK: - The formula

    /// libplacebo's BT.2390 EETF for light `y` relative to reference white from the source `black` and `peak` to
    /// ``black`` and SDR white (1.0), in PQ space normalised to the source range: the identity below KS = 2·maxLum
    /// − 1, a Hermite spline from there to maxLum at the peak, then the black-point adaptation x + minLum·(1 − x)^bp
    /// rescaled to keep maxLum (`bt2390`). A peak at or below SDR white only moves the black linearly (libplacebo's
    /// pure black-point compensation).
    static func bt2390(_ y: Double, peak: Double, black sourceBlack: Double) -> Double {
        let y = min(max(y, sourceBlack), peak)
        let targetBlack = Double(black)
        guard peak > 1 else {
            let scale = (peak - targetBlack) / (peak - sourceBlack)
            return scale * y + targetBlack - scale * sourceBlack
        }
        let white = Double(ToneMapper.referenceWhite)
        let (bottom, top) = (pq(sourceBlack * white), pq(peak * white))
        let range = top - bottom
        let minLum = (pq(targetBlack * white) - bottom) / range
        let maxLum = (pq(white) - bottom) / range
        let ks = 2 * maxLum - 1
        let bp = minLum > 0 ? min(1 / minLum, 4) : 4
        let gain = maxLum < 1 ? 1 / (1 + minLum / maxLum * pow(1 - maxLum, bp)) : 1
        var x = (pq(y * white) - bottom) / range
        if ks < 1, x >= ks {
            let t = (x - ks) / (1 - ks)
            let (t2, t3) = (t * t, t * t * t)
            x = (2 * t3 - 3 * t2 + 1) * ks + (t3 - 2 * t2 + t) * (1 - ks) + (-2 * t3 + 3 * t2) * maxLum
        }
        if x < 1 {
            x += minLum * pow(1 - x, bp)
            x = gain * (x - minLum) + minLum
        }
        let signal = min(max(x * range + bottom, pq(targetBlack * white)), pq(white))
        return pqLight(signal) / white
    }

    private static let (m1, m2) = (2610.0 / 16384, 2523.0 / 4096 * 128)
    private static let (c1, c2, c3) = (3424.0 / 4096, 2413.0 / 4096 * 32, 2392.0 / 4096 * 32)

    /// SMPTE ST 2084 inverse EOTF: cd/m² to the PQ signal 0…1.
    static func pq(_ nits: Double) -> Double {
        let y = pow(max(nits, 0) / 10000, m1)
        return pow((c1 + c2 * y) / (1 + c3 * y), m2)
    }

    /// SMPTE ST 2084 EOTF: the PQ signal to cd/m².
    static func pqLight(_ signal: Double) -> Double {
        let e = pow(max(signal, 0), 1 / m2)
        return 10000 * pow(max(e - c1, 0) / (c2 - c3 * e), 1 / m1)
    }
}
