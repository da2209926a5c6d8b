import Foundation
import Testing

@testable import Video

/// The C per-pixel conversion (issue 16), its AVX-512, AVX2 and portable paths, against ``ToneMapper``'s and
/// ``HLGTables``' scalar formulas and the BT.709 transfer evaluated in `Double`, for rows of every width around the
/// vector width.
struct SDRKernelTests {
    /// BT.2087's BT.2020 → BT.709 matrix, standing in for the one ``ColorConverter`` reads back from zimg.
    static let toBT709: [Float] = [1.6605, -0.5876, -0.0728, -0.1246, 1.1329, -0.0083, -0.0182, -0.1006, 1.1187]

    /// The 8-bit code of linear light through the BT.709 transfer for display light with black `black` (BT.1886,
    /// libplacebo's inverse), rounded.
    static func exactCode(_ light: Float, black: Double = 0) -> Int {
        let lift = pow(black, 1 / 2.4)
        let v = (pow(Double(min(max(light, 0), 1)), 1 / 2.4) - lift) / (1 - lift)
        return Int((max(v, 0) * 255).rounded())
    }

    /// The scalar pipeline: what the kernel must compute for one pixel, before the 8-bit coding.
    static func expectedLight(_ pixel: (Float, Float, Float), hlg: Bool, curve: ToneCurve?) -> [Float] {
        var (r, g, b) = pixel
        if hlg {
            let tables = HLGTables.shared
            let lift = ToneMapper.hlgBlackLift
            let keep = 1 - lift
            (r, g, b) = (keep * r + lift, keep * g + lift, keep * b + lift)
            let (sr, sg, sb) = (tables.sceneLight(r), tables.sceneLight(g), tables.sceneLight(b))
            let gain = ToneMapper.hlgDisplayGain(sceneLuminance: 0.2627 * sr + 0.6780 * sg + 0.0593 * sb)
            (r, g, b) = (sr * gain, sg * gain, sb * gain)
        }
        if let curve { ToneMapper.toneMap(&r, &g, &b, curve: curve) }
        let m = curve == nil && !hlg ? [1, 0, 0, 0, 1, 0, 0, 0, 1] : toBT709
        return [
            m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b,
        ]
    }

    /// Runs `kernel` over one row of `planes` into rows `padding` bytes longer than `width`, all 0xAB beforehand.
    static func convert(
        _ kernel: SDRKernel, _ planes: [[Float]], width: Int, padding: Int, path: SDRKernel.Path
    ) -> [[UInt8]] {
        var red = [UInt8](repeating: 0xAB, count: width + padding)
        var (green, blue) = (red, red)
        planes[0].withUnsafeBufferPointer { r in
            planes[1].withUnsafeBufferPointer { g in
                planes[2].withUnsafeBufferPointer { b in
                    red.withUnsafeMutableBufferPointer { red in
                        green.withUnsafeMutableBufferPointer { green in
                            blue.withUnsafeMutableBufferPointer { blue in
                                kernel.convertRow(
                                    r: r.baseAddress!, g: g.baseAddress!, b: b.baseAddress!,
                                    red: red.baseAddress!, green: green.baseAddress!, blue: blue.baseAddress!,
                                    width: width, path: path)
                            }
                        }
                    }
                }
            }
        }
        return [red, green, blue]
    }

    /// Rows of every width from 1 to 33 (the vector paths' blocks of 8 and 16 and their tails) and a 1080p row plus
    /// one, with signals below 0 and above 1 (HLG) and light up to past the peak (linear), for HLG, PQ at 1000 cd/m²
    /// (luma mode) and 4000 cd/m² (hybrid mode), a peak at SDR white and wide-gamut SDR: every path gives the same
    /// bytes, every byte is the scalar pipeline's rounded
    /// code (off by one only where float rounding puts the light on the other side of a code boundary), and nothing
    /// is written past the row's end.
    @Test(arguments: [(true, 1000), (false, 1000), (false, 4000), (false, 203), (false, 0)])
    func rowsOfAnyWidthMatchTheScalarPipeline(hlg: Bool, peak: Float) {
        let curve = peak > 0 ? ToneCurve(peakLuminance: peak, blackLuminance: 0.005, toBT709: Self.toBT709) : nil
        let kernel = SDRKernel(toBT709: curve == nil ? nil : Self.toBT709, hlg: hlg, curve: curve)
        let black = curve == nil ? 0 : Double(ToneCurve.black)
        var generator = SystemRandomNumberGenerator()
        for width in Array(1...33) + [1921] {
            let planes = (0..<3).map { _ in
                (0..<width).map { _ in Float.random(in: -0.05...(hlg ? 1.05 : 25), using: &generator) }
            }
            let padding = 16
            let portable = Self.convert(kernel, planes, width: width, padding: padding, path: .portable)
            for path in [SDRKernel.Path.best, .avx2] {
                let vector = Self.convert(kernel, planes, width: width, padding: padding, path: path)
                let difference = (0..<3).lazy.compactMap { channel in
                    (0..<width).first { vector[channel][$0] != portable[channel][$0] }.map {
                        "channel \(channel), x \($0)"
                    }
                }.first
                #expect(difference == nil, "width \(width): the \(path) and portable paths differ")
                for channel in 0..<3 {
                    #expect(vector[channel][width...].allSatisfy { $0 == 0xAB }, "\(path) wrote past the row")
                }
            }
            var mismatches = 0
            for x in 0..<width {
                let light = Self.expectedLight((planes[0][x], planes[1][x], planes[2][x]), hlg: hlg, curve: curve)
                for channel in 0..<3 {
                    let (found, exact) = (Int(portable[channel][x]), Self.exactCode(light[channel], black: black))
                    #expect(abs(found - exact) <= 1, "width \(width), x \(x), channel \(channel)")
                    if found != exact { mismatches += 1 }
                }
            }
            #expect(mismatches * 1000 <= 3 * width, "width \(width): \(mismatches) codes differ")
            for channel in 0..<3 {
                #expect(portable[channel][width...].allSatisfy { $0 == 0xAB }, "portable wrote past the row")
            }
        }
    }

    /// Packed RGB24 rows (what `frames` writes when nothing is resized or turned) are the planar rows' bytes
    /// interleaved, through every path, for rows of every width from 1 to 33 and a 1080p row plus one (the vector
    /// paths' blocks of 8 and 16 and their tails), HLG and PQ; nothing is written past the row's end.
    @Test(arguments: [true, false], SDRKernel.Path.allCases)
    func packedRowsAreThePlanarBytesInterleaved(hlg: Bool, path: SDRKernel.Path) {
        let curve = ToneCurve(peakLuminance: 1000, blackLuminance: 0.005, toBT709: Self.toBT709)
        let kernel = SDRKernel(toBT709: Self.toBT709, hlg: hlg, curve: curve)
        var generator = SystemRandomNumberGenerator()
        for width in Array(1...33) + [1921] {
            let planes = (0..<3).map { _ in
                (0..<width).map { _ in Float.random(in: -0.05...(hlg ? 1.05 : 25), using: &generator) }
            }
            let planar = Self.convert(kernel, planes, width: width, padding: 0, path: path)
            let padding = 32
            var packed = [UInt8](repeating: 0xAB, count: 3 * width + padding)
            planes[0].withUnsafeBufferPointer { r in
                planes[1].withUnsafeBufferPointer { g in
                    planes[2].withUnsafeBufferPointer { b in
                        packed.withUnsafeMutableBufferPointer { rgb in
                            kernel.convertRow(
                                r: r.baseAddress!, g: g.baseAddress!, b: b.baseAddress!, rgb: rgb.baseAddress!,
                                width: width, path: path)
                        }
                    }
                }
            }
            let interleaved = (0..<width).flatMap { x in [planar[0][x], planar[1][x], planar[2][x]] }
            #expect(Array(packed[..<(3 * width)]) == interleaved, "width \(width)")
            #expect(packed[(3 * width)...].allSatisfy { $0 == 0xAB }, "width \(width): wrote past the row")
        }
    }

    /// The code table is the rounded transfer: grey light (kept as it is when nothing rolls off) a step of 2^-11
    /// of an octave apart from 0 to 1, and two floats either side of every code boundary, through every path.
    @Test(arguments: SDRKernel.Path.allCases) func codesAreTheRoundedTransfer(path: SDRKernel.Path) {
        var lights: [Float] = stride(from: 0, through: Float(1).bitPattern, by: 1 << 12).map { Float(bitPattern: $0) }
        for code in 1...255 {
            let boundary = Float(pow((Double(code) - 0.5) / 255, 2.4))
            lights += [boundary.nextDown.nextDown, boundary.nextUp.nextUp]
        }
        lights += [-0.0, 1]
        let kernel = SDRKernel(toBT709: nil, hlg: false, curve: nil)
        let codes = Self.convert(kernel, [lights, lights, lights], width: lights.count, padding: 0, path: path)
        for (index, light) in lights.enumerated() {
            #expect(Int(codes[0][index]) == Self.exactCode(light), "\(light)")
        }
    }
}
