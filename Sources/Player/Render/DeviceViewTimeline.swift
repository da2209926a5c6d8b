import Orientation

/// Computes the device view's state at any virtual time from the device turns and the interface rotations of a
/// run, as a pure function.
///
/// The device's own turn is a cut at its scripted time. The interface keeps its old orientation (so it appears
/// sideways) until its rotation starts, then turns upright over the rotation's duration while its bounds animate
/// from the old window size to the new one, which is the animation UIKit runs for a `viewWillTransition`. In an
/// iPad window the screen's bounds and the window's frame on it animate the same way; a window resize is a cut, or
/// from iPadOS 26 a spring (``SpringCurve/liveResize``).
/// Each change follows its ``Rotation/curve``: a rotation eases in and out
/// (``TransitionCoordinator/easedPercentComplete(at:)``), so a frame a quarter of the way through the time shows
/// less than a quarter of the turn.
/// A half turn animates 180°, clockwise (a choice; UIKit's direction for a half turn is not documented).
public struct DeviceViewTimeline: Sendable {
    /// One device turn: from `time` on the device is held in `pose`.
    public struct Turn: Sendable, Hashable {
        /// The virtual time of the turn, in seconds.
        public var time: Double
        /// The pose after the turn.
        public var pose: DeviceOrientation

        /// Creates a turn.
        public init(time: Double, pose: DeviceOrientation) {
            self.time = time
            self.pose = pose
        }
    }

    /// One interface rotation, as a ``TransitionCoordinator`` describes it; a window resize is one too, with the
    /// same orientation before and after: no duration before iPadOS 26 (the geometry cuts to the new window), the
    /// live-resize spring's settling from 26.
    public struct Rotation: Sendable, Hashable {
        /// The virtual time the rotation starts.
        public var startTime: Double
        /// Its duration in seconds.
        public var duration: Double
        /// The orientation before.
        public var from: InterfaceOrientation
        /// The orientation after.
        public var to: InterfaceOrientation
        /// The screen and window before.
        public var fromWindow: WindowGeometry
        /// The screen and window after.
        public var toWindow: WindowGeometry
        /// How the change moves over its duration.
        public var curve: TransitionCurve

        /// The window size before, in points.
        public var fromSize: Size { fromWindow.windowFrame.size }
        /// The window size after, in points.
        public var toSize: Size { toWindow.windowFrame.size }

        /// Creates a rotation of a window that fills the screen, from `fromSize` to `toSize`.
        public init(
            startTime: Double, duration: Double, from: InterfaceOrientation, to: InterfaceOrientation,
            fromSize: Size, toSize: Size, curve: TransitionCurve = .rotation
        ) {
            self.init(
                startTime: startTime, duration: duration, from: from, to: to, fromWindow: .fullScreen(fromSize),
                toWindow: .fullScreen(toSize), curve: curve)
        }

        /// Creates a rotation (or a resize) of a window from `fromWindow` to `toWindow`.
        public init(
            startTime: Double, duration: Double, from: InterfaceOrientation, to: InterfaceOrientation,
            fromWindow: WindowGeometry, toWindow: WindowGeometry, curve: TransitionCurve = .rotation
        ) {
            self.startTime = startTime
            self.duration = duration
            self.from = from
            self.to = to
            self.fromWindow = fromWindow
            self.toWindow = toWindow
            self.curve = curve
        }

        /// The fraction of the change shown at `time`, along ``curve`` (1 once it has ended).
        public func progress(at time: Double) -> Double {
            curve.progress(elapsed: time - startTime, duration: duration)
        }

        /// The rotation (or live resize) `coordinator` runs, along its curve, the window going from `fromWindow`
        /// to `toWindow`.
        public init(_ coordinator: TransitionCoordinator, fromWindow: WindowGeometry, toWindow: WindowGeometry) {
            self.init(
                startTime: coordinator.startTime, duration: coordinator.transitionDuration,
                from: coordinator.fromOrientation, to: coordinator.toOrientation, fromWindow: fromWindow,
                toWindow: toWindow, curve: coordinator.curve)
        }
    }

    /// The device's pose before the first turn.
    public var initialPose: DeviceOrientation
    /// The interface orientation before the first rotation.
    public var initialOrientation: InterfaceOrientation
    /// The screen and window before the first rotation.
    public var initialWindow: WindowGeometry
    /// The device turns, in time order.
    public var turns: [Turn]
    /// The interface rotations, in time order.
    public var rotations: [Rotation]

    /// Creates a timeline whose window fills the screen, `initialSize` in size, until a rotation says otherwise.
    public init(
        initialPose: DeviceOrientation, initialOrientation: InterfaceOrientation, initialSize: Size,
        turns: [Turn] = [], rotations: [Rotation] = []
    ) {
        self.init(
            initialPose: initialPose, initialOrientation: initialOrientation, initialWindow: .fullScreen(initialSize),
            turns: turns, rotations: rotations)
    }

    /// Creates a timeline starting with the window at `initialWindow`.
    public init(
        initialPose: DeviceOrientation, initialOrientation: InterfaceOrientation, initialWindow: WindowGeometry,
        turns: [Turn] = [], rotations: [Rotation] = []
    ) {
        self.initialPose = initialPose
        self.initialOrientation = initialOrientation
        self.initialWindow = initialWindow
        self.turns = turns
        self.rotations = rotations
    }

    /// The pose the device is drawn in at `time`: the last upright pose turned to at or before it.
    public func pose(at time: Double) -> DeviceOrientation {
        var pose = Self.isUpright(initialPose) ? initialPose : .portrait
        for turn in turns where turn.time <= time && Self.isUpright(turn.pose) { pose = turn.pose }
        return pose
    }

    /// The state at virtual time `time`.
    public func state(at time: Double) -> DeviceViewState {
        let pose = pose(at: time)
        let deviceAngle = DeviceViewState.angle(of: pose)
        guard let (rotation, progress) = rotation(at: time) else {
            return DeviceViewState(
                devicePose: pose,
                interfaceRotation: Self.normalized(deviceAngle + DeviceViewState.angle(of: initialOrientation)),
                window: initialWindow)
        }
        let settled = Self.normalized(deviceAngle + DeviceViewState.angle(of: rotation.to))
        guard progress < 1 else {
            return DeviceViewState(devicePose: pose, interfaceRotation: settled, window: rotation.toWindow)
        }
        return DeviceViewState(
            devicePose: pose, interfaceRotation: settled + remainingTurn(at: time),
            window: rotation.fromWindow.interpolated(to: rotation.toWindow, progress: progress))
    }

    /// Degrees clockwise the interface is still turned, at `time`, from where its running rotation leaves it: the
    /// angle of the window's transform, falling along the rotation's curve to 0 as it ends; 0 when none runs.
    public func remainingTurn(at time: Double) -> Double {
        guard let (rotation, progress) = rotation(at: time), progress < 1 else { return 0 }
        // The turn still to go, the short way round; exactly a half turn goes clockwise (+180 → 0).
        var remaining = Self.normalized(
            DeviceViewState.angle(of: rotation.from) - DeviceViewState.angle(of: rotation.to))
        if remaining == -180 { remaining = 180 }
        return remaining * (1 - progress)
    }

    /// The last rotation started at or before `time`, and its progress then along its curve (1 once it has ended).
    private func rotation(at time: Double) -> (Rotation, Double)? {
        guard let rotation = rotations.last(where: { $0.startTime <= time }) else { return nil }
        return (rotation, rotation.progress(at: time))
    }

    private static func isUpright(_ pose: DeviceOrientation) -> Bool {
        pose == .portrait || pose == .portraitUpsideDown || pose == .landscapeLeft || pose == .landscapeRight
    }

    /// `degrees` in (−180, 180].
    static func normalized(_ degrees: Double) -> Double {
        var value = degrees.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 }
        if value <= -180 { value += 360 }
        return value
    }
}
