import Foundation
import TestSupport
import Testing

/// What `pivot play` and `pivot matrix` print agrees with what their manifests hold, and nothing the user asked
/// for is dropped silently (issue 10, defects 1 and 4).
struct RunReportTests {
    private func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// The manifest's frame at `index`.
    private func frame(_ manifest: [String: Any], _ index: Int) throws -> [String: Any] {
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        return try #require(frames.first { $0["index"] as? Int == index })
    }

    /// `852x393, video 699x393 at (76,0)` from a canvas and a video rectangle as the manifest lists them.
    private func layout(canvas: [Int], video: [Int]) -> String {
        "(\(canvas[0])x\(canvas[1])), video \(video[2])x\(video[3]) at (\(video[0]),\(video[1]))"
    }

    @Test func aQueuedTurnIsPrintedWhenItStartsWithTheLayoutsTheManifestHolds() throws {
        try TemporaryFolder.with("report") { folder in
            let result = try Subprocess.pivot([
                // Held in landscapeRight (the player's landscapeLeft), so the turn to portrait is a real turn.
                "play", "Media/ar-16x9.mov", "--out", folder.path, "--device-orientation", "landscapeRight",
                "--rotate", "0.3:portrait,0.45:landscapeLeft",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let manifest = try json(folder.appendingPathComponent("manifest.json"))
            let frames = try #require(manifest["frames"] as? [[String: Any]])
            // Where each rotation starts: the frames whose transition is at progress 0.
            let starts = frames.filter { ($0["transition"] as? [String: Any])?["progress"] as? Double == 0 }
            try #require(starts.count == 2)
            let secondStart = try #require(starts[1]["clipTime"] as? Double)
            #expect(secondStart > 0.45, "the second turn waited for the first rotation")
            // The first rotation's last layout (canvas and video) is what the second rotation starts from, its bounds
            // animating from there.
            let portraitCanvas = try #require(starts[1]["canvas"] as? [Int])
            let portraitVideo = try #require(starts[1]["videoRect"] as? [Int])
            let lines = result.output.split(separator: "\n").map(String.init)
            let first = try #require(lines.first { $0.hasPrefix("t=0.3 ") })
            #expect(
                first.hasPrefix(
                    "t=0.3 device portrait -> interface portrait "
                        + layout(canvas: portraitCanvas, video: portraitVideo)), "\(first)")
            let second = try #require(lines.first { $0.contains("device landscapeLeft") })
            #expect(second.hasPrefix("t=\(secondStart) device landscapeLeft -> interface landscapeRight"), "\(second)")
            let last = try frame(manifest, frames.count - 1)
            let settled = layout(
                canvas: try #require(last["canvas"] as? [Int]), video: try #require(last["videoRect"] as? [Int]))
            #expect(second.contains("landscapeRight " + settled), "\(second)")
        }
    }

    /// With `--video` the device view animates the bounds, so the rotation's first frame still has the old canvas:
    /// the line must give the canvas the interface rotates into all the same.
    @Test(arguments: [false, true])
    func aTurnAtTheStartNeverPrintsALandscapeVideoInAPortraitCanvas(withVideo: Bool) throws {
        try TemporaryFolder.with("report") { folder in
            let video = withVideo ? ["--video", folder.appendingPathComponent("run.mp4").path, "--fps", "5"] : []
            let result = try Subprocess.pivot(
                [
                    "play", "Media/ar-16x9.mov", "--out", folder.path, "--device-orientation", "landscapeRight",
                    "--rotate", "0:portrait",
                ] + video)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("presented in landscapeLeft") == true, "\(lines)")
            let manifest = try json(folder.appendingPathComponent("manifest.json"))
            let frames = try #require(manifest["frames"] as? [[String: Any]])
            let settled = try #require(
                frames.first { $0["transition"] is NSNull && $0["interfaceOrientation"] as? String == "portrait" })
            let expected = layout(
                canvas: try #require(settled["canvas"] as? [Int]), video: try #require(settled["videoRect"] as? [Int]))
            #expect(lines.contains("t=0 device portrait -> interface portrait " + expected), "\(lines)")
        }
    }

    @Test func turnsAfterTheEndOrPushedPastItAreWarnedAboutAndListed() throws {
        try TemporaryFolder.with("report") { folder in
            // codec-h264.mov lasts 1 s; the turn at 0.95 waits for the rotation begun at 0.9 until the clip ends.
            let result = try Subprocess.pivot([
                "play", "Media/codec-h264.mov", "--out", folder.path, "--quiet", "--rotate",
                "0.9:portrait,0.95:landscapeRight,2:portrait",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let stderr = result.stderr.split(separator: "\n").map(String.init)
            #expect(stderr.count == 2, "\(stderr)")
            #expect(stderr.allSatisfy { $0.hasPrefix("pivot: warning: Media/codec-h264.mov: turn ") }, "\(stderr)")
            #expect(stderr.contains { $0.contains("0.95:landscapeRight") })
            #expect(stderr.contains { $0.contains("2:portrait") })
            let warnings = try #require(
                try json(folder.appendingPathComponent("manifest.json"))["warnings"] as? [String])
            #expect(warnings.count == 2)
            #expect(
                stderr.map { $0.replacingOccurrences(of: "pivot: warning: Media/codec-h264.mov: ", with: "") }
                    == warnings)
        }
    }

    @Test func matrixTimeBeyondTheClipIsWarnedAboutAndListed() throws {
        try TemporaryFolder.with("report") { folder in
            let result = try Subprocess.pivot([
                "matrix", "Media/codec-h264.mov", "--out", folder.path, "--devices", "iphone-15", "--time", "7",
                "--quiet",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("pivot: warning: Media/codec-h264.mov: --time 7 s"), "\(result.stderr)")
            let warnings = try #require(try json(folder.appendingPathComponent("matrix.json"))["warnings"] as? [String])
            #expect(warnings.count == 1 && warnings[0].hasPrefix("--time 7 s"), "\(warnings)")
            let inside = try Subprocess.pivot([
                "matrix", "Media/codec-h264.mov", "--out", folder.path, "--devices", "iphone-15", "--time", "0.5",
                "--quiet", "--overwrite",
            ])
            #expect(inside.status == 0 && inside.stderr.isEmpty, "\(inside.stderr)")
        }
    }
}
