import Orientation
import Pixels
import Testing

@testable import Player

/// Frames drawn during a rotation show the interface turned by the eased progress
/// (``TransitionCoordinator/easedPercentComplete(at:)``), not by the linear time fraction.
struct EasedRotationTests {
    private let iPhone = DeviceCatalog.device(id: "iphone-15")!

    /// Draws a phone app at 40 fps whose device turns to landscapeLeft before frame 1 (0.025 s): the interface
    /// rotates to landscapeRight over 0.3 s, so frame 4 (0.1 s) lies a quarter of the way through the time.
    private func drawQuarterTurn() throws -> [(frame: FrameLoop<SceneFrameRecord>.Frame, entry: SceneFrameRecord)] {
        let session = OrientationSession(
            device: iPhone, app: AppConfiguration(supportedOrientations: .allButUpsideDown),
            root: ViewController(id: "home", supportedInterfaceOrientations: .allButUpsideDown))
        _ = session.launch()
        var frames: [(frame: FrameLoop<SceneFrameRecord>.Frame, entry: SceneFrameRecord)] = []
        let loop = FrameLoop<SceneFrameRecord>(settings: .init(scale: 0.1, frameRate: 40)) { frame, entry in
            frames.append((frame, entry))
        }
        try loop.draw(
            session, until: 0.4,
            prepare: { index, _ in
                if index == 1 { session.rotate(to: .landscapeLeft) }
                return true
            },
            describe: { frame in
                SceneFrameRecord(
                    index: frame.index, file: frame.file, time: frame.time,
                    interfaceOrientation: frame.session.interfaceOrientation,
                    scene: frame.scene ?? RenderedScene(image: frame.image, views: [], players: []),
                    rotationProgress: frame.session.activeTransition?.percentComplete(at: frame.time),
                    deviceView: frame.deviceView)
            })
        return frames
    }

    @Test func aFrameAQuarterOfTheWayThroughTheTimeShowsTheEasedTurn() throws {
        let frames = try drawQuarterTurn()
        let (quarter, entry) = frames[4]
        let progress = try #require(entry.rotationProgress, "the rotation still runs at 0.1 s")
        #expect(abs(progress - 0.25) < 1e-9, "a quarter of the time")
        let eased = TimingCurve.easeInEaseOut.value(at: 0.25)
        #expect(eased < 0.15, "ease-in-ease-out has done far less than a quarter: \(eased)")
        // The interface still turned −90° × (1 − eased) from upright, on the timeline the loop recorded.
        let expected = -90 * (1 - eased)
        #expect(abs(quarter.remainingTurn - expected) < 1e-6, "\(quarter.remainingTurn) vs eased \(expected)")
        #expect(abs(quarter.deviceView.interfaceRotation - expected) < 1e-6)
        #expect(abs(quarter.remainingTurn - -90 * 0.75) > 10, "not the linear −67.5°")
    }

    @Test func theAnimatedBoundsFollowTheSameEasedProgress() throws {
        let frames = try drawQuarterTurn()
        let quarter = frames[4].frame
        let eased = TimingCurve.easeInEaseOut.value(at: 0.25)
        let portrait = frames[0].frame.deviceView.interfaceBounds
        let bounds = quarter.deviceView.interfaceBounds
        let expectedWidth = portrait.width + (portrait.height - portrait.width) * eased
        #expect(abs(bounds.width - expectedWidth) < 1e-6, "\(bounds.width) vs \(expectedWidth)")
        let image = try #require(quarter.scene).image
        #expect(image.width == Int((expectedWidth * 0.1).rounded()), "the interface is laid out at the eased bounds")
    }

    @Test func theHalfwayFrameIsHalfTurnedBecauseTheCurveIsSymmetric() throws {
        // 0.025 + 0.15 = 0.175 s is frame 7: ease-in-ease-out passes through (0.5, 0.5).
        let frames = try drawQuarterTurn()
        #expect(abs(frames[7].frame.remainingTurn - -45) < 1e-6)
    }
}
