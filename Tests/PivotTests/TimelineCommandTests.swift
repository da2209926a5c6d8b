import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// play and frames on the movie timeline, end to end.
struct TimelineCommandTests {
    @Test func playShowsBlackDuringAnEmptyEditAndThePictureAfterIt() throws {
        let folder = try TemporaryFolder.make("empty-edit-play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot([
            "play", "Media/edge/empty-edit.mov", "--fps", "10", "--quiet", "--out", folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ppm") }
        #expect(frames.count == 30, "3 s of movie at 10 fps, not the stream's 1 s")
        let early = try #require(PPM.decode(Data(contentsOf: folder.appendingPathComponent("frame-00010.ppm"))))
        let late = try #require(PPM.decode(Data(contentsOf: folder.appendingPathComponent("frame-00025.ppm"))))
        let centre = (early.width / 2, early.height / 2)
        #expect(early[centre.0, centre.1] == RGBImage.Pixel(red: 0, green: 0, blue: 0), "the empty edit is black")
        #expect(late[centre.0, centre.1] != RGBImage.Pixel(red: 0, green: 0, blue: 0), "the picture follows")
    }

    @Test func framesJSONKeepsPresentationTimes() throws {
        let folder = try TemporaryFolder.make("ts-frames")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["frames", "Media/edge/ts-offset.ts", "--quiet", "--out", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("frames.json")))
        let frames = try #require((manifest as? [String: Any])?["frames"] as? [[String: Any]])
        let reference = try #require(try FFprobe.videoStream(Fixture.path("edge/ts-offset.ts")))
        let start = try #require(reference.startTime.flatMap(Double.init))
        #expect(frames.count == 10)
        #expect(abs(((frames.first?["time"] as? Double) ?? 0) - start) < 1e-6)
    }
}
