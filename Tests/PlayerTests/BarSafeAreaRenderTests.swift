import Chrome
import Orientation
import Pixels
import Testing
import Video

@testable import Player

/// Players under the system bars (issue 27): with the chrome drawn, the navigation bar's height is in the player's
/// safe area, so its ✕ sits below the bar, and the tab bar's in an embedded system player's, so its transport
/// controls stay above the bar.
struct BarSafeAreaRenderTests {
    /// A launched iPhone 15 (iOS 26) session showing `root`, drawing the bars when `bars`.
    private func session(root: ViewController, bars: Bool) -> OrientationSession {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, iosVersion: IOSVersion(major: 26), root: root)
        session.drawsSystemBars = bars
        #expect(session.launch() == nil)
        return session
    }

    /// The rows of pixels that are not black in columns 0 to 80, rows 40 to 300 (the letterbox above a 16:9 video
    /// in portrait, where only the ✕ button has ink): the close button's.
    private func closeButtonRows(_ image: RGBImage) -> [Int] {
        (40..<300).filter { y in (0..<80).contains { x in image[x, y] != RGBImage.Pixel(red: 0, green: 0, blue: 0) } }
    }

    @Test func aPlayerUnderANavigationBarPutsItsCloseButtonBelowTheBar() throws {
        let player = PlayerViewController(
            id: "player", source: ScriptedFrameSource(), supportedInterfaceOrientations: .portrait,
            preferredInterfaceOrientation: nil)
        let session = session(root: NavigationController(id: "nav", viewControllers: [player]), bars: true)
        var compositor = SceneCompositor(scale: 1)
        compositor.chrome = .system
        let scene = try #require(try compositor.render(session, at: 0))
        let bar = try #require(
            ChromeLayout(
                scene: ChromeScene(
                    session: session, layers: session.screenLayers(), windowSize: session.windowSize, scale: 1,
                    appearance: .light)
            ).navigationBar)
        let barBottom = Int(bar.frame.origin.y + bar.frame.size.height)
        #expect(barBottom == 103)
        let rows = closeButtonRows(scene.image)
        let first = try #require(rows.first, "the ✕ has ink")
        #expect(first >= barBottom, "the ✕'s ink starts below the bar's bottom edge (row \(first))")
        let button = try #require(scene.players.first?.frame.closeButton.rect)
        #expect(button.y == barBottom + Int(PlayerLayout.closeButtonMargin), "the button 16 pt below the bar")
        #expect(first >= button.y && first < button.y + button.height, "the ink is the button's")

        // Without the chrome no bar is drawn and the ✕ keeps the window's safe area: 59 + 16.
        let bare = self.session(
            root: NavigationController(
                id: "nav",
                viewControllers: [
                    PlayerViewController(
                        id: "player", source: ScriptedFrameSource(), supportedInterfaceOrientations: .portrait,
                        preferredInterfaceOrientation: nil)
                ]),
            bars: false)
        var plain = SceneCompositor(scale: 1)
        let drawn = try #require(try plain.render(bare, at: 0))
        #expect(drawn.players.first?.frame.closeButton.rect.y == 75)
        let bareFirst = try #require(closeButtonRows(drawn.image).first)
        #expect(bareFirst < barBottom, "where a drawn bar would cover it (row \(bareFirst))")
    }

    @Test func anEmbeddedSystemPlayerInATabKeepsItsControlsAboveTheTabBar() throws {
        let player = SystemPlayerViewController(id: "video", source: ScriptedFrameSource(duration: 5))
        let session = session(
            root: TabBarController(id: "tabs", viewControllers: [player, ViewController(id: "more")]), bars: true)
        let layer = try #require(session.screenLayers().first { $0.controller.id == "video" })
        let controls = TransportControlsLayout(
            viewSize: layer.frame.size, safeArea: layer.safeAreaInsets, isFullScreen: false)
        let bar = try #require(
            ChromeLayout(
                scene: ChromeScene(
                    session: session, layers: session.screenLayers(), windowSize: session.windowSize, scale: 1,
                    appearance: .light)
            ).tabBar)
        // The times' line box ends at their baseline; the floating bar's top edge is 83 pt above the bottom.
        #expect(bar.frame.origin.y == 852 - 83)
        #expect(controls.timeBaseline <= bar.frame.origin.y, "the times above the bar")
        #expect(controls.track.origin.y + controls.track.size.height < bar.frame.origin.y, "the scrubber above it")
        #expect(controls.timeBaseline == bar.frame.origin.y - TransportControlsLayout.margin)
    }
}
