import Foundation
import Pixels
import TestSupport
import Testing

@testable import Video

/// HDR and wide-gamut clips of known patches, converted to SDR BT.709, measured with CIEDE2000 against the
/// colours they were made from (`Scripts/colour-patches.py`).
struct ColorConversionTests {
    private func firstImage(_ name: String, options: ColorOptions = ColorOptions()) throws -> RGBImage {
        let reader = try FrameReader(path: Fixture.path(name))
        let frame = try #require(try reader.next())
        return try FrameScaler(color: options).makeImage(from: frame)
    }

    /// ΔE00 of each ordinary patch (those up to reference white).
    private func differences(_ image: RGBImage, _ table: ColorPatches) -> [Double] {
        table.patches.compactMap { patch in
            patch.pixel.map { LabColor(image.centre(of: patch)).difference(to: LabColor($0)) }
        }
    }

    /// SDR in other primaries comes back (HDR is compared with libplacebo instead, `LibplaceboOracleTests`: like
    /// it, Pivot's BT.2390 darkens reference white).
    @Test(arguments: [
        ("colour-sdr2020-patches.mov", 0.5), ("colour-p3-patches.mov", 0.5), ("colour-smptec-patches.mov", 0.5),
        ("colour-ebu-patches.mov", 0.5),
    ])
    func patchesUpToReferenceWhiteComeBack(name: String, meanLimit: Double) throws {
        let table = try ColorPatches.load()
        let image = try firstImage(name)
        let deltas = differences(image, table)
        let mean = deltas.reduce(0, +) / Double(deltas.count)
        #expect(deltas.count == 24)
        #expect(mean <= meanLimit, "\(name): mean ΔE00 \(mean), max \(deltas.max() ?? 0)")
    }

    @Test func withoutToneMappingPQWhiteIsFarFromWhite() throws {
        // The failure the conversion fixes: PQ codes shown as SDR put reference white near grey.
        let table = try ColorPatches.load()
        let image = try firstImage("colour-pq-patches.mov", options: ColorOptions(toneMapping: .none))
        let mean = differences(image, table).reduce(0, +) / 24
        #expect(mean > 5, "mean ΔE00 \(mean)")
    }

    @Test(arguments: [
        ("colour-p3-patches.mov", "smpte432"), ("colour-smptec-patches.mov", "smpte170m"),
        ("colour-ebu-patches.mov", "bt470bg"),
    ])
    func sdrClipsInOtherPrimariesAreConvertedNotShownAsCoded(name: String, primaries: String) throws {
        let reader = try FrameReader(path: Fixture.path(name))
        let frame = try #require(try reader.next())
        let report = FrameScaler().colorConversion(for: frame)
        #expect(report.primaries == primaries && report.conversion == "gamut" && report.assumed.isEmpty)
        // The coded values shown as BT.709 (the ffmpeg CLI's picture) are further from the patches.
        let table = try ColorPatches.load()
        let converted = differences(try firstImage(name), table).reduce(0, +) / 24
        let asCoded =
            differences(try firstImage(name, options: ColorOptions(toneMapping: .none)), table).reduce(0, +) / 24
        #expect(converted < asCoded, "\(name): mean ΔE00 \(converted) converted, \(asCoded) as coded")
    }

    @Test(arguments: ["colour-pq-patches.mov", "colour-hlg-patches.mov"])
    func highlightsRollOffInsteadOfClipping(name: String) throws {
        let table = try ColorPatches.load()
        let image = try firstImage(name)
        let greys = table.patches.filter { patch in patch.linear.map { $0[0] == $0[1] && $0[1] == $0[2] } ?? false }
        // Greys above reference white: never darker as they get brighter, and the first two (1.5× and 2.5×)
        // still apart and below white, so the roll-off has not clipped them.
        let levels = greys.map { Int(image.centre(of: $0).green) }
        #expect(levels == levels.sorted(), "\(name): \(levels)")
        #expect(levels.count >= 2 && levels[0] < levels[1] && levels[1] < 255, "\(name): \(levels)")
        // The bright sky keeps its hue (blue > green > red) instead of clipping every channel to white.
        let sky = try #require(table.patches.first { $0.linear == [1.6, 2.7, 4.5] })
        let pixel = image.centre(of: sky)
        #expect(pixel.red < pixel.green && pixel.green < pixel.blue, "\(name): sky \(pixel)")
    }

    @Test(arguments: ["colour-pq-patches.mov", "colour-hlg-patches.mov", "colour-sdr2020-patches.mov"])
    func toneMappingNoneIsFFmpegBitForBit(name: String) throws {
        let image = try firstImage(name, options: ColorOptions(toneMapping: .none))
        #expect(image == (try FFmpegCLI.firstFrame(of: Fixture.path(name))))
    }

    @Test(arguments: ["codec-h264.mov", "codec-mjpeg.mov", "codec-hevc.mov"])
    func sdClipsWithoutWideGamutStayFFmpegBitForBit(name: String) throws {
        // BT.709 or undeclared primaries: no conversion, and untagged SD is BT.601 as in libswscale.
        #expect(try firstImage(name) == (try FFmpegCLI.firstFrame(of: Fixture.path(name))))
    }

    @Test func untaggedHDIsBT709UnlessTold() throws {
        let reader = try FrameReader(path: Fixture.path("rot-iphone-portrait.mov"))
        let frame = try #require(try reader.next())
        let guessed = FrameScaler().colorConversion(for: frame)
        #expect(guessed.matrix == "bt709" && guessed.assumed.contains("matrix"))
        let told = FrameScaler(color: ColorOptions(assumedMatrix: .bt601)).colorConversion(for: frame)
        #expect(told.matrix == "smpte170m")
        #expect(FrameScaler(color: ColorOptions(toneMapping: .none)).colorConversion(for: frame).matrix == "smpte170m")
    }

    @Test func hdrClipsSayWhatWasDone() throws {
        let reader = try FrameReader(path: Fixture.path("colour-hlg-patches.mov"))
        let frame = try #require(try reader.next())
        let description = FrameScaler().colorConversion(for: frame)
        #expect(
            description
                == ColorConversionReport(
                    matrix: "bt2020nc", range: "tv", primaries: "bt2020", transfer: "arib-std-b67", assumed: [],
                    conversion: "hlg", peakLuminance: 1000, peakSource: "hlg_nominal"))
    }

    /// A frame shown as stored takes the converter's packed RGB24 rows (no libswscale pass): they are the bytes of
    /// the planar route through libswscale's `gbrp` → `rgb24`, which a resized or turned frame takes.
    @Test(arguments: [
        "colour-hlg-patches.mov", "colour-pq-patches.mov", "colour-sdr2020-patches.mov", "hdr/ramps-pq-4000.mov",
    ])
    func packedRowsAreTheBytesOfTheSwscaleRoute(name: String) throws {
        let reader = try FrameReader(path: Fixture.path(name))
        let frame = try #require(try reader.next())
        try #require(frame.crop == nil && frame.transform == .identity && frame.angledTransform == nil)
        let scaler = FrameScaler()
        let packed = try scaler.makeImage(from: frame)
        try #require(packed.width == frame.width && packed.height == frame.height, "not shown as stored")
        try scaler.scale(frame, transform: .identity, path: .direct, width: frame.width, height: frame.height)
        var planar = [UInt8](repeating: 0, count: frame.width * frame.height * 3)
        planar.withUnsafeMutableBytes {
            scaler.output.copyRows(
                into: $0.baseAddress!, bytesPerRow: frame.width * 3, rowBytes: frame.width * 3, height: frame.height)
        }
        #expect(packed.pixels == planar)
    }
}
