import Orientation
import Testing

/// `"style": "custom"` with `"shouldPresentInFullscreen"`: a custom presentation controller.
struct CustomPresentationTests {
    private static func scenario(_ present: String, app: String = "{}") throws -> Scenario {
        try Scenario.parse(
            #"{"device": "iphone-15", "iosVersion": "26.1", "app": \#(app), "root": {"id": "home"}, "steps": [\#(present)]}"#
        ).get()
    }

    private static let player =
        #"{"id": "p", "supportedOrientations": ["landscape"], "preferredOrientationForPresentation": "landscapeRight"}"#

    @Test(arguments: [
        (#", "style": "custom""#, PresentationStyle.customFullscreen),
        (#", "style": "custom", "shouldPresentInFullscreen": true"#, .customFullscreen),
        (#", "style": "custom", "shouldPresentInFullscreen": false"#, .custom),
    ])
    func customDefaultsToFullscreenAsUIPresentationControllerDoes(modifiers: String, style: PresentationStyle) throws {
        let scenario = try Self.scenario(#"{"present": \#(Self.player)\#(modifiers)}"#)
        guard case .present(_, let parsed, _) = scenario.steps.first else {
            Issue.record("not a present step")
            return
        }
        #expect(parsed == style)
    }

    @Test(arguments: [
        (
            #"{"present": {"id": "p"}, "style": "fullScreen", "shouldPresentInFullscreen": true}"#,
            #"steps[0].shouldPresentInFullscreen: only for "style": "custom""#
        ),
        (#"{"present": {"id": "p"}, "shouldPresentInFullscreen": true}"#, #"steps[0]: missing key "style""#),
        (
            #"{"present": {"id": "p"}, "style": "customFullscreen"}"#,
            #"steps[0].style: unknown style "customFullscreen""#
        ),
    ])
    func misplacedKeysAreRefused(step: String, expected: String) {
        let text = #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [\#(step)]}"#
        guard case .failure(let error) = Scenario.parse(text) else {
            Issue.record("accepted \(step)")
            return
        }
        #expect(error.description.hasPrefix(expected), "\(error)")
    }

    @Test func aFullscreenCustomPresentationDecidesAndKeepsThePresenterVisible() throws {
        let replay = ScenarioRunner().start(try Self.scenario(#"{"present": \#(Self.player), "style": "custom"}"#))
        let result = replay.finish()
        let layers = replay.session.screenLayers().map(\.controller.id)
        #expect(result.steps.last?.interfaceOrientation == .landscapeRight)
        #expect(layers == ["home", "p"])
        #expect(!result.steps.last!.events.contains { $0.controller == "home" && $0.name == "viewWillDisappear" })
    }

    @Test func aNonFullscreenCustomPresentationLeavesTheDecisionToThePresenter() throws {
        let result = ScenarioRunner().run(
            try Self.scenario(#"{"present": \#(Self.player), "style": "custom", "shouldPresentInFullscreen": false}"#))
        #expect(result.steps.last?.interfaceOrientation == .portrait)
        #expect(result.crash == nil)
    }

    @Test func aFullscreenCustomPresentationWithNoCommonOrientationCrashes() throws {
        let result = ScenarioRunner().run(
            try Self.scenario(
                #"{"present": \#(Self.player), "style": "custom"}"#, app: #"{"supportedOrientations": ["portrait"]}"#))
        #expect(
            result.crash?.invalidInterfaceOrientation?.reason
                == .noCommonOrientation(app: .portrait, controller: .landscape, device: .allButUpsideDown))
    }
}
