import Foundation
import Orientation
import TestSupport
import Testing

/// The `addWindow` and `removeWindow` steps in scenario files, and the window events in both reports.
struct SceneWindowScenarioTests {
    private static func parse(_ steps: String) -> Result<Scenario, ScenarioError> {
        Scenario.parse(
            #"{"device": "iphone-15", "app": {"supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}, "#
                + #""root": {"id": "home", "supportedOrientations": ["portrait"]}, "steps": \#(steps)}"#)
    }

    private static let overlay =
        #"[{"addWindow": {"id": "pip", "level": 1, "root": {"id": "player", "supportedOrientations": ["landscapeLeft", "landscapeRight"]}, "key": false}}, {"wait": 1}, {"removeWindow": "pip"}]"#

    @Test func theStepsParseWithTheirDefaults() throws {
        let steps = try Self.parse(
            #"[{"addWindow": {"id": "w", "root": {"id": "r"}}}, {"removeWindow": "w"}]"#
        ).get().steps
        guard case .addWindow(let id, let level, let root, let isKey) = steps.first else {
            Issue.record("expected addWindow, got \(String(describing: steps.first))")
            return
        }
        #expect(id == "w" && level == 0 && root.id == "r" && !isKey)
        #expect(steps.last == .removeWindow("w"))
    }

    @Test(arguments: [
        (#"[{"addWindow": {"level": 1, "root": {"id": "r"}}}]"#, #"steps[0].addWindow: missing key "id""#),
        (
            #"[{"addWindow": {"id": "main", "root": {"id": "r"}}}]"#,
            #"steps[0].addWindow.id: "main" is the app's own window"#
        ),
        (
            #"[{"addWindow": {"id": "w", "root": {"id": "r"}}}, {"addWindow": {"id": "w", "root": {"id": "s"}}}]"#,
            #"steps[1].addWindow.id: a window "w" is already shown"#
        ),
        (
            #"[{"addWindow": {"id": "w", "level": "high", "root": {"id": "r"}}}]"#,
            "steps[0].addWindow.level: expected a number (the window level; the main window's is 0)"
        ),
        (
            #"[{"addWindow": {"id": "w", "root": {"id": "r"}, "kee": true}}]"#,
            #"steps[0].addWindow.kee: unknown key "kee" (did you mean "key"?)"#
        ),
        (#"[{"removeWindow": "w"}]"#, #"steps[0].removeWindow: no window "w" is shown"#),
    ])
    func badWindowStepsAreRejectedWithTheJSONPath(steps: String, expected: String) {
        guard case .failure(let error) = Self.parse(steps) else {
            Issue.record("accepted \(steps)")
            return
        }
        #expect(error.description == expected)
    }

    @Test func aWindowAboveTurnsTheSceneAndItsRemovalTurnsItBack() throws {
        let result = ScenarioRunner().run(try Self.parse(Self.overlay).get())
        #expect(result.crash == nil)
        #expect(result.steps.map(\.interfaceOrientation) == [.portrait, .landscapeRight, .landscapeRight, .portrait])
    }

    @Test func theExampleKeepsAKeyBackdropBelowAndAPlayerWindowAboveThatDecides() throws {
        let url = Fixture.repositoryRoot.appendingPathComponent("scenarios/player-in-its-own-window.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let scenario = try Scenario.parse(text, folder: url.deletingLastPathComponent().path).get()
        let result = ScenarioRunner().run(scenario)
        #expect(
            result.steps.map(\.interfaceOrientation) == [
                .portrait, .portrait, .portrait, .landscapeRight, .landscapeRight, .landscapeRight, .landscapeRight,
                .portrait, .portrait,
            ], "the key backdrop below decides nothing; the player window above turns the scene until removed")
    }

    @Test func bothReportsShowTheWindowEvents() throws {
        let result = ScenarioRunner().run(try Self.parse(Self.overlay).get())
        let json = result.jsonReport
        #expect(json.contains(#""event": "addWindow""#), "\(json)")
        #expect(json.contains(#""controllingWindow": "pip""#))
        #expect(json.contains(#""event": "removeWindow""#))
        let text = result.textReport
        #expect(text.contains("addWindow pip (level 1, root player)"), "\(text)")
        #expect(text.contains("removeWindow"))
        #expect(text.contains("controllingWindow"))
    }
}

/// iPadOS 26's window controls: a region at the window's top-left, reported for windowed scenes only.
struct WindowControlsTests {
    private static func run(mode: String, version: String) throws -> ScenarioResult {
        let text =
            #"{"device": "ipad-pro-11", "iosVersion": "\#(version)", "window": {"mode": "\#(mode)", "size": [600, 500]}, "#
            + #""root": {"id": "home"}, "steps": [{"resizeWindow": [700, 600]}]}"#
        return ScenarioRunner().run(try Scenario.parse(text).get())
    }

    @Test func aWindowedIPadOS26SceneReportsTheControlsRegionAtTheTopLeft() throws {
        let result = try Self.run(mode: "windowed", version: "26.0")
        let controls = try #require(result.steps.last?.windowControls)
        #expect(controls.region == Rect(x: 0, y: 0, width: 88, height: 44))
        #expect(controls.controlCentres.map(\.x) == [22, 44, 66] && controls.controlCentres.allSatisfy { $0.y == 22 })
        #expect(result.jsonReport.contains(#""windowControls": [0, 0, 88, 44]"#), "\(result.jsonReport)")
    }

    @Test func stageManagerBefore26AndFullScreenScenesHaveNone() throws {
        let stageManager = try Self.run(mode: "stageManager", version: "18.0")
        #expect(stageManager.steps.allSatisfy { $0.windowControls == nil })
        #expect(!stageManager.jsonReport.contains("windowControls"))
        let stageManager26 = try Self.run(mode: "stageManager", version: "26.1")
        #expect(stageManager26.steps.last?.windowControls != nil)
        let phone = ScenarioRunner().run(try Scenario.parse(#"{"device": "iphone-15", "root": {"id": "home"}}"#).get())
        #expect(!phone.jsonReport.contains("windowControls"))
    }
}
