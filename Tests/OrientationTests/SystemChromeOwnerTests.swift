import Orientation
import Testing

/// The system chrome's scenario keys and which controller decides the status bar and home indicator
/// (``SystemChromeOwner``), on real replays of scenario text.
struct SystemChromeOwnerTests {
    /// The session after replaying a scenario on an iPhone 16 Pro, iOS 26.1, with `root` and `steps`.
    private func session(root: String, steps: String = "[]") throws -> OrientationSession {
        let text = #"{ "device": "iphone-16-pro", "iosVersion": "26.1", "root": \#(root), "steps": \#(steps) }"#
        let scenario = try Scenario.parse(text).get()
        let replay = ScenarioRunner().start(scenario)
        _ = replay.finish()
        return replay.session
    }

    private func decider(_ session: OrientationSession) -> String? {
        SystemChromeOwner.decidingController(in: session.presentationChain)?.id
    }

    @Test func theKeysReachTheControllers() throws {
        let session = try session(
            root: #"""
                { "id": "nav", "kind": "navigation", "navigationBarHidden": true,
                  "children": [ { "id": "a", "title": "Albums", "prefersStatusBarHidden": true,
                                  "preferredStatusBarStyle": "lightContent", "prefersHomeIndicatorAutoHidden": true },
                                { "id": "b" } ] }
                """#,
            steps: #"[ { "present": { "id": "s" }, "style": "pageSheet", "prefersGrabberVisible": true } ]"#)
        let navigation = try #require(session.presentationChain.first as? NavigationController)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.prefersLargeTitles, "UIKit's default")
        let albums = navigation.viewControllers[0]
        #expect(
            albums.displayTitle == "Albums" && albums.prefersStatusBarHidden && albums.prefersHomeIndicatorAutoHidden)
        #expect(albums.preferredStatusBarStyle == .lightContent)
        let plain = navigation.viewControllers[1]
        #expect(plain.displayTitle == "b", "the title defaults to the id")
        #expect(!plain.prefersStatusBarHidden && plain.preferredStatusBarStyle == .default)
        #expect(session.presentationChain.last?.prefersGrabberVisible == true)
        #expect(navigation.prefersGrabberVisible == false, "UIKit shows no grabber by default")
    }

    @Test func prefersLargeTitlesReachesTheNavigationController() throws {
        let session = try session(
            root: #"{ "id": "nav", "kind": "navigation", "prefersLargeTitles": true, "children": [ { "id": "a" } ] }"#)
        let navigation = try #require(session.presentationChain.first as? NavigationController)
        #expect(navigation.prefersLargeTitles)
    }

    @Test func containersDeferToTheirTopOrSelectedChild() throws {
        let tabs = try session(
            root: #"""
                { "id": "tabs", "kind": "tabBar", "selectedIndex": 1,
                  "children": [ { "id": "a" },
                                { "id": "nav", "kind": "navigation", "children": [ { "id": "b" }, { "id": "c" } ] } ] }
                """#)
        #expect(decider(tabs) == "c", "the selected tab's navigation controller's top controller")
        let custom = try session(
            root: #"{ "id": "box", "kind": "container", "children": [ { "id": "inside" } ] }"#)
        #expect(decider(custom) == "box", "a custom container decides itself (childForStatusBarHidden is nil)")
    }

    @Test(arguments: [("fullScreen", "m"), ("overFullScreen", "home"), ("pageSheet", "home"), ("formSheet", "home")])
    func onlyAFullScreenPresentationTakesTheStatusBarOver(style: String, expected: String) throws {
        let session = try session(
            root: #"{ "id": "home" }"#, steps: #"[ { "present": { "id": "m" }, "style": "\#(style)" } ]"#)
        #expect(decider(session) == expected)
    }

    @Test(arguments: [
        (
            #"{ "id": "a", "preferredStatusBarStyle": "light" }"#,
            #"root.preferredStatusBarStyle: unknown status bar style "light""#
        ),
        (
            #"{ "id": "a", "preferredStatusBarStyle": "lightContnt" }"#,
            #"root.preferredStatusBarStyle: unknown status bar style "lightContnt" (did you mean "lightContent"?)"#
        ),
        (#"{ "id": "a", "navigationBarHidden": true }"#, "root.navigationBarHidden: only for kind navigation"),
        (#"{ "id": "a", "prefersStatusBarHidden": "yes" }"#, "root.prefersStatusBarHidden: expected"),
        (#"{ "id": "a", "prefersLargeTitles": true }"#, "root.prefersLargeTitles: only for kind navigation"),
        (
            #"{ "id": "n", "kind": "navigation", "prefersLargeTitles": 1, "children": [ { "id": "a" } ] }"#,
            "root.prefersLargeTitles: expected true or false"
        ),
        (#"{ "id": "a", "title": 3 }"#, "root.title: expected"),
    ])
    func badChromeKeysNameThePath(root: String, expected: String) {
        let text = #"{ "device": "iphone-16-pro", "root": \#(root) }"#
        guard case .failure(let error) = Scenario.parse(text) else {
            Issue.record("accepted \(root)")
            return
        }
        #expect(error.description.hasPrefix(expected), "\(error)")
    }

    @Test func aBadGrabberValueNamesTheStep() {
        let text = #"""
            { "device": "iphone-16-pro", "root": { "id": "a" },
              "steps": [ { "present": { "id": "s" }, "prefersGrabberVisible": 1 } ] }
            """#
        guard case .failure(let error) = Scenario.parse(text) else {
            Issue.record("accepted a number")
            return
        }
        #expect(error.description.hasPrefix("steps[0].prefersGrabberVisible: expected"), "\(error)")
    }

    @Test func anAddedWindowOnTopDecidesTheStatusBarAndHomeIndicatorAsItDecidesTheOrientation() throws {
        let root = #"{ "id": "home", "supportedOrientations": ["portrait"] }"#
        let player = #"""
            { "id": "video", "prefersStatusBarHidden": true, "prefersHomeIndicatorAutoHidden": true,
              "supportedOrientations": ["portrait"] }
            """#
        let above = try session(
            root: root, steps: #"[ { "addWindow": { "id": "w", "level": 1, "root": \#(player) } } ]"#)
        let owner = try #require(SystemChromeOwner.decidingController(in: above))
        #expect(owner.id == "video" && owner === above.decidingController, "the orientation's window decides")
        #expect(owner.prefersStatusBarHidden && owner.prefersHomeIndicatorAutoHidden)
        #expect(decider(above) == "home", "the main window's own rule still names its root")

        let below = try session(
            root: root, steps: #"[ { "addWindow": { "id": "w", "level": -1, "root": \#(player) } } ]"#)
        #expect(SystemChromeOwner.decidingController(in: below)?.id == "home", "a window below does not decide")

        let removed = try session(
            root: root,
            steps: #"[ { "addWindow": { "id": "w", "level": 1, "root": \#(player) } }, { "removeWindow": "w" } ]"#)
        #expect(SystemChromeOwner.decidingController(in: removed)?.id == "home", "the main window decides again")
    }

    @Test func anAddedWindowsNavigationControllerDefersToItsTopAndShowsItsBar() throws {
        let window = #"""
            { "id": "nav2", "kind": "navigation", "children": [ { "id": "inner", "prefersStatusBarHidden": true } ] }
            """#
        let session = try session(
            root: #"{ "id": "nav", "kind": "navigation", "children": [ { "id": "list" } ] }"#,
            steps: #"[ { "addWindow": { "id": "w", "level": 1, "root": \#(window) } } ]"#)
        #expect(SystemChromeOwner.decidingController(in: session)?.id == "inner")
        #expect(
            SystemBars.Owners(session: session).navigation?.id == "nav2", "the top window's bar, not the main one's")
    }
}
