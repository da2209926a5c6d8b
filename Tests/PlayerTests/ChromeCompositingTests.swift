import Chrome
import Orientation
import Pixels
import Testing

@testable import Player

/// The chrome as `SceneCompositor` composites it over a session's views (issue 27), pixels read back.
struct ChromeCompositingTests {
    /// Rec. 709 luma of a pixel, 0–255.
    private func luma(_ pixel: RGBImage.Pixel) -> Double {
        0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
    }

    /// A launched iPhone 15 (iOS 26) session showing `root`.
    private func session(root: ViewController) -> OrientationSession {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, iosVersion: IOSVersion(major: 26), root: root)
        session.drawsSystemBars = true
        #expect(session.launch() == nil)
        return session
    }

    /// `session` drawn at 1 pixel per point with the chrome in `appearance`.
    private func draw(_ session: OrientationSession, _ appearance: Appearance) throws -> RGBImage {
        var compositor = SceneCompositor(scale: 1)
        compositor.chrome = ChromeSettings(mode: .system, appearance: appearance)
        return try #require(try compositor.render(session, at: session.time)).image
    }

    @Test(arguments: [Appearance.dark, .light])
    func thePushedBackPresenterStaysVisibleAgainstTheBlackWindow(appearance: Appearance) throws {
        let session = session(root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
        #expect(session.present(ViewController(id: "sheet"), style: .pageSheet, animated: false) == nil)
        let layers = session.screenLayers()
        let card = try #require(layers.first).frame
        let sheet = try #require(layers.last).frame
        #expect(card.origin.y + 6 < sheet.origin.y, "the card's top shows above the sheet")
        let image = try draw(session, appearance)
        // Between the card's top edge and the sheet's, in the middle; and the black window just above the card.
        let x = 196
        let onCard = image[x, Int(card.origin.y + (sheet.origin.y - card.origin.y) / 2)]
        let behind = image[x, Int(card.origin.y) - 2]
        #expect(behind == RGBImage.Pixel(red: 0, green: 0, blue: 0), "the window's black background")
        #expect(luma(onCard) - luma(behind) >= 10, "the card reads against the black: luma \(luma(onCard))")
    }

    /// A portrait-only player filling the iPhone 15's screen with a flat `colour` picture of `size`.
    private func player(_ colour: RGBImage.Pixel, size: Size) -> PlayerViewController {
        PlayerViewController(
            id: "player", source: ScriptedFrameSource(displaySize: size, color: { _ in colour }),
            supportedInterfaceOrientations: .portrait, preferredInterfaceOrientation: nil, showsCloseButton: false)
    }

    /// The middle of the home indicator (134 × 5 pt, 8 pt above the bottom edge of the 393 × 852 pt screen).
    private func indicator(_ image: RGBImage) -> RGBImage.Pixel { image[196, 841] }

    @Test func theHomeIndicatorIsDarkOverALightPanelAndLightOverDarkVideo() throws {
        let panel = try draw(
            session(root: ViewController(id: "home", supportedInterfaceOrientations: .portrait)), .light)
        #expect(panel[196, 830] == .white, "the panel around it")
        #expect(luma(indicator(panel)) < 40, "dark over the light panel: \(indicator(panel))")

        // A 16:9 black video in portrait: black letterbox and picture under the indicator.
        let video = try draw(session(root: player(.black, size: Size(width: 1920, height: 1080))), .light)
        #expect(video[196, 830] == .black)
        #expect(luma(indicator(video)) > 215, "light over the dark video: \(indicator(video))")
    }

    @Test func inDarkAppearanceTheIndicatorTurnsDarkOverALightVideo() throws {
        // A white picture as tall as the screen, so it lies under the indicator.
        let video = try draw(session(root: player(.white, size: Size(width: 1179, height: 2556))), .dark)
        #expect(video[196, 830] == .white)
        #expect(luma(indicator(video)) < 40, "dark over the white video: \(indicator(video))")
        let panel = try draw(
            session(root: ViewController(id: "home", supportedInterfaceOrientations: .portrait)), .dark)
        #expect(luma(indicator(panel)) > 215, "light over the dark appearance's black panel")
    }

    @Test func theIndicatorSwitchesWhereWhiteAndBlackContrastEqually() {
        #expect(ChromeLayout.homeIndicatorContent(overLuminance: 0.17) == .dark, "white over darker content")
        #expect(ChromeLayout.homeIndicatorContent(overLuminance: 0.19) == .light, "black over lighter content")
    }

    @Test func aPlayerInAWindowAboveHidesTheStatusBarAndHomeIndicatorAsItAsks() throws {
        let session = session(root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
        let shown = try draw(session, .light)
        #expect(luma(indicator(shown)) < 40, "the main window's root shows the indicator")
        let video = player(.white, size: Size(width: 1179, height: 2556))
        video.prefersStatusBarHidden = true
        video.prefersHomeIndicatorAutoHidden = true
        #expect(session.addWindow(id: "player", level: 1, root: video, isKey: false) == nil)
        let image = try draw(session, .light)
        #expect(indicator(image) == .white, "no indicator over the white video")
        #expect((0..<59).allSatisfy { y in (0..<393).allSatisfy { image[$0, y] == .white } }, "no status bar")
    }
}
