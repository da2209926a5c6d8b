import Foundation
import Orientation
import TestSupport
import Testing
import Video

@testable import Player

/// The frame loop's drivers, `pivot simulate --render` (``ScenarioRender``) and `pivot play` (``PlayExport``), on
/// real clips and real folders: where a render ends, what a stop, a failure or a video alone leaves behind.
struct FrameLoopDriverTests {
    /// A scenario on an iPhone whose real player turns the interface to landscape, then a half turn of the device
    /// (a 0.6 s rotation), the dismissal, and `last` as the final steps.
    private func scenario(_ last: String = #"{"dismiss": true}, {"wait": 0.5}"#, clip: String? = nil) -> String {
        """
        {"device": "iphone-15", "deviceOrientation": "portrait",
         "app": {"supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
         "root": {"id": "home", "kind": "content", "supportedOrientations": ["portrait"]},
         "steps": [{"present": {"id": "player", "kind": "player", "clip": "\(clip ?? Fixture.path("ar-16x9.mov"))"},
                    "style": "fullScreen"},
                   {"wait": 1.0}, {"rotate": "landscapeLeft"}, \(last)]}
        """
    }

    /// Renders `json` at 10 frames per second into a fresh folder and hands the folder to `check`.
    private func render(
        _ json: String, video: Bool = false, folder writesFolder: Bool = true,
        shouldStop: @escaping () -> Bool = { false },
        check: (Result<ScenarioRender.Result, Error>, URL) throws -> Void
    ) throws {
        try TemporaryFolder.with("loop") { folder in
            let file = folder.appendingPathComponent("scenario.json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            var options = ScenarioRender.Options()
            options.framesPerSecond = 10
            options.scale = .fixed(0.25)
            if video { options.video = folder.appendingPathComponent("run.mp4").path }
            let out = folder.appendingPathComponent("out")
            let result = Result {
                try ScenarioRender.run(
                    file: file.path, folder: writesFolder ? out.path : nil, options: options, shouldStop: shouldStop)
            }
            try check(result, folder)
        }
    }

    private func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// Failed before: the frame count came from a replay with stand-in players, which lack the real player's
    /// landscape preference, so the render stopped at 1.8 s in the middle of the half turn.
    @Test func aRenderLastsToTheEndOfTheScenariosLastStep() throws {
        try render(scenario()) { result, _ in
            let run = try result.get()
            let lastEvent = try #require(run.scenario.steps.flatMap(\.events).map(\.time).max())
            let last = try #require(run.frames.last)
            #expect(abs(last.time - (lastEvent + 0.5)) < 1e-9, "the last frame is the final wait's end")
            #expect(last.rotationProgress == nil && last.interfaceOrientation == .portrait)
            #expect(run.scenario.steps.count == 6)
        }
    }

    /// Failed before: the runner replayed every remaining step after a stop, and the CLI exited 0.
    @Test func aStopEndsTheReplayAtOnceWithAnInterruptedManifest() throws {
        var asked = 0
        let stopAfterThreeFrames = {
            asked += 1
            return asked > 3
        }
        try render(scenario(), shouldStop: stopAfterThreeFrames) { result, folder in
            let run = try result.get()
            #expect(run.isInterrupted)
            #expect(run.frames.count == 3)
            #expect(run.scenario.steps.count < 6, "the replay stopped with the frames: \(run.scenario.steps.count)")
            let manifest = try json(folder.appendingPathComponent("out/manifest.json"))
            #expect(manifest["interrupted"] as? Bool == true)
        }
    }

    /// Failed before: the run exited with 4 frame files and no manifest.
    @Test func aMissingClipLeavesAManifestMarkedFailedListingEveryFrameFile() throws {
        let json = scenario(
            #"{"present": {"id": "nav", "kind": "navigation", "children": [{"id": "p2", "kind": "player", "clip": "missing.mov"}]}}"#
        )
        try render(json) { result, folder in
            #expect(throws: ScenarioSimulation.Failure.self) { try result.get() }
            let out = folder.appendingPathComponent("out")
            let manifest = try self.json(out.appendingPathComponent("manifest.json"))
            #expect((manifest["failed"] as? String)?.contains("missing.mov") == true, "\(manifest["failed"] ?? "")")
            let listed = try #require(manifest["frames"] as? [[String: Any]]).compactMap { $0["file"] as? String }
            let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("frame-") }
            #expect(!listed.isEmpty && listed == files.sorted())
        }
    }

    /// Failed before: every frame went through a temporary folder as PPM and `FILE.json` was never written.
    @Test func aVideoAloneWritesItsManifestBesideItAndNoFrameFiles() throws {
        try render(scenario(), video: true, folder: false) { result, folder in
            let run = try result.get()
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == ["run.mp4", "run.mp4.json", "scenario.json"])
            #expect(run.manifestPath == folder.appendingPathComponent("run.mp4.json").path)
            let listed = try #require(try json(URL(fileURLWithPath: run.manifestPath))["frames"] as? [[String: Any]])
            #expect(listed.count == run.frames.count && listed.allSatisfy { $0["file"] is NSNull })
            let stream = try #require(
                try FFprobe.videoStream(folder.appendingPathComponent("run.mp4").path, countFrames: true))
            #expect(stream.nbReadFrames == String(run.frames.count))
        }
    }

    /// `pivot play` on the same loop: a stop ends the frames, and the manifest says so; a video alone lists no
    /// frame files.
    @Test func playStopsOnTheLoopsStopCheckAndAVideoAloneListsNoFiles() throws {
        try TemporaryFolder.with("loop-play") { folder in
            var options = PlayExport.Options(playback: PlaybackSettings(device: DeviceCatalog.device(id: "iphone-15")!))
            options.playback.scale = 0.25
            var asked = 0
            let stopped = try PlayExport.run(
                clip: Fixture.path("ar-16x9.mov"), folder: folder.appendingPathComponent("out").path,
                options: options,
                shouldStop: {
                    asked += 1
                    return asked > 4
                })
            #expect(stopped.isInterrupted && stopped.report.frames.count == 4)
            #expect(try json(URL(fileURLWithPath: stopped.manifestPath))["interrupted"] as? Bool == true)

            options.video = folder.appendingPathComponent("run.mp4").path
            let video = try PlayExport.run(clip: Fixture.path("ar-16x9.mov"), folder: nil, options: options)
            #expect(!video.isInterrupted && video.report.frames.allSatisfy { $0.file == nil })
            let listed = try #require(try json(URL(fileURLWithPath: video.manifestPath))["frames"] as? [[String: Any]])
            #expect(listed.count == video.report.frames.count && listed.allSatisfy { $0["file"] is NSNull })
        }
    }
}
