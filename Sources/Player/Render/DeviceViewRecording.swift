import Orientation

/// Records a run's ``DeviceViewTimeline`` by watching its session, the one way every run records it: a device
/// turn, a rotation (or, from iPadOS 26, a window's live resize along ``SpringCurve/liveResize``) that started,
/// or an iPad window that changed without one (a resize or a move before 26, which the device view cuts to), each
/// noted at the session's time when ``observe(_:)`` sees it.
///
/// A run observes the session whenever something may have changed: after each step, each scripted turn and each
/// move of the clock. A rotation is caught at its start as long as it is observed before its end.
struct DeviceViewRecording {
    /// The timeline recorded so far.
    private(set) var timeline: DeviceViewTimeline
    private var lastTransition: TransitionCoordinator?
    private var lastWindow: WindowGeometry
    private var lastOrientation: InterfaceOrientation

    /// Starts the timeline with the session as it is now.
    init(_ session: OrientationSession) {
        let window = WindowGeometry(session)
        timeline = DeviceViewTimeline(
            initialPose: session.deviceOrientation, initialOrientation: session.interfaceOrientation,
            initialWindow: window)
        lastTransition = session.activeTransition
        lastWindow = window
        lastOrientation = session.interfaceOrientation
    }

    /// Notes what changed since the last look.
    mutating func observe(_ session: OrientationSession) {
        let window = WindowGeometry(session)
        defer {
            lastWindow = window
            lastOrientation = session.interfaceOrientation
        }
        // Face up and face down are not drawn: the device view keeps the last upright pose.
        if session.deviceOrientation != timeline.pose(at: session.time),
            session.deviceOrientation.interfaceOrientation != nil
        {
            timeline.turns.append(.init(time: session.time, pose: session.deviceOrientation))
        }
        if let rotation = session.activeTransition, rotation !== lastTransition {
            lastTransition = rotation
            timeline.rotations.append(.init(rotation, fromWindow: lastWindow, toWindow: window))
        } else if window != lastWindow, session.activeTransition == nil {
            // A resize or move before iPadOS 26, or a rotation that took no time: the device view cuts to the new
            // window (from 26 a resize's coordinator runs the live-resize spring, caught above).
            timeline.rotations.append(
                .init(
                    startTime: session.time, duration: 0, from: lastOrientation, to: session.interfaceOrientation,
                    fromWindow: lastWindow, toWindow: window))
        }
    }

    /// How the device is held and how the interface sits on it at `time`.
    func state(at time: Double) -> DeviceViewState { timeline.state(at: time) }
}
