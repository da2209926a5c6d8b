import Foundation
import TestSupport
import Testing
import Video

/// PNG output checked by decoding it with ffmpeg, the reference tool.
struct PNGEncoderTests {
    @Test func ffmpegDecodesExactlyThePixelsWeEncoded() throws {
        var image = RGBImage(width: 7, height: 5)
        for y in 0..<5 {
            for x in 0..<7 {
                image[x, y] = RGBImage.Pixel(red: UInt8(x * 36), green: UInt8(y * 60), blue: UInt8(x * y))
            }
        }
        let folder = try TemporaryFolder.make("png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("image.png")
        let ppm = folder.appendingPathComponent("image.ppm")
        let bytes = try PNGEncoder.encode(image)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        try Data(bytes).write(to: png)
        let result = try Subprocess.run("ffmpeg", ["-v", "error", "-i", png.path, "-pix_fmt", "rgb24", "-y", ppm.path])
        #expect(result.status == 0, "\(result.stderr)")
        let decoded = try #require(PPM.decode(try Data(contentsOf: ppm)))
        #expect(decoded == image)
    }
}
