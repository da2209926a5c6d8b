import Foundation
import TestSupport
import Testing
import Video

/// PNG input checked against PNGs that ffmpeg, the reference tool, wrote from a known picture.
struct PNGDecoderTests {
    @Test func decodesWhatTheEncoderWrote() throws {
        var image = RGBImage(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 { image[x, y] = RGBImage.Pixel(red: UInt8(x * 50), green: UInt8(y * 100), blue: 7) }
        }
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)) == image)
    }

    /// ffmpeg writes a test pattern as a PNG in another pixel format, then decodes that PNG to an rgb24 PPM: the
    /// oracle for what Pivot must read from it.
    @Test(arguments: ["rgb24", "rgba", "rgb48be", "gray", "ya8"])
    func decodesPNGsAsFFmpegDoes(pixelFormat: String) throws {
        let folder = try TemporaryFolder.make("pngdec")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("x.png").path
        let ppm = folder.appendingPathComponent("x.ppm").path
        let source = ["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=32x24:rate=1", "-frames:v", "1"]
        #expect(try Subprocess.run("ffmpeg", source + ["-pix_fmt", pixelFormat, "-y", png]).status == 0)
        #expect(try Subprocess.run("ffmpeg", ["-v", "error", "-i", png, "-pix_fmt", "rgb24", "-y", ppm]).status == 0)
        let expected = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: ppm))))
        let decoded = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(decoded.width == 32 && decoded.height == 24)
        #expect(decoded == expected, "mean difference \(decoded.meanAbsoluteDifference(from: expected) ?? -1)")
    }

    /// A header claiming 16000×16000 pixels is refused from the header, before FFmpeg inflates anything (a
    /// 775 KB zlib bomb of that size once took 3.1 GB and 14 s).
    @Test func aHeaderBeyondTheLimitsIsRefusedBeforeDecoding() throws {
        var bytes = try PNGEncoder.encode(RGBImage(width: 4, height: 4))
        // IHDR's width and height, big-endian at offsets 16 and 20; the chunk's CRC is then wrong, which FFmpeg
        // ignores by default, so only the size check can refuse it.
        for offset in [16, 20] { bytes.replaceSubrange(offset..<offset + 4, with: [0, 0, 0x3E, 0x80]) }
        do {
            _ = try PNGDecoder.decode(bytes)
            Issue.record("a 16000x16000 header was decoded")
        } catch {
            #expect(error.message.contains("16000x16000 exceeds the limit"), "\(error)")
        }
    }

    @Test(arguments: [[], [0x89, 0x50, 0x4E, 0x47], Array("not a png at all".utf8)])
    func rejectsBytesThatAreNotAPNG(bytes: [UInt8]) {
        #expect(throws: MediaError.self) { try PNGDecoder.decode(bytes) }
    }
}
