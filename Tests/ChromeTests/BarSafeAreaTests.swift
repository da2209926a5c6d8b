import Chrome
import Orientation
import Testing

/// The bars' heights in the children's safe area (issue 27): the session's safe areas, with
/// `drawsSystemBars`, end exactly where `ChromeLayout` draws the navigation and tab bars, because both read
/// `SystemBars`.
struct BarSafeAreaTests {
    /// A launched session on `id` under `major`, in `pose`, whose root is `root`, drawing the bars when `bars`.
    private func session(
        _ id: String, _ major: Int, root: ViewController, pose: DeviceOrientation = .portrait, bars: Bool = true
    ) throws -> OrientationSession {
        let session = OrientationSession(
            device: device(id), deviceOrientation: pose, iosVersion: IOSVersion(major: major), root: root)
        session.drawsSystemBars = bars
        #expect(session.launch() == nil)
        return session
    }

    /// The chrome `session` shows, laid out at its window size.
    private func chrome(_ session: OrientationSession) -> ChromeLayout {
        ChromeLayout(
            scene: ChromeScene(
                session: session, layers: session.screenLayers(), windowSize: session.windowSize, scale: 1,
                appearance: .light))
    }

    /// The safe area of `id`'s view as drawn (its screen layer) and as the controller was told; they must agree.
    private func insets(of id: String, in session: OrientationSession) throws -> EdgeInsets {
        let layer = try #require(session.screenLayers().first { $0.controller.id == id })
        #expect(layer.controller.safeAreaInsets == layer.safeAreaInsets, "the callbacks and the drawing agree")
        return layer.safeAreaInsets
    }

    @Test(arguments: [
        ("iphone-15", 26, DeviceOrientation.portrait, false, 103.0),
        ("iphone-15", 26, .portrait, true, 155),
        ("iphone-15", 26, .landscapeLeft, true, 32),
        ("iphone-se-3", 18, .portrait, false, 64),
        ("ipad-pro-13-m4", 18, .portrait, false, 74),
    ])
    func aChildUnderANavigationBarStartsAtTheBarsBottomEdge(
        id: String, major: Int, pose: DeviceOrientation, large: Bool, top: Double
    ) throws {
        let navigation = NavigationController(id: "nav", viewControllers: [ViewController(id: "list")])
        navigation.prefersLargeTitles = large
        let session = try session(id, major, root: navigation, pose: pose)
        let bar = try #require(chrome(session).navigationBar)
        let child = try insets(of: "list", in: session)
        #expect(child.top == top)
        #expect(child.top == bar.frame.origin.y + bar.frame.size.height, "the bar's bottom edge")
        #expect(child.bottom == session.safeAreaInsets.bottom, "no tab bar: the window's bottom inset")
        #expect(
            try insets(of: "nav", in: session) == session.safeAreaInsets, "the bar's own controller is not under it")
    }

    @Test(arguments: [
        ("iphone-15", 26, DeviceOrientation.portrait, 83.0), ("iphone-15", 18, .portrait, 83),
        ("iphone-15", 18, .landscapeLeft, 53), ("iphone-se-3", 18, .portrait, 49),
        ("ipad-pro-12-9", 17, .portrait, 70),
    ])
    func aTabsChildEndsAtTheTabBarsTopEdge(id: String, major: Int, pose: DeviceOrientation, bottom: Double) throws {
        let tabs = TabBarController(id: "tabs", viewControllers: [ViewController(id: "home"), ViewController(id: "b")])
        let session = try session(id, major, root: tabs, pose: pose)
        let bar = try #require(chrome(session).tabBar)
        let child = try insets(of: "home", in: session)
        #expect(child.bottom == bottom)
        #expect(child.bottom == session.windowSize.height - bar.frame.origin.y, "the bar's top edge")
        #expect(child.top == session.safeAreaInsets.top)
    }

    /// From iPadOS 18 the tabs sit at the top, in the navigation bar's row (``TabBarPlacement``): the children's
    /// top inset ends at that row's bottom and their bottom inset stays the window's.
    @Test(arguments: [18, 26])
    func anIPadTabsChildEndsUnderTheTopTabsRow(major: Int) throws {
        let tabs = TabBarController(id: "tabs", viewControllers: [ViewController(id: "home"), ViewController(id: "b")])
        let session = try session("ipad-pro-13-m4", major, root: tabs)
        let bar = try #require(chrome(session).tabBar)
        let child = try insets(of: "home", in: session)
        #expect(bar.placement == .floatingTop)
        #expect(child.bottom == session.safeAreaInsets.bottom)
        #expect(child.top == session.safeAreaInsets.top + SystemBars.padNavigationBarHeight)
        #expect(child.top >= bar.frame.origin.y + bar.frame.size.height, "below the tabs' capsule")
    }

    @Test func aHiddenNavigationBarAndABarlessRenderAddNothing() throws {
        let hidden = NavigationController(id: "nav", viewControllers: [ViewController(id: "list")])
        hidden.isNavigationBarHidden = true
        let shown = try session("iphone-15", 26, root: hidden)
        #expect(chrome(shown).navigationBar == nil)
        #expect(try insets(of: "list", in: shown) == shown.safeAreaInsets, "navigationBarHidden: the window's insets")

        let bare = try session(
            "iphone-15", 26, root: NavigationController(id: "nav", viewControllers: [ViewController(id: "list")]),
            bars: false)
        #expect(try insets(of: "list", in: bare) == bare.safeAreaInsets, "--chrome none draws no bar")
    }

    @Test func aPushedControllerGetsTheBarAndASheetDoesNot() throws {
        let navigation = NavigationController(id: "nav", viewControllers: [ViewController(id: "list")])
        let session = try session("iphone-15", 26, root: navigation)
        #expect(session.push(ViewController(id: "detail"), on: navigation, animated: false) == nil)
        #expect(try insets(of: "detail", in: session).top == 103)
        #expect(session.present(ViewController(id: "sheet"), style: .pageSheet, animated: false) == nil)
        #expect(try insets(of: "sheet", in: session).top == 0, "a sheet is not under the presenter's bar")
    }
}
