import Orientation
import Testing

/// The `avPlayerViewController` kind: its keys, its full-screen path and whose orientations decide (issue 24;
/// `docs/uikit-versions.md`, "The system player").
struct SystemPlayerTests {
    /// A portrait-only container on an iPhone 15 (iOS 26.1) embedding `player` in a 16:9 frame, then `steps`.
    private static func embedded(_ player: String, steps: String = "") -> String {
        #"{"device": "iphone-15", "iosVersion": "26.1", "root": {"id": "feed", "kind": "container", "#
            + #""supportedOrientations": ["portrait"], "children": [\#(player)]}, "steps": [\#(steps)]}"#
    }

    private static let inline =
        #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "#
        + #""frame": [0, 100, 393, 221]}"#

    private static func run(_ text: String) throws -> ScenarioResult {
        ScenarioRunner().run(try Scenario.parse(text).get())
    }

    private static func error(_ text: String) -> String? {
        guard case .failure(let error) = Scenario.parse(text) else { return nil }
        return "\(error)"
    }

    // MARK: - Parsing

    @Test func theKindsKeysParseWithAVFoundationsNames() throws {
        let text = Self.embedded(
            #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "videoGravity": "resizeAspectFill", "#
                + #""entersFullScreenWhenPlaybackBegins": true}"#)
        let player = try #require(try Scenario.parse(text, folder: "/clips").get().root.children.first)
        #expect(player.kind == .avPlayerViewController)
        #expect(player.videoGravity == .aspectFill)
        #expect(player.entersFullScreenWhenPlaybackBegins)
        #expect(player.clipPath == "/clips/c.mov")
    }

    @Test func withoutTheKeysTheDefaultsAreAVKitsAndThereIsNoPreferredOrientation() throws {
        let player = try #require(try Scenario.parse(Self.embedded(Self.inline)).get().root.children.first)
        #expect(player.videoGravity == .aspect)
        #expect(!player.entersFullScreenWhenPlaybackBegins)
        #expect(player.preferredOrientationForPresentation == nil, "the seed player's landscapeLeft is `player`'s")
    }

    @Test(arguments: [
        (
            #"{"id": "p", "kind": "avPlayerViewController"}"#, #"root.children[0]: missing key "clip""#
        ),
        (
            #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "videoGravity": "resizeAspekt"}"#,
            #"root.children[0].videoGravity: unknown video gravity "resizeAspekt" (did you mean "resizeAspect"?)"#
        ),
        (
            #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "videoGravity": "aspect"}"#,
            #"root.children[0].videoGravity: unknown video gravity "aspect""#
        ),
        (
            #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "#
                + #""entersFullScreenWhenPlaybackBegins": "yes"}"#,
            "root.children[0].entersFullScreenWhenPlaybackBegins: expected true or false"
        ),
        (
            #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "closeButton": false}"#,
            "root.children[0].closeButton: only for kind player"
        ),
        (
            #"{"id": "p", "kind": "player", "clip": "c.mov", "videoGravity": "resize"}"#,
            "root.children[0].videoGravity: only for kind avPlayerViewController"
        ),
    ])
    func badControllersAreRefusedWithTheirPath(player: String, expected: String) {
        #expect(Self.error(Self.embedded(player)) == expected)
    }

    @Test func theFullScreenStepsNameASystemPlayer() {
        #expect(
            Self.error(Self.embedded(Self.inline, steps: #"{"enterFullScreen": "feed"}"#))
                == #"steps[0].enterFullScreen: "feed" is a container, not a avPlayerViewController"#)
        #expect(
            Self.error(Self.embedded(Self.inline, steps: #"{"exitFullScreen": "nobody"}"#))
                == #"steps[0].exitFullScreen: no controller "nobody""#)
        #expect(
            Self.error(Self.embedded(Self.inline, steps: #"{"enterFullScreen": "p", "animated": 1}"#))
                == "steps[0].animated: expected true or false")
    }

    // MARK: - Orientation

    @Test func inlineThePortraitOnlyContainerDecidesSoATurnDoesNothing() throws {
        let result = try Self.run(Self.embedded(Self.inline, steps: #"{"rotate": "landscapeLeft"}"#))
        #expect(result.steps.last?.interfaceOrientation == .portrait)
    }

    @Test func fullScreenTurnsToLandscapeUnderAPortraitOnlyPresenterAndReturnsOnExit() throws {
        let result = try Self.run(
            Self.embedded(
                Self.inline,
                steps: #"{"enterFullScreen": "p"}, {"rotate": "landscapeLeft"}, {"wait": 1}, {"exitFullScreen": "p"}"#
            ))
        let orientations = result.steps.map(\.interfaceOrientation)
        #expect(orientations == [.portrait, .portrait, .landscapeRight, .landscapeRight, .portrait])
        let entered = result.steps[1].events
        #expect(entered.contains { $0.controller == "p" && $0.name == "enterFullScreen" })
        #expect(entered.contains { $0.controller == "p.fullScreen" && $0.name == "viewDidAppear" })
        #expect(!entered.contains { $0.controller == "p" && $0.name == "pause" }, "the video keeps playing")
        #expect(result.steps[4].events.contains { $0.controller == "p.fullScreen" && $0.name == "viewDidDisappear" })
    }

    @Test func theFullScreenControllerAnswersWithThePlayersMask() throws {
        // A subclass that returns `.landscape` (the spec's mask) makes full screen open in landscape at once.
        let player =
            #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "#
            + #""supportedOrientations": ["landscape"]}"#
        let result = try Self.run(Self.embedded(player, steps: #"{"enterFullScreen": "p"}"#))
        #expect(result.steps.last?.interfaceOrientation.isLandscape == true)
        let back = try Self.run(Self.embedded(player, steps: #"{"enterFullScreen": "p"}, {"exitFullScreen": "p"}"#))
        #expect(back.steps.last?.interfaceOrientation == .portrait)
    }

    @Test func playbackBeginningEntersFullScreenWhenAsked() throws {
        let player =
            #"{"id": "p", "kind": "avPlayerViewController", "clip": "c.mov", "#
            + #""supportedOrientations": ["landscape"], "entersFullScreenWhenPlaybackBegins": true}"#
        let result = try Self.run(Self.embedded(player))
        let launch = try #require(result.steps.first)
        #expect(launch.events.contains { $0.controller == "p" && $0.name == "enterFullScreen" })
        #expect(launch.interfaceOrientation.isLandscape)
        let plain = try Self.run(Self.embedded(Self.inline))
        #expect(!(plain.steps.first?.events.contains { $0.name == "enterFullScreen" } ?? true))
    }

    @Test func aPresentedPlayerDecidesItselfAndIgnoresEnterFullScreen() throws {
        let text =
            #"{"device": "iphone-15", "iosVersion": "26.1", "root": {"id": "home", "#
            + #""supportedOrientations": ["portrait"]}, "steps": [{"present": {"id": "p", "#
            + #""kind": "avPlayerViewController", "clip": "c.mov", "entersFullScreenWhenPlaybackBegins": true}, "#
            + #""style": "fullScreen"}, {"enterFullScreen": "p"}, {"rotate": "landscapeLeft"}]}"#
        let result = try Self.run(text)
        #expect(result.steps[1].interfaceOrientation == .portrait, "no preference: it opens in the current one")
        let ignored = result.steps[2].events.first { $0.name == "enterFullScreen" }
        #expect(ignored?.argument("ignored") == .string("not embedded: it already fills its presentation"))
        #expect(result.steps[3].interfaceOrientation == .landscapeRight, "the idiom default allows landscape")
    }

    @Test func exitingWhenNotInFullScreenIsIgnoredWithAReason() throws {
        let result = try Self.run(Self.embedded(Self.inline, steps: #"{"exitFullScreen": "p"}"#))
        let event = result.steps.last?.events.first { $0.name == "exitFullScreen" }
        #expect(event?.argument("ignored") == .string("not in full screen"))
    }
}
