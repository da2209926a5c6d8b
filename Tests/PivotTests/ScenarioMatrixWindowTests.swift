import Foundation
import Pixels
import TestSupport
import Testing

/// `pivot matrix --scenario` and `pivot play --scenario` on an app whose player window appears only on iOS 16 and
/// later (`ifVersion` around `addWindow`), with `--record` then `--verify` (issue 24).
struct ScenarioMatrixWindowTests {
    /// A portrait-only app (its Info.plist allows landscape) that, on 16.0 and later, shows a landscape-only system
    /// player of `movie.mov` in a window of its own above the main one.
    private static let scenario = """
        {"device": "iphone-15", "iosVersion": "18.0",
         "app": {"supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
         "root": {"id": "home", "supportedOrientations": ["portrait"]},
         "steps": [{"ifVersion": ">=16.0", "then": [{"addWindow": {"id": "overlay", "level": 1, "root":
           {"id": "movie", "kind": "avPlayerViewController", "clip": "movie.mov", "supportedOrientations": ["landscape"]}}}]}]}
        """

    /// A folder holding the scenario as `app.json` beside `clip` copied as `movie.mov`.
    private func makeApp(_ label: String, clip: String = "solid-black.mov") throws -> URL {
        let folder = try TemporaryFolder.make(label)
        try Data(Self.scenario.utf8).write(to: folder.appendingPathComponent("app.json"))
        try replaceClip(in: folder, with: clip)
        return folder
    }

    private func replaceClip(in folder: URL, with clip: String) throws {
        let movie = folder.appendingPathComponent("movie.mov")
        try? FileManager.default.removeItem(at: movie)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/Media/" + clip), to: movie)
    }

    @Test func theTopmostWindowDecidesEachVersionsCells() throws {
        let folder = try makeApp("scenario-matrix-window")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot([
            "matrix", "--scenario", folder.appendingPathComponent("app.json").path, "--devices",
            "iphone-13-mini,iphone-15", "--ios-versions", "15.0,16.0,18.0", "--time", "0.5", "--out", out.path,
            "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("matrix.json")))
                as? [String: Any])
        let cells = try #require(document["cells"] as? [[String: Any]])
        let keys = cells.map {
            "\($0["device"] ?? "?") \($0["iosVersion"] ?? "?") \($0["interfaceOrientation"] ?? "?")"
        }
        // 15.0 takes no branch: the portrait-only main window decides. From 16.0 the player's window is on top and
        // decides: landscape only. The iPhone 15 shipped with 17.0, so only its 18.0 cells exist.
        #expect(
            keys == [
                "iphone-13-mini 15.0 portrait",
                "iphone-13-mini 16.0 landscapeLeft", "iphone-13-mini 16.0 landscapeRight",
                "iphone-13-mini 18.0 landscapeLeft", "iphone-13-mini 18.0 landscapeRight",
                "iphone-15 18.0 landscapeLeft", "iphone-15 18.0 landscapeRight",
            ], "\(keys)")
        let players = cells.map { (($0["players"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String } }
        #expect(players == [[]] + Array(repeating: ["movie"], count: 6), "\(players)")
        // Each player says what it is, as the play manifest's `player` does.
        let kinds = cells.flatMap { (($0["players"] as? [[String: Any]]) ?? []).compactMap { $0["kind"] as? String } }
        #expect(kinds == Array(repeating: "avPlayerViewController", count: 6), "\(kinds)")
        // The 15.0 cell shows the app's panel; a 16.0 cell the black player filling the landscape screen.
        let old = try #require(
            PPM.decode(try Data(contentsOf: out.appendingPathComponent("iphone-13-mini-ios15.0-portrait.ppm"))))
        let new = try #require(
            PPM.decode(try Data(contentsOf: out.appendingPathComponent("iphone-13-mini-ios16.0-landscapeLeft.ppm"))))
        #expect(old.width == 375 && old.height == 812)
        #expect(new.width == 812 && new.height == 375)
        #expect(old[20, 400] != .black)
        #expect(new[20, 187] == .black)
    }

    @Test(arguments: ["matrix", "play"])
    func recordedRunsVerifyAndAChangedClipFails(command: String) throws {
        let folder = try makeApp("scenario-\(command)-window-verify")
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs").path
        let base =
            [command, "--scenario", folder.appendingPathComponent("app.json").path]
            + (command == "matrix"
                ? ["--devices", "iphone-13-mini", "--ios-versions", "15.0,16.0", "--time", "0.5"] : ["--fps", "2"])
        let record = try Subprocess.pivot(base + ["--record", references])
        #expect(record.status == 0, "\(record.stderr)")
        let stored = try FileManager.default.contentsOfDirectory(atPath: references).filter { $0.hasSuffix(".png") }
        #expect(stored.count == (command == "matrix" ? 3 : 2), "\(stored)")
        let verify = try Subprocess.pivot(base + ["--verify", references, "--quiet"])
        #expect(verify.status == 0, "\(verify.stderr)")
        // The same app with a white clip: the player's pictures differ, so verify fails with status 4.
        try replaceClip(in: folder, with: "solid-white.mov")
        let failures = folder.appendingPathComponent("failures").path
        let changed = try Subprocess.pivot(base + ["--verify", references, "--failures", failures, "--quiet"])
        #expect(changed.status == 4, "\(changed.stderr)")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: failures)).isEmpty)
    }

    @Test func aStepOneColumnsVersionLacksFailsNamingTheCellBeforeAnyCellIsDrawn() throws {
        let folder = try TemporaryFolder.make("scenario-matrix-version-step")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.json")
        try Data(
            #"""
            {"device": "iphone-13-mini", "iosVersion": "18.0", "root": {"id": "home"},
             "steps": [{"setNeedsUpdateOfSupportedInterfaceOrientations": "home"}]}
            """#.utf8
        ).write(to: file)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot([
            "matrix", "--scenario", file.path, "--ios-versions", "18.0,15.0", "--out", out.path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "pivot: \(file.path): iphone-13-mini iOS 15.0, steps[0].setNeedsUpdateOfSupportedInterfaceOrientations: "
                + "setNeedsUpdateOfSupportedInterfaceOrientations needs iOS 16.0 or later (the scenario runs iOS 15.0)\n"
        )
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    }
}
