import Orientation
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// The output frame rate and which picture each output frame shows, on a variable-rate clip whose every picture
/// is a distinct grey (`vfr-30-60.mov`: 15 pictures at 30 fps, then 30 at 60 fps).
struct CadenceTests {
    static let iPhone = DeviceCatalog.device(id: "iphone-15")!
    static let vfr = Fixture.path("vfr-30-60.mov")

    /// When picture `n` of the fixture is due: 2n/60 s for the first 15, (n + 15)/60 s after.
    static func presentationTime(of picture: Int) -> Double {
        picture < 15 ? Double(2 * picture) / 60 : Double(picture + 15) / 60
    }

    /// The picture index a frame shows, read from the grey at its video's centre (luma 16 + 4n, so the RGB
    /// grey is 4n × 255/219).
    static func pictureIndex(in frame: RenderedFrame) -> Int {
        let rect = frame.videoRect
        let grey = frame.image.averagePixel(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2).green
        return Int((Double(grey) / (4 * 255 / 219)).rounded())
    }

    static func play(fps: Double? = nil) throws -> (rate: Double, shown: [(clipTime: Double, picture: Int)]) {
        var run = PlaybackRun(source: try ClipFrameSource(path: vfr), settings: PlaybackSettings(device: iPhone))
        run.settings.framesPerSecond = fps
        var shown: [(Double, Int)] = []
        _ = try run.play { frame, record in shown.append((record.clipTime, Self.pictureIndex(in: frame))) }
        return (run.outputFrameRate, shown)
    }

    @Test func aVariableRateClipIsRecognised() throws {
        #expect(try ClipFrameSource(path: Self.vfr).hasVariableFrameRate)
        #expect(try !ClipFrameSource(path: Fixture.path("codec-h264.mov")).hasVariableFrameRate)
        #expect(try !ClipFrameSource(path: Fixture.path("rot-iphone-portrait.mov")).hasVariableFrameRate)
    }

    @Test func aConstantRateClipPlaysAtItsOwnRate() throws {
        let run = PlaybackRun(
            source: try ClipFrameSource(path: Fixture.path("codec-h264.mov")),
            settings: PlaybackSettings(device: Self.iPhone))
        #expect(run.outputFrameRate == 10)
    }

    @Test func aVariableRateClipPlaysAtTheDisplayRateAndShowsEveryPicture() throws {
        let (rate, shown) = try Self.play()
        #expect(rate == 60)
        #expect(shown.count == 60)
        #expect(Set(shown.map(\.picture)) == Set(0..<45), "every picture appears")
    }

    @Test func eachFrameShowsTheLatestPictureNotAfterTheClock() throws {
        let (_, shown) = try Self.play()
        for (clipTime, picture) in shown {
            let expected = (0..<45).last { Self.presentationTime(of: $0) <= clipTime + 1e-6 }
            #expect(picture == expected, "clip time \(clipTime)")
        }
    }

    @Test func theAverageRateWouldSkipPictures() throws {
        let (rate, shown) = try Self.play(fps: 45)
        #expect(rate == 45)
        #expect(Set(shown.map(\.picture)).count < 45, "sampling at the average rate undersamples the 60 fps part")
    }
}
