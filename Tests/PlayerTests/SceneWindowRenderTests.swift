import Orientation
import Pixels
import Testing

@testable import Player

/// Renders of a scene with several windows, and of a windowed iPadOS 26 app's window controls, read back as pixels.
struct SceneWindowRenderTests {
    private func session(addingAt level: Double) -> OrientationSession {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!,
            app: AppConfiguration(supportedOrientations: .allButUpsideDown),
            root: ViewController(id: "home", supportedInterfaceOrientations: .allButUpsideDown))
        session.launch()
        session.addWindow(
            id: "overlay", level: level,
            root: ViewController(id: "overlay-root", supportedInterfaceOrientations: .allButUpsideDown), isKey: false)
        return session
    }

    private func centre(of session: OrientationSession) throws -> RGBImage.Pixel {
        var compositor = SceneCompositor(scale: 0.25)
        let image = try #require(try compositor.render(session, at: session.time)).image
        return image[image.width / 2, image.height / 2]
    }

    @Test func aWindowAboveTheMainOneIsDrawnOverIt() throws {
        #expect(try centre(of: session(addingAt: 1)) == SceneCompositor.panelColor(for: "overlay-root"))
    }

    @Test func aWindowBelowTheMainOneIsHiddenByIt() throws {
        #expect(try centre(of: session(addingAt: -1)) == SceneCompositor.panelColor(for: "home"))
    }

    @Test func theWindowControlsAreThreeCirclesAtTheWindowsTopLeft() throws {
        let pad = try #require(DeviceCatalog.device(id: "ipad-pro-11"))
        let session = OrientationSession(
            device: pad, iosVersion: IOSVersion(major: 26),
            window: try WindowPlacement.requested(
                .windowed, size: Size(width: 600, height: 500), origin: nil, on: pad, in: .portrait),
            root: ViewController(id: "home"))
        session.launch()
        let controls = try #require(session.windowControls)
        var frames: [RGBImage] = []
        let loop = FrameLoop<SceneFrameRecord>(settings: .init(scale: 2, frameRate: 10)) { frame, _ in
            frames.append(frame.image)
        }
        try loop.draw(session, until: 0.05) { frame in
            SceneFrameRecord(
                index: frame.index, file: frame.file, time: frame.time,
                interfaceOrientation: frame.session.interfaceOrientation,
                scene: frame.scene ?? RenderedScene(image: frame.image, views: [], players: []), rotationProgress: nil,
                deviceView: frame.deviceView)
        }
        let image = try #require(frames.first)
        for (centre, colour) in zip(controls.controlCentres, WindowControlsPainter.colours) {
            #expect(image[Int(centre.x * 2), Int(centre.y * 2)] == colour, "at \(centre)")
        }
        let beside = image[Int(controls.controlCentres[0].x * 2), Int(controls.region.size.height * 2) + 4]
        #expect(beside == SceneCompositor.panelColor(for: "home"), "below the controls, the app")
    }
}
