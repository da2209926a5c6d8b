import Orientation
import Pixels
import Testing

@testable import Player

/// AVKit's transport controls as plain values: where they sit, how long they show, how times are written.
struct TransportControlsTests {
    @Test(arguments: [(0.0, 1.0), (2.9, 1.0), (3.0, 1.0), (3.25, 0.5), (3.5, 0.0), (10, 0.0)])
    func theControlsShowForThreeSecondsThenFadeOverHalfASecond(seconds: Double, opacity: Double) {
        #expect(abs(TransportControlsLayout.opacity(secondsSinceReveal: seconds) - opacity) < 1e-9)
    }

    @Test(arguments: [
        (0.0, false, "0:00"), (0.99, false, "0:00"), (61.2, false, "1:01"), (600, false, "10:00"),
        (2.1, true, "-0:03"), (0, true, "-0:00"), (59.5, true, "-1:00"),
    ])
    func timesAreWrittenAsTheScrubberWritesThem(seconds: Double, remaining: Bool, text: String) {
        #expect(TransportControlsLayout.timeText(seconds, remaining: remaining) == text)
    }

    @Test func doneShowsOnlyInFullScreenAndEverythingStaysInsideTheSafeArea() {
        let safe = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let full = TransportControlsLayout(viewSize: Size(width: 852, height: 393), safeArea: safe, isFullScreen: true)
        #expect(full.doneButton == Rect(x: 75, y: 16, width: 30, height: 30))
        #expect(full.pictureInPictureButton == Rect(x: 113, y: 16, width: 30, height: 30))
        #expect(full.playPauseButton == Rect(x: 394, y: 164.5, width: 64, height: 64))
        #expect(full.track == Rect(x: 75, y: 334, width: 702, height: 4))
        #expect(full.timeBaseline == 356)
        let inline = TransportControlsLayout(
            viewSize: Size(width: 393, height: 221), safeArea: .zero, isFullScreen: false)
        #expect(inline.doneButton == nil)
        #expect(inline.pictureInPictureButton.origin == Point(x: 16, y: 16))
    }
}

/// The system player drawn by ``SceneCompositor`` from a session, with a scripted white picture.
struct SystemPlayerDrawingTests {
    /// The pixel 11.5 pt right of and below the first top button's corner, in the view of `id`: on the Done
    /// button's ✕ stroke, and on nothing but the platter of the Picture in Picture button.
    private func firstButtonProbe(_ id: String, in session: OrientationSession) throws -> RGBImage.Pixel {
        var compositor = SceneCompositor(scale: 1)
        let scene = try #require(try compositor.render(session, at: session.time))
        let layer = try #require(session.screenLayers().first { $0.controller.id == id })
        let x = layer.frame.origin.x + layer.safeAreaInsets.left + TransportControlsLayout.margin + 11.5
        let y = layer.frame.origin.y + layer.safeAreaInsets.top + TransportControlsLayout.margin + 11.5
        return scene.image[Int(x), Int(y)]
    }

    @Test func aPresentedSystemPlayerHasADoneButtonAndAnEmbeddedOneHasNone() throws {
        let device = DeviceCatalog.device(id: "iphone-15")!
        let session = OrientationSession(device: device, root: ViewController(id: "home"))
        let presented = SystemPlayerViewController(id: "p", source: ScriptedFrameSource(duration: 5))
        #expect(session.launch() == nil)
        #expect(session.present(presented, style: .fullScreen, animated: false) == nil)
        #expect(try firstButtonProbe("p", in: session).red > 200, "the Done button's ✕ over the bar")
        let container = ContainerViewController(id: "feed", embeddedChildren: [])
        let inline = SystemPlayerViewController(id: "q", source: ScriptedFrameSource(duration: 5))
        let feed = OrientationSession(device: device, root: container)
        #expect(feed.launch() == nil)
        #expect(feed.addChild(inline, to: container, callDidMove: true) == nil)
        #expect(try firstButtonProbe("q", in: feed).red < 100, "Picture in Picture first, and no ✕")
    }
}
