import Foundation
import TestSupport
import Testing

/// `frames` and `play` say once when a clip is shown differently from how it is meant to be shown.
struct PresentationWarningTests {
    private let interlacedLine =
        "pivot: warning: Media/edge/interlaced.mov: interlaced video (field order tt): fields are shown woven, "
        + "not deinterlaced"

    @Test func framesWarnsOnceAboutInterlacedVideoAndListsItInFramesJSON() throws {
        let folder = try TemporaryFolder.make("interlaced-frames")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["frames", "Media/edge/interlaced.mov", "--out", folder.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == interlacedLine + "\n")
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("frames.json")))
        let warnings = (manifest as? [String: Any])?["warnings"] as? [String]
        #expect(warnings?.contains { $0.hasPrefix("interlaced video (field order tt)") } == true)
    }

    @Test func playWarnsOnceAboutInterlacedVideo() throws {
        let folder = try TemporaryFolder.make("interlaced-play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["play", "Media/edge/interlaced.mov", "--out", folder.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == interlacedLine + "\n")
    }

    @Test func progressiveVideoGetsNoSuchWarning() throws {
        let folder = try TemporaryFolder.make("progressive-frames")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["frames", "Media/ar-4x3.mov", "--out", folder.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
