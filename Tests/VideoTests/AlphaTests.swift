import Pixels
import TestSupport
import Testing

@testable import Video

/// A picture with alpha is shown composited over black, as an `AVPlayerLayer` on a black view shows it.
struct AlphaTests {
    @Test func proRes4444IsCompositedOverBlackAndItsOpaquePartMatchesFFmpeg() throws {
        let path = Fixture.path("edge/prores-alpha.mov")
        let reader = try FrameReader(path: path)
        #expect(reader.info.video.hasAlpha)
        let frame = try #require(try reader.next())
        let image = try FrameScaler().makeImage(from: frame)
        // ffmpeg's rgb24 output drops alpha: where the fixture is opaque (left half) it is the truth.
        let reference = try FFmpegCLI.firstFrame(of: path)
        #expect(image.width == 64 && image.height == 48)
        var opaqueDifferences = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                if x < 28 {
                    if image[x, y] != reference[x, y] { opaqueDifferences += 1 }
                } else if x >= 36 {
                    #expect(image[x, y] == RGBImage.Pixel(red: 0, green: 0, blue: 0), "(\(x), \(y)) is transparent")
                }
            }
        }
        #expect(opaqueDifferences == 0, "the opaque half is untouched")
        #expect(reference[50, 10] != RGBImage.Pixel(red: 0, green: 0, blue: 0), "the stored colour is not black")
    }
}
