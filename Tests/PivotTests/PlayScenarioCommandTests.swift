import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// `pivot play --scenario FILE`: the scenario's player, on the scenario's device and version.
struct PlayScenarioCommandTests {
    @Test func playsTheScenariosPlayerOnItsDevice() throws {
        let folder = try TemporaryFolder.make("play-scenario")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("app.json")
        let clip = FileManager.default.currentDirectoryPath + "/Media/ar-16x9.mov"
        try Data(
            """
            {"device": "iphone-se-3", "iosVersion": "16.0", "root": {"id": "home", "supportedOrientations": ["portrait"]},
             "steps": [{"present": {"id": "movie", "kind": "player", "clip": "\(clip)",
                                    "supportedOrientations": ["landscapeRight"],
                                    "preferredOrientationForPresentation": "landscapeRight"}}]}
            """.utf8
        ).write(to: scenario)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot([
            "play", "--scenario", scenario.path, "--fps", "2", "--out", out.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        #expect(!frames.isEmpty)
        // The scenario's player mask and preference, on the SE's 667×375-point landscape screen.
        #expect(frames.allSatisfy { $0["interfaceOrientation"] as? String == "landscapeRight" }, "\(frames)")
        #expect(manifest["device"] as? String == "iphone-se-3", "\(manifest.keys.sorted())")
        let picture = try #require(PPM.decode(try Data(contentsOf: out.appendingPathComponent("frame-00000.ppm"))))
        #expect(picture.width == 667 && picture.height == 375)
    }

    @Test func aScenarioWithoutAPlayerFailsInOneLine() throws {
        let folder = try TemporaryFolder.make("play-scenario-none")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("app.json")
        try Data(#"{"device": "iphone-15", "root": {"id": "home"}}"#.utf8).write(to: scenario)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot(["play", "--scenario", scenario.path, "--out", out.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "pivot: \(scenario.path): no \"player\" or \"avPlayerViewController\" with a clip to play\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// The scenario decides the device, pose, version and window: giving one of them is a usage error, not ignored.
    @Test(arguments: [
        ["--device", "iphone-15"], ["--device-orientation", "landscapeLeft"], ["--ios-version", "18.0"],
        ["--window", "fullScreen"],
    ])
    func optionsTheScenarioDecidesAreRefused(option: [String]) throws {
        let folder = try TemporaryFolder.make("play-scenario-option")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot(
            ["play", "--scenario", "scenarios/player-from-portrait-app.json", "--out", out.path] + option)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains("\(option[0]) does not apply with --scenario: the scenario's own is used"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
