import Foundation
import TestSupport
import Testing

/// `--stream N` takes the video stream by container index in frames and play; without it, the ffmpeg CLI's pick.
struct StreamOptionTests {
    @Test func framesTakesTheLargerTrackByDefaultAndTheAskedOneWithStream() throws {
        let folder = try TemporaryFolder.make("stream-frames")
        defer { try? FileManager.default.removeItem(at: folder) }
        let chosen = try Subprocess.pivot(["frames", "Media/edge/two-video.mov", "--out", folder.path + "/a"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.output.contains("(1280x720, upright)"))
        let asked = try Subprocess.pivot([
            "frames", "Media/edge/two-video.mov", "--stream", "0", "--out", folder.path + "/b",
        ])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.output.contains("(320x240, upright)"))
    }

    @Test func playWithAStreamThatIsNotVideoFailsNamingIt() throws {
        let folder = try TemporaryFolder.make("stream-play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["play", "Media/audio-first.mov", "--stream", "0", "--out", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == "pivot: Media/audio-first.mov: stream 0 is not a video stream (stream choice)\n")
    }

    @Test func anAudioFileWithACoverIsNoVideoForPlay() throws {
        let folder = try TemporaryFolder.make("cover-play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["play", "Media/edge/audio-cover.m4a", "--out", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == "pivot: Media/edge/audio-cover.m4a: no video stream (stream choice)\n")
    }
}
