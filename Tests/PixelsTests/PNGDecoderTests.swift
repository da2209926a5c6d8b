import Foundation
import Pixels
import TestSupport
import Testing

/// PNG input checked against PNGs that ffmpeg, the reference tool, wrote from a known picture.
struct PNGDecoderTests {
    @Test func decodesWhatTheEncoderWrote() throws {
        var image = RGBImage(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 { image[x, y] = RGBImage.Pixel(red: UInt8(x * 50), green: UInt8(y * 100), blue: 7) }
        }
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)) == image)
    }

    /// ffmpeg writes a test pattern as a PNG in another pixel format (every PNG colour type and bit depth its
    /// encoder has, plain and Adam7-interlaced), then decodes that PNG to an rgb24 PPM: the oracle for what Pivot
    /// must read from it. 16-bit samples may differ by 1: Pivot rescales them as the PNG specification says
    /// (§13.12), swscale rounds its own way.
    @Test(
        arguments: [
            "rgb24", "rgba", "rgb48be", "rgba64be", "gray", "ya8", "gray16be", "ya16be", "pal8", "monob",
        ], [false, true])
    func decodesPNGsAsFFmpegDoes(pixelFormat: String, isInterlaced: Bool) throws {
        let folder = try TemporaryFolder.make("pngdec")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("x.png").path
        let ppm = folder.appendingPathComponent("x.ppm").path
        // 37×29 (testsrc2 makes even sizes only, so it is scaled): the interlace passes and the bits of a 1-bit row
        // do not come out even.
        let source = [
            "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=48x32:rate=1", "-frames:v", "1", "-vf", "scale=37:29",
        ]
        let interlace = isInterlaced ? ["-flags", "+ildct"] : []
        #expect(try Subprocess.run("ffmpeg", source + interlace + ["-pix_fmt", pixelFormat, "-y", png]).status == 0)
        #expect(try Subprocess.run("ffmpeg", ["-v", "error", "-i", png, "-pix_fmt", "rgb24", "-y", ppm]).status == 0)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(bytes[28] == (isInterlaced ? 1 : 0), "the IHDR interlace method")
        let expected = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: ppm))))
        let decoded = try PNGDecoder.decode(bytes)
        #expect(decoded.width == 37 && decoded.height == 29)
        let largest = zip(decoded.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= (["48", "64", "16"].contains { pixelFormat.contains($0) } ? 1 : 0))
        #expect(decoded.meanAbsoluteDifference(from: expected) ?? 1 < 0.5)
    }

    /// A header claiming 16000×16000 pixels is refused from the header, before anything is inflated (a 775 KB
    /// zlib bomb of that size once took 3.1 GB and 14 s); the limits' edge still decodes.
    @Test func aHeaderBeyondTheLimitsIsRefusedBeforeInflating() throws {
        var bytes = try PNGEncoder.encode(RGBImage(width: 4, height: 4))
        // IHDR's width and height, big-endian at offsets 16 and 20 (the chunk's CRC, which is not checked, goes stale).
        for offset in [16, 20] { bytes.replaceSubrange(offset..<offset + 4, with: [0, 0, 0x3E, 0x80]) }
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        #expect(error?.message == "PNG header: picture size 16000x16000 exceeds the limit of 67108864 pixels")
        let edge = RGBImage(
            width: PictureLimits.maxDimension, height: 1, fill: RGBImage.Pixel(red: 1, green: 2, blue: 3))
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(edge)) == edge)
    }

    /// A PNG whose image data stops early, or is not zlib data, is refused rather than read as a picture with
    /// rows missing.
    @Test func rejectsCutOrCorruptImageData() throws {
        let image = RGBImage(width: 40, height: 30, fill: RGBImage.Pixel(red: 9, green: 90, blue: 200))
        let bytes = try PNGEncoder.encode(image)
        let imageData = try #require(Self.range(ofChunk: "IDAT", in: bytes))
        var cut = bytes
        cut.removeSubrange(imageData.lowerBound + imageData.count / 2..<cut.count)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(cut) }
        var corrupt = bytes
        corrupt[imageData.lowerBound] ^= 0xFF  // the zlib header's first byte
        #expect(throws: PNGError.self) { try PNGDecoder.decode(corrupt) }
        #expect(try PNGDecoder.decode(bytes) == image)
    }

    /// The bytes of the first `type` chunk's data.
    private static func range(ofChunk type: String, in bytes: [UInt8]) -> Range<Int>? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type {
                return offset + 8..<offset + 8 + length
            }
            offset += 12 + length
        }
        return nil
    }

    @Test(arguments: [[], [0x89, 0x50, 0x4E, 0x47], Array("not a png at all".utf8)])
    func rejectsBytesThatAreNotAPNG(bytes: [UInt8]) {
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
    }
}
