import Orientation
import Testing

/// The `player` kind's preferred orientation: the seed player's `landscapeLeft` unless the file says otherwise,
/// `null` for none.
struct PlayerSpecTests {
    private static func run(_ player: String, pose: String = "portrait") throws -> ScenarioResult {
        let text =
            #"{"device": "iphone-15", "iosVersion": "26.1", "deviceOrientation": "\#(pose)", "root": {"id": "home"}, "#
            + #""steps": [{"present": \#(player), "style": "fullScreen"}]}"#
        return ScenarioRunner().run(try Scenario.parse(text).get())
    }

    @Test func aPlayerWithoutTheKeyOpensInLandscapeLeft() throws {
        let result = try Self.run(#"{"id": "p", "kind": "player", "clip": "c.mov"}"#)
        #expect(result.steps.last?.interfaceOrientation == .landscapeLeft)
    }

    @Test func nullRemovesThePreferenceSoThePlayerKeepsTheCurrentOrientation() throws {
        let result = try Self.run(
            #"{"id": "p", "kind": "player", "clip": "c.mov", "preferredOrientationForPresentation": null}"#)
        #expect(result.steps.last?.interfaceOrientation == .portrait)
    }

    @Test func nullInLandscapeKeepsTheHoldersLandscapeInsteadOfTurningUpsideDown() throws {
        // Device landscapeLeft is interface landscapeRight; a forced landscapeLeft would turn the picture over.
        let forced = try Self.run(#"{"id": "p", "kind": "player", "clip": "c.mov"}"#, pose: "landscapeLeft")
        #expect(forced.steps.first?.interfaceOrientation == .landscapeRight)
        #expect(forced.steps.last?.interfaceOrientation == .landscapeLeft)
        let free = try Self.run(
            #"{"id": "p", "kind": "player", "clip": "c.mov", "preferredOrientationForPresentation": null}"#,
            pose: "landscapeLeft")
        #expect(free.steps.last?.interfaceOrientation == .landscapeRight)
    }

    @Test func nullOnAContentControllerIsNoPreferenceToo() throws {
        let text =
            #"{"device": "iphone-15", "root": {"id": "home", "preferredOrientationForPresentation": null}}"#
        #expect(try Scenario.parse(text).get().root.preferredOrientationForPresentation == nil)
    }
}

/// The `player` kind's `"closeButton"`: drawn by default, `false` for none, nothing but a Boolean, `player` only.
struct PlayerCloseButtonSpecTests {
    private static func parse(_ player: String) -> Result<Scenario, ScenarioError> {
        Scenario.parse(#"{"device": "iphone-15", "root": \#(player)}"#)
    }

    @Test func aPlayerShowsItsCloseButtonUnlessTheFileSaysFalse() throws {
        #expect(try Self.parse(#"{"id": "p", "kind": "player", "clip": "c.mov"}"#).get().root.showsCloseButton)
        let hidden = try Self.parse(#"{"id": "p", "kind": "player", "clip": "c.mov", "closeButton": false}"#).get()
        #expect(!hidden.root.showsCloseButton)
    }

    @Test func aNonBooleanIsRefusedWithItsPath() {
        let result = Self.parse(#"{"id": "p", "kind": "player", "clip": "c.mov", "closeButton": "no"}"#)
        #expect(result.failureDescription == "root.closeButton: expected true or false")
    }

    @Test func onlyAPlayerTakesTheKey() {
        let result = Self.parse(#"{"id": "p", "closeButton": false}"#)
        #expect(result.failureDescription == "root.closeButton: only for kind player")
    }
}

extension Result where Failure == ScenarioError {
    /// The error's text as `pivot` prints it after the file name, or `nil` on success.
    fileprivate var failureDescription: String? {
        guard case .failure(let error) = self else { return nil }
        return "\(error)"
    }
}
