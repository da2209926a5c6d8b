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
}
