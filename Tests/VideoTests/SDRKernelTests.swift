import Foundation
import Testing

@testable import Video

/// The C per-pixel conversion (issue 16), both its AVX2 and its portable path, against ``ToneMapper``'s and
/// ``HLGTables``' scalar formulas and the BT.709 transfer evaluated in `Double`, for rows of every width around the
/// vector width.
struct SDRKernelTests {
    /// BT.2087's BT.2020 → BT.709 matrix, standing in for the one ``ColorConverter`` reads back from zimg.
    static let toBT709: [Float] = [1.6605, -0.5876, -0.0728, -0.1246, 1.1329, -0.0083, -0.0182, -0.1006, 1.1187]

    /// The 8-bit code of linear light through the BT.709 transfer for display light, rounded.
    static func exactCode(_ light: Float) -> Int {
        Int((pow(Double(min(max(light, 0), 1)), 1 / 2.4) * 255).rounded())
    }

    /// The scalar pipeline: what the kernel must compute for one pixel, before the 8-bit coding.
    static func expectedLight(
        _ pixel: (Float, Float, Float), hlg: Bool, rollsOff: Bool, mapper: ToneMapper
    ) -> [Float] {
        var (r, g, b) = pixel
        if hlg {
            let tables = HLGTables.shared
            let (sr, sg, sb) = (tables.sceneLight(r), tables.sceneLight(g), tables.sceneLight(b))
            let gain = ToneMapper.hlgDisplayGain(sceneLuminance: 0.2627 * sr + 0.6780 * sg + 0.0593 * sb)
            let (lr, lg, lb) = (sr * gain, sg * gain, sb * gain)
            let m = toBT709
            r = m[0] * lr + m[1] * lg + m[2] * lb
            g = m[3] * lr + m[4] * lg + m[5] * lb
            b = m[6] * lr + m[7] * lg + m[8] * lb
        }
        mapper.map(&r, &g, &b, rollsOff: rollsOff)
        return [r, g, b]
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

    /// Rows of every width from 1 to 13 and a 1080p row plus one, with signals below 0 and above 1 (HLG) and light
    /// up to past the peak (linear), with the roll-off on and off and a peak at SDR white: both paths give the
    /// same bytes, every byte is the scalar pipeline's rounded code (off by one only where float rounding puts
    /// the light on the other side of a code boundary), and nothing is written past the row's end.
    @Test(arguments: [(true, true, false), (false, true, false), (false, false, false), (false, true, true)])
    func rowsOfAnyWidthMatchTheScalarPipeline(hlg: Bool, rollsOff: Bool, peakIsWhite: Bool) {
        let mapper = peakIsWhite ? ToneMapper(peak: 1) : ToneMapper()
        let kernel = SDRKernel(toBT709: hlg ? Self.toBT709 : nil, rollsOff: rollsOff, mapper: mapper)
        var generator = SystemRandomNumberGenerator()
        for width in Array(1...13) + [1921] {
            let planes = (0..<3).map { _ in
                (0..<width).map { _ in Float.random(in: -0.05...(hlg ? 1.05 : 6), using: &generator) }
            }
            let padding = 16
            let best = Self.convert(kernel, planes, width: width, padding: padding, path: .best)
            let portable = Self.convert(kernel, planes, width: width, padding: padding, path: .portable)
            let difference = (0..<3).lazy.compactMap { channel in
                (0..<width).first { best[channel][$0] != portable[channel][$0] }.map { "channel \(channel), x \($0)" }
            }.first
            #expect(difference == nil, "width \(width): the AVX2 and portable paths differ")
            var mismatches = 0
            for x in 0..<width {
                let light = Self.expectedLight(
                    (planes[0][x], planes[1][x], planes[2][x]), hlg: hlg, rollsOff: rollsOff, mapper: mapper)
                for channel in 0..<3 {
                    let (found, exact) = (Int(portable[channel][x]), Self.exactCode(light[channel]))
                    #expect(abs(found - exact) <= 1, "width \(width), x \(x), channel \(channel)")
                    if found != exact { mismatches += 1 }
                }
            }
            #expect(mismatches * 1000 <= 3 * width, "width \(width): \(mismatches) codes differ")
            for channel in 0..<3 {
                #expect(best[channel][width...].allSatisfy { $0 == 0xAB }, "AVX2 wrote past the row")
                #expect(portable[channel][width...].allSatisfy { $0 == 0xAB }, "portable wrote past the row")
            }
        }
    }

    /// The code table is the rounded transfer: grey light (kept as it is when nothing rolls off) a step of 2^-11
    /// of an octave apart from 0 to 1, and two floats either side of every code boundary, through both paths.
    @Test(arguments: [SDRKernel.Path.best, .portable]) func codesAreTheRoundedTransfer(path: SDRKernel.Path) {
        var lights: [Float] = stride(from: 0, through: Float(1).bitPattern, by: 1 << 12).map { Float(bitPattern: $0) }
        for code in 1...255 {
            let boundary = Float(pow((Double(code) - 0.5) / 255, 2.4))
            lights += [boundary.nextDown.nextDown, boundary.nextUp.nextUp]
        }
        lights += [-0.0, 1]
        let kernel = SDRKernel(toBT709: nil, rollsOff: false)
        let codes = Self.convert(kernel, [lights, lights, lights], width: lights.count, padding: 0, path: path)
        for (index, light) in lights.enumerated() {
            #expect(Int(codes[0][index]) == Self.exactCode(light), "\(light)")
        }
    }
}
