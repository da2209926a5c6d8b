import Chrome
import Orientation
import Pixels
import Testing

@testable import Player

/// The system chrome while a rotation animates the window's bounds: the old orientation's bars fade out as the new
/// ones fade in (`docs/chrome.md`, "Bars during a rotation"), read back from the drawn pixels.
struct ChromeCrossFadeTests {
    /// An iPhone 16 Pro showing a navigation bar, turned to landscape; the rotation it started.
    private func turnedSession() throws -> (OrientationSession, TransitionCoordinator) {
        let device = try #require(DeviceCatalog.device(id: "iphone-16-pro"))
        let session = OrientationSession(
            device: device, app: AppConfiguration(supportedOrientations: .allButUpsideDown),
            root: NavigationController(
                id: "nav",
                viewControllers: [ViewController(id: "albums", supportedInterfaceOrientations: .allButUpsideDown)],
                supportedInterfaceOrientations: .allButUpsideDown))
        session.launch()
        _ = session.rotate(to: .landscapeLeft)
        return (session, try #require(session.activeTransition))
    }

    /// The darkest grey level in the top 100 points of the picture of `session` at `time`: the status bar (portrait
    /// only) and the navigation bar's title, black on white when drawn at full opacity.
    private func darkestChrome(_ session: OrientationSession, at time: Double) throws -> Int {
        var compositor = SceneCompositor(scale: 1)
        compositor.animatesBounds = true
        compositor.chrome = .system
        let image = try #require(try compositor.render(session, at: time)).image
        var darkest = 255
        for y in 0..<100 {
            for x in 0..<image.width {
                let pixel = image[x, y]
                darkest = min(darkest, (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3)
            }
        }
        return darkest
    }

    @Test func midRotationBlendsTheOldAndNewBarsAtHalfOpacity() throws {
        let (session, rotation) = try turnedSession()
        #expect(try darkestChrome(session, at: rotation.startTime) < 40, "the portrait bars, fully drawn")
        // Half-way (the eased curve is symmetric), each layout shows at half opacity: no chrome pixel is black.
        let middle = try darkestChrome(session, at: rotation.startTime + rotation.transitionDuration / 2)
        #expect(middle > 90 && middle < 200, "black ink at half opacity over white: \(middle)")
        #expect(try darkestChrome(session, at: rotation.endTime) < 40, "the landscape bars, fully drawn")
    }

    @Test func eachLayoutIsDrawnOnceForTheWholeRotation() throws {
        let (session, rotation) = try turnedSession()
        var compositor = SceneCompositor(scale: 1)
        compositor.animatesBounds = true
        compositor.chrome = .system
        let steps = 12
        var sizes: Set<[Int]> = []
        for step in 0...steps {
            let time = rotation.startTime + rotation.transitionDuration * Double(step) / Double(steps)
            let image = try #require(try compositor.render(session, at: time)).image
            sizes.insert([image.width, image.height])
        }
        #expect(sizes.count > 2, "the window's bounds animate")
        #expect(compositor.chromeLayoutsDrawn == 2, "the old and the new layout, each once")
    }
}
