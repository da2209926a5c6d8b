/// One replay of a ``Scenario``, pulled a step at a time: each ``next()`` performs what comes next (the launch, a
/// step) and returns the virtual time the clock must reach before the one after, so the caller can move the clock
/// there in slices and draw on the way; `nil` means the replay has ended.
///
/// A caller that stops pulling ends the replay at once: nothing runs behind its back. Make one with
/// ``ScenarioRunner/start(_:)``.
public final class ScenarioReplay<Failure: Error> {
    /// The session the scenario runs in.
    public let session: OrientationSession
    /// The scenario being replayed.
    public let scenario: Scenario
    /// The launch (index 0) and every step performed so far.
    public private(set) var steps: [StepResult] = []

    private let makeController: ScenarioRunner<Failure>.ControllerFactory
    private var registry: [String: ViewController]
    private var phase = Phase.launched
    /// Where the last ``next()`` asked the clock to go; the next call moves it the rest of the way.
    private var until = 0.0

    /// What the next call to ``next()`` does.
    private enum Phase {
        /// The screen is launched; it is shown before the first step.
        case launched
        /// Step `offset` comes next.
        case step(Int)
        /// Step `offset` began (the clock has passed through the rotation that ran before it): it is applied next.
        case applying(Int, Beginning)
        /// Step `offset`, a wait, has had its time: its result is recorded next.
        case waited(Int, Beginning)
        /// The last step's rotation has had its time.
        case finishing
        /// Nothing comes next.
        case ended
    }

    /// What a step's result needs from before the step.
    private struct Beginning {
        var summary: String
        var firstEvent: Int
        var previousOrientation: InterfaceOrientation
    }

    /// Builds the root and launches the session (``OrientationSession/drawsSystemBars`` set as given).
    ///
    /// - Throws: What `makeController` throws for a controller of the root.
    init(
        _ scenario: Scenario, makeController: @escaping ScenarioRunner<Failure>.ControllerFactory,
        drawsSystemBars: Bool
    ) throws(Failure) {
        var registry: [String: ViewController] = [:]
        let root = try ControllerBuilder(make: makeController).build(
            scenario.root, into: &registry, version: scenario.iosVersion)
        self.scenario = scenario
        self.makeController = makeController
        self.registry = registry
        session = OrientationSession(
            device: scenario.device, app: scenario.app, deviceOrientation: scenario.deviceOrientation,
            rotationLock: scenario.rotationLock, iosVersion: scenario.iosVersion, window: scenario.window,
            root: root)
        session.drawsSystemBars = drawsSystemBars
        let beginning = Beginning(
            summary: "launch", firstEvent: session.events.count, previousOrientation: session.interfaceOrientation)
        let crash = session.launch() ?? enterRequestedFullScreens()
        record(0, beginning, crash: crash, previousOrientation: session.interfaceOrientation)
    }

    /// The steps performed so far, as a result.
    public var result: ScenarioResult {
        ScenarioResult(device: scenario.device.id, iosVersion: scenario.iosVersion, steps: steps)
    }

    /// Performs every remaining step, moving the clock in one go wherever time passes, and returns the result;
    /// ``session`` is then the screen after the last step and the rotation it started.
    ///
    /// - Throws: What the controller factory throws, at the first controller it fails to make.
    public func finish() throws(Failure) -> ScenarioResult {
        while let until = try next() {
            session.advance(by: max(0, until - session.time))
        }
        return result
    }

    /// Performs what comes next and returns the virtual time the clock must reach before the call after: the
    /// launched screen's time, the end of a rotation that runs before a step, a wait's end, or the time after a
    /// step (a cut); `nil` when the replay has ended (after the last step's rotation, or the step that crashed
    /// the app). The caller may move the clock to that time itself; the next call moves it the rest of the way.
    ///
    /// - Throws: What the controller factory throws for a controller a step builds; the replay then ends.
    public func next() throws(Failure) -> Double? {
        session.advance(by: max(0, until - session.time))
        guard let time = try advancePhase() else { return nil }
        until = time
        return time
    }

    private func advancePhase() throws(Failure) -> Double? {
        switch phase {
        case .launched:
            phase = .step(0)
            // No time passes here (but an AVKit zoom the launch began); a renderer sees the launched screen before
            // the first step.
            return max(session.time, zoomsEnd)
        case .step(let offset):
            guard session.crash == nil, offset < scenario.steps.count else {
                phase = .ended
                guard session.crash == nil, let rotation = session.activeTransition else { return nil }
                phase = .finishing
                return rotation.endTime
            }
            let step = scenario.steps[offset]
            phase = .applying(
                offset,
                Beginning(
                    summary: summary(of: step), firstEvent: session.events.count,
                    previousOrientation: session.interfaceOrientation))
            // A rotation still running ends before a session step, which would end it at once; here the clock
            // passes through it. A wait passes time itself, and a swipe does not end it.
            if step.endsRunningRotation, let rotation = session.activeTransition { return rotation.endTime }
            return try advancePhase()
        case .applying(let offset, let beginning):
            let step = scenario.steps[offset]
            if case .wait(let seconds) = step {
                phase = .waited(offset, beginning)
                return session.time + seconds
            }
            phase = .step(offset + 1)
            do {
                record(offset + 1, beginning, crash: try apply(step) ?? enterRequestedFullScreens())
            } catch {
                phase = .ended
                throw error
            }
            // A step is a cut, except for the AVKit zoom of a full-screen change, which takes its time.
            return max(session.time, zoomsEnd)
        case .waited(let offset, let beginning):
            record(offset + 1, beginning, crash: nil)
            phase = .step(offset + 1)
            return session.time
        case .finishing, .ended:
            phase = .ended
            return nil
        }
    }

    private func record(
        _ index: Int, _ beginning: Beginning, crash: AppCrash?, previousOrientation: InterfaceOrientation? = nil
    ) {
        steps.append(
            StepResult(
                index: index, summary: beginning.summary,
                previousOrientation: previousOrientation ?? beginning.previousOrientation,
                interfaceOrientation: session.interfaceOrientation, windowSize: session.windowSize,
                safeAreaInsets: session.safeAreaInsets, traits: session.traitCollection,
                events: Array(session.events[beginning.firstEvent...]), error: crash,
                carousels: registry.values.compactMap { $0 as? CarouselViewController }.sorted { $0.id < $1.id }
                    .map(CarouselState.init), windowControls: session.windowControls))
    }

    /// The controller registered under `id`, if any.
    func registered(_ id: String) -> ViewController? { registry[id] }

    /// Every controller registered so far.
    var registeredControllers: Dictionary<String, ViewController>.Values { registry.values }

    /// Makes and registers the controller for a step's `spec`.
    func build(_ spec: ControllerSpec) throws(Failure) -> ViewController {
        try ControllerBuilder(make: makeController).build(spec, into: &registry, version: session.iosVersion)
    }
}

@available(*, unavailable, message: "it drives an OrientationSession, which is not thread-safe")
extension ScenarioReplay: Sendable {}
