import Foundation
import TestSupport
import Testing

/// `pivot simulate` with a `player` controller: the real player on the real clip.
struct SimulatePlayerTests {
    private func scenario(clip: String) throws -> URL {
        let folder = try TemporaryFolder.make("sim")
        let file = folder.appendingPathComponent("player.json")
        let text = """
            {"device": "iphone-15",
             "root": {"id": "home", "supportedOrientations": ["portrait"]},
             "steps": [
               {"present": {"id": "player", "kind": "player", "clip": "\(clip)",
                            "preferredOrientationForPresentation": "landscapeLeft"}},
               {"wait": 1.5},
               {"dismiss": true}
             ]}
            """
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func playerPlaysFromAppearAndPausesOnDismissalWithTheClipClock() throws {
        let file = try scenario(clip: Fixture.path("ar-16x9.mov"))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try Subprocess.pivot(["simulate", file.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        let events = steps.flatMap { ($0["events"] as? [[String: Any]]) ?? [] }.filter {
            $0["controller"] as? String == "player"
        }
        let names = events.compactMap { $0["event"] as? String }
        #expect(names.contains("loadClip"))
        let load = try #require(events.first { $0["event"] as? String == "loadClip" })
        let size = (load["args"] as? [String: Any])?["displaySize"] as? [Double]
        #expect(size == [640, 360], "the clip's real display size")
        let pause = try #require(events.first { $0["event"] as? String == "pause" })
        #expect((pause["args"] as? [String: Any])?["clipTime"] as? Double == 1.5, "the clock ran during the wait")
        #expect(names.firstIndex(of: "viewWillDisappear")! < names.firstIndex(of: "pause")!)
    }

    /// The insets `pivot simulate --json` reports for the `player` under a navigation bar
    /// (`scenarios/render-player-in-navigation-with-sheet.json`), with `extra` arguments.
    private func playerInsets(_ extra: [String]) throws -> [String: Double]? {
        let result = try Subprocess.pivot(
            [
                "simulate",
                Fixture.repositoryRoot.appendingPathComponent("scenarios/render-player-in-navigation-with-sheet.json")
                    .path, "--json",
            ]
                + extra)
        try #require(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        let event = steps.flatMap { ($0["events"] as? [[String: Any]]) ?? [] }.first {
            $0["controller"] as? String == "player" && $0["event"] as? String == "viewSafeAreaInsetsDidChange"
        }
        return (event?["args"] as? [String: Any])?["insets"] as? [String: Double]
    }

    @Test func aPlayerUnderANavigationBarReportsTheBarInItsSafeAreaUnlessTheChromeIsOff() throws {
        // iPhone 15: 59 pt status-bar inset + the 44 pt bar on top, the 34 pt home-indicator inset below.
        #expect(try playerInsets([]) == ["top": 103, "left": 0, "bottom": 34, "right": 0])
        #expect(
            try playerInsets(["--chrome", "none"]) == ["top": 59, "left": 0, "bottom": 34, "right": 0],
            "no bar drawn, none added")
    }

    @Test func missingClipIsAOneLineErrorAndNothingOnStdout() throws {
        let file = try scenario(clip: "no-such-clip.mov")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try Subprocess.pivot(["simulate", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("pivot: \(file.path): "))
        #expect(result.stderr.contains("no-such-clip.mov"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

/// Times print as the shortest decimal of the value rounded to the microsecond (issue 10, defect 5): three waits
/// of 0.3 s add up to 0.8999999999999999 in binary, which the reports print as 0.9.
struct SimulateTimeFormattingTests {
    @Test func clipTimesPrintWithoutBinaryNoiseInTextAndJSON() throws {
        try TemporaryFolder.with("noise") { folder in
            let file = folder.appendingPathComponent("noise.json")
            let text = """
                {"device": "iphone-15",
                 "root": {"id": "home", "supportedOrientations": ["portrait"]},
                 "steps": [
                   {"present": {"id": "player", "kind": "player", "clip": "\(Fixture.path("ar-16x9.mov"))",
                                "preferredOrientationForPresentation": "landscapeLeft"}},
                   {"wait": 0.3}, {"wait": 0.3}, {"wait": 0.3},
                   {"dismiss": true}
                 ]}
                """
            try Data(text.utf8).write(to: file)
            let report = try Subprocess.pivot(["simulate", file.path])
            #expect(report.status == 0, "\(report.stderr)")
            #expect(report.output.contains("pause  clipTime=0.9\n"), "\(report.output)")
            let json = try Subprocess.pivot(["simulate", file.path, "--json"])
            #expect(
                json.output.contains("\"clipTime\": 0.9}") || json.output.contains("\"clipTime\": 0.9\n"),
                "\(json.output)")
            #expect(!report.output.contains("0.8999") && !json.output.contains("0.8999"))
        }
    }
}
