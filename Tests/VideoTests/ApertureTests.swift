import Pixels
import TestSupport
import Testing

@testable import Video

/// Frames show the QuickTime aperture AVFoundation's `AVPlayerItem.videoApertureMode` shows (`.cleanAperture` by
/// default): the fixtures' `clap` crops are computed here from the atoms' numbers (Media/README.md) and cut out by
/// the ffmpeg CLI's `crop` filter with `exact=1` (luma at the exact corner, chroma at the sample holding it).
struct ApertureTests {
    private static func frame(_ clip: String, mode: Aperture.Mode) throws -> RGBImage {
        let reader = try FrameReader(path: Fixture.path(clip), options: FrameReader.Options(aperture: mode))
        let frame = try #require(try reader.next())
        return try FrameScaler().makeImage(from: frame)
    }

    @Test(arguments: [
        // clap 480x270 centred on 640x360: the corner is ((640 − 480) / 2, (360 − 270) / 2).
        ("edge/clap-480x270.mov", 80, 45),
        // clap 480x270 with its centre moved by (+16, −8); tapt's clean size is the crop's, so pixels stay square.
        ("edge/clap-tapt-no-pasp.mov", 80 + 16, 45 - 8),
    ])
    func theCleanApertureIsCroppedOutOfTheCodedPicture(clip: String, x: Int, y: Int) throws {
        let image = try Self.frame(clip, mode: .clean)
        let reference = try FFmpegCLI.firstFrame(
            of: Fixture.path(clip), filter: "crop=480:270:\(x):\(y):exact=1")
        #expect(image.width == 480 && image.height == 270)
        #expect(image == reference, "\(clip): Pivot's clean aperture is ffmpeg's crop at (\(x), \(y))")
    }

    @Test(arguments: ["edge/clap-480x270.mov", "edge/clap-tapt-no-pasp.mov"], [Aperture.Mode.production, .encoded])
    func theProductionAndEncodedAperturesShowTheWholeCodedPicture(clip: String, mode: Aperture.Mode) throws {
        let image = try Self.frame(clip, mode: mode)
        #expect(image == (try FFmpegCLI.firstFrame(of: Fixture.path(clip))), "\(clip) in \(mode)")
    }

    @Test func aTaptSizeSetsThePixelAspectOfTheShownPart() {
        // tapt says the 480x270 clean aperture is shown 640x270 wide (no pasp): 4:3 pixels; encoded is square.
        let aperture = Aperture(
            clean: .init(
                width: Rational(480, 1), height: Rational(270, 1), horizontalOffset: Rational(0, 1),
                verticalOffset: Rational(0, 1)),
            dimensions: [.clean: .init(width: 640, height: 270)])
        let clean = aperture.picture(width: 640, height: 360, sampleAspectRatio: Rational(1, 1), mode: .clean)
        #expect(clean.crop == PixelRect(x: 80, y: 45, width: 480, height: 270))
        #expect(clean.sampleAspectRatio == Rational(4, 3))
        let production = aperture.picture(
            width: 640, height: 360, sampleAspectRatio: Rational(1, 1), mode: .production)
        #expect(production.crop == nil && production.sampleAspectRatio == Rational(1, 1))
        let encoded = aperture.picture(width: 640, height: 360, sampleAspectRatio: Rational(3, 2), mode: .encoded)
        #expect(encoded.crop == nil && encoded.sampleAspectRatio == Rational(1, 1))
        // With a pasp (as FFmpeg writes beside a tapt rounded to whole pixels), the exact pasp wins.
        var withPasp = aperture
        withPasp.pixelAspect = Rational(32, 27)
        let exact = withPasp.picture(width: 640, height: 360, sampleAspectRatio: Rational(32, 27), mode: .clean)
        #expect(exact.sampleAspectRatio == Rational(32, 27))
    }

    @Test func theShownSizeFollowsTheMode() throws {
        let video = try MediaFile(path: Fixture.path("edge/clap-480x270.mov")).info.video
        #expect(video.exactDisplaySize(aperture: .clean).rounded == (480, 270))
        #expect(video.exactDisplaySize(aperture: .production).rounded == (640, 360))
        #expect(video.exactDisplaySize().rounded == (640, 360), "without a mode: ffprobe's size")
    }
}
