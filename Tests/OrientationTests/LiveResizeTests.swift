import Orientation
import Testing

/// Keeps the coordinator of every size transition it hears and registers a completion on it.
private final class CoordinatorWatcher: ViewController {
    var coordinators: [TransitionCoordinator] = []

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinators.append(coordinator)
        coordinator.animate(alongsideTransition: nil, completion: { _ in })
    }
}

/// A window's live resize: from iPadOS 26 the app's transition coordinator runs the scene's spring
/// (`SpringCurve.liveResize`) until it settles; before 26 it takes no time.
struct LiveResizeTests {
    private static let pad = DeviceCatalog.device(id: "ipad-pro-11")!

    /// A 500×400 window (windowed from 26, Stage Manager before) on an upright 11-inch iPad, launched.
    private static func launched(on version: IOSVersion) throws -> (OrientationSession, CoordinatorWatcher) {
        let mode: WindowMode = version.has(.windowedApps) ? .windowed : .stageManager
        let window = try WindowPlacement.requested(
            mode, size: Size(width: 500, height: 400), origin: nil, on: pad, in: .portrait)
        let root = CoordinatorWatcher(id: "home")
        let session = OrientationSession(
            device: pad, deviceOrientation: .portrait, iosVersion: version, window: window, root: root)
        session.launch()
        return (session, root)
    }

    @Test func fromIPadOS26TheCoordinatorOfAResizeLastsTheSpringsSettling() throws {
        let (session, watcher) = try Self.launched(on: IOSVersion(major: 26))
        session.advance(by: 1)
        session.resizeWindow(to: Size(width: 400, height: 600))
        let coordinator = try #require(watcher.coordinators.last)
        let spring = SpringCurve.liveResize
        #expect(coordinator.transitionDuration == spring.settlingDuration)
        #expect(coordinator.curve == .spring(spring))
        #expect(coordinator.isAnimated && coordinator.fromOrientation == coordinator.toOrientation)
        #expect(session.activeTransition === coordinator, "the resize runs until the spring settles")
        // The drawn progress is the spring's value, not the time fraction (an over-damped spring runs ahead).
        #expect(coordinator.easedPercentComplete(at: 1.5) == spring.value(at: 0.5))
        #expect(coordinator.easedPercentComplete(at: 1.5) > coordinator.percentComplete(at: 1.5))
        #expect(coordinator.easedPercentComplete(at: 1 + spring.settlingDuration) == 1)
        // The completions run when the spring settles, not at once.
        session.advance(by: spring.settlingDuration - 0.01)
        #expect(!coordinator.isCompleted)
        session.advance(by: 0.01)
        #expect(coordinator.isCompleted && session.activeTransition == nil)
        let completion = try #require(
            session.events.last { $0.name == "animateAlongsideTransitionCompletion" })
        #expect(abs(completion.time - (1 + spring.settlingDuration)) < 1e-9)
    }

    @Test func beforeIPadOS26AResizeTakesNoTime() throws {
        let (session, watcher) = try Self.launched(on: IOSVersion(major: 18))
        session.resizeWindow(to: Size(width: 400, height: 600))
        let coordinator = try #require(watcher.coordinators.last)
        #expect(coordinator.transitionDuration == 0 && coordinator.isCompleted)
        #expect(coordinator.curve == .rotation)
        #expect(session.activeTransition == nil)
        #expect(
            OrientationRules(device: Self.pad, app: AppConfiguration(), iosVersion: IOSVersion(major: 18))
                .liveResizeSpring == nil)
    }

    @Test func aStepAfterALiveResizeWaitsForTheSpringToSettle() throws {
        let (session, watcher) = try Self.launched(on: IOSVersion(major: 26))
        session.resizeWindow(to: Size(width: 400, height: 600))
        session.moveWindow(to: Point(x: 10, y: 40))
        #expect(watcher.coordinators.count == 1, "a move changes no size: no viewWillTransition")
        let settled = SpringCurve.liveResize.settlingDuration
        #expect(abs(session.time - settled) < 1e-9, "the move came once the resize had settled")
        // The move springs too: the window's frame on the screen animates.
        let move = try #require(session.activeTransition)
        #expect(move.curve.isSpring && move.startTime == session.time)
    }
}
