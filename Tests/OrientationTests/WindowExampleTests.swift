import Foundation
import Orientation
import TestSupport
import Testing

/// The iPad window examples under `scenarios/`, replayed.
struct WindowExampleTests {
    /// Replays example `name` under its own version, or under `version` (as `--ios-version` does).
    private static func run(_ name: String, version: IOSVersion? = nil) throws -> ScenarioResult {
        let url = Fixture.repositoryRoot.appendingPathComponent("scenarios").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        return ScenarioRunner().run(
            try Scenario.parse(text, folder: url.deletingLastPathComponent().path, iosVersion: version).get())
    }

    private static func names(_ step: StepResult) -> [String] {
        step.events.map(\.name)
    }

    @Test func aPlayerResizedToCompactSplitViewAndBackTransitionsWithoutRotating() throws {
        let result = try Self.run("player-split-view-resize.json")
        #expect(result.steps.map(\.windowSize.width) == [1366, 1366, 375, 375, 1366, 1366])
        #expect(
            result.steps.map(\.traits.horizontalSizeClass) == [
                .regular, .regular, .compact, .compact, .regular, .regular,
            ])
        #expect(result.steps.allSatisfy { $0.interfaceOrientation == .landscapeRight })
        for index in [2, 4] {
            let names = Self.names(result.steps[index])
            #expect(Array(names.prefix(3)) == ["willTransition", "viewWillTransition", "traitCollectionDidChange"])
        }
    }

    @Test func aPortraitLockedAppTurnsWithTheDeviceWhileWindowedOn26() throws {
        let result = try Self.run("portrait-locked-app-windowed-ipados26.json")
        #expect(result.steps[1].interfaceOrientation == .landscapeRight)
        let warnings = result.steps[1].events.filter { $0.name == "warning" }
        #expect(warnings.count == 2, "the mask and prefersInterfaceOrientationLocked are both ignored")
        #expect(result.steps[3].traits.horizontalSizeClass == .compact)
        #expect(result.steps[3].safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(result.steps[4].safeAreaInsets == .zero, "moved away from every edge")
    }

    @Test(arguments: ["requires-full-screen-ios18.json", "requires-full-screen-ipados26.json"])
    func requiresFullScreenStillKeepsTheAppFullScreenOn18And261(name: String) throws {
        let result = try Self.run(name)
        #expect(result.steps[0].windowSize == Size(width: 1180, height: 820))
        #expect(result.steps[0].events.first?.name == "warning")
        #expect(result.steps[1].windowSize == Size(width: 1180, height: 820), "the resize is refused")
        #expect(result.steps[2].windowSize == Size(width: 820, height: 1180), "a rotation still turns it")
    }

    @Test(arguments: ["26.2", "27.0"])
    func fromIPadOS262TheIgnoredStartingWithVersionKeyOpensTheWindow(version: String) throws {
        let result = try Self.run("requires-full-screen-ipados26.json", version: IOSVersion(version))
        #expect(result.steps[0].windowSize == Size(width: 600, height: 500))
        #expect(!result.steps[0].events.contains { $0.name == "warning" })
        #expect(result.steps[1].windowSize == Size(width: 400, height: 400), "the resize is taken")
    }
}
