import Foundation
import Orientation
import Testing

/// Containers that answer the orientation questions from a child (`forwardsOrientationTo`), and children placed
/// by `frame`.
struct OrientationForwardingTests {
    private static func scenario(root: String, steps: String = "[]", version: String = "26.1") throws -> Scenario {
        try Scenario.parse(
            #"{"device": "iphone-15", "iosVersion": "\#(version)", "root": \#(root), "steps": \#(steps)}"#
        ).get()
    }

    private static let hosting =
        #"{"id": "host", "kind": "container", "forwardsOrientationTo": "video", "children": [{"id": "chrome", "supportedOrientations": ["portrait"], "frame": [0, 0, 393, 100]}, {"id": "video", "supportedOrientations": ["landscape"], "shouldAutorotate": true, "frame": [0, 100, 393, 300]}]}"#

    @Test func aContainerForwardingToAChildAnswersWithItsMask() throws {
        let result = ScenarioRunner().run(
            try Self.scenario(root: Self.hosting, steps: #"[{"rotate": "landscapeLeft"}]"#))
        #expect(result.steps.first?.interfaceOrientation == .landscapeRight, "launches in the video's landscape")
        #expect(result.crash == nil)
    }

    @Test func withoutTheKeyTheContainerAnswersItself() throws {
        let root = Self.hosting.replacingOccurrences(of: #""forwardsOrientationTo": "video", "#, with: "")
        let result = ScenarioRunner().run(try Self.scenario(root: root))
        #expect(result.steps.first?.interfaceOrientation == .portrait)
    }

    @Test func aTabBarForwardingToTheSelectedTabFollowsTheTabSwitch() throws {
        let root =
            #"{"id": "tabs", "kind": "tabBar", "tabPolicy": "intersection", "forwardsOrientationTo": "selected", "children": [{"id": "a", "supportedOrientations": ["portrait"]}, {"id": "b", "supportedOrientations": ["allButUpsideDown"]}]}"#
        let steps =
            #"[{"rotate": "landscapeLeft"}, {"select": 1, "on": "tabs"}, {"rotate": "portrait"}, {"rotate": "landscapeLeft"}]"#
        let result = ScenarioRunner().run(try Self.scenario(root: root, steps: steps))
        #expect(result.steps[1].interfaceOrientation == .portrait, "tab a decides despite the intersection policy")
        #expect(result.steps.last?.interfaceOrientation == .landscapeRight, "tab b decides once selected")
    }

    @Test func aNavigationControllerForwardingToTopIsForwardsToTop() throws {
        let root =
            #"{"id": "nav", "kind": "navigation", "forwardsOrientationTo": "top", "children": [{"id": "list", "supportedOrientations": ["portrait"]}]}"#
        let steps =
            #"[{"push": {"id": "player", "supportedOrientations": ["landscape"]}, "on": "nav"}, {"rotate": "landscapeLeft"}]"#
        let result = ScenarioRunner().run(try Self.scenario(root: root, steps: steps))
        #expect(result.steps.last?.interfaceOrientation == .landscapeRight)
    }

    @Test func childrenWithFramesAreDrawnThereNotInBands() throws {
        let scenario = try Self.scenario(root: Self.hosting)
        let replay = ScenarioRunner().start(scenario)
        _ = replay.finish()
        let layers = replay.session.screenLayers()
        #expect(layers.map(\.controller.id) == ["host", "chrome", "video"])
        #expect(layers.first { $0.controller.id == "video" }?.frame == Rect(x: 0, y: 100, width: 393, height: 300))
        #expect(layers.first { $0.controller.id == "chrome" }?.frame == Rect(x: 0, y: 0, width: 393, height: 100))
    }

    @Test(arguments: [
        (
            #"{"id": "c", "kind": "container", "forwardsOrientationTo": "nobody", "children": [{"id": "a"}]}"#,
            #"root.forwardsOrientationTo: no child "nobody" (expected "top", "selected", "a")"#
        ),
        (
            #"{"id": "c", "forwardsOrientationTo": "top"}"#,
            "root.forwardsOrientationTo: only for kind container, navigation, tabBar"
        ),
        (
            #"{"id": "c", "kind": "container", "children": [{"id": "a", "frame": [0, 0, 10]}]}"#,
            "root.children[0].frame: expected [x, y, width, height] in points"
        ),
        (
            #"{"id": "c", "kind": "container", "children": [{"id": "a", "frame": [0, 0, 10, 0]}]}"#,
            "root.children[0].frame: a frame needs a positive width and height"
        ),
    ])
    func badKeysNameThePath(root: String, expected: String) {
        guard case .failure(let error) = Scenario.parse(#"{"device": "iphone-15", "root": \#(root)}"#) else {
            Issue.record("accepted \(root)")
            return
        }
        #expect(error.description == expected)
    }
}
