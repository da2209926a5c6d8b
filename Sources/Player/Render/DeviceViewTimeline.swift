import Orientation

/// Computes the device view's state at any virtual time from the device turns and the interface rotations of a
/// run, as a pure function.
///
/// The device's own turn is a cut at its scripted time. The interface keeps its old orientation (so it appears
/// sideways) until its rotation starts, then turns upright over the rotation's duration while its bounds animate
/// from the old window size to the new one, which is the animation UIKit runs for a `viewWillTransition`.
/// Progress is linear in time, as ``TransitionCoordinator/percentComplete(at:)`` is; UIKit eases the curve, which
/// this model leaves out (a choice: the frames mid-rotation then show the angle the coordinator reports).
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

    /// One interface rotation, as a ``TransitionCoordinator`` describes it.
    public struct Rotation: Sendable, Hashable {
        /// The virtual time the rotation starts.
        public var startTime: Double
        /// Its duration in seconds.
        public var duration: Double
        /// The orientation before.
        public var from: InterfaceOrientation
        /// The orientation after.
        public var to: InterfaceOrientation
        /// The window size before, in points.
        public var fromSize: Size
        /// The window size after, in points.
        public var toSize: Size

        /// Creates a rotation.
        public init(
            startTime: Double, duration: Double, from: InterfaceOrientation, to: InterfaceOrientation,
            fromSize: Size, toSize: Size
        ) {
            self.startTime = startTime
            self.duration = duration
            self.from = from
            self.to = to
            self.fromSize = fromSize
            self.toSize = toSize
        }

        /// The rotation `coordinator` runs.
        public init(_ coordinator: TransitionCoordinator) {
            self.init(
                startTime: coordinator.startTime, duration: coordinator.transitionDuration,
                from: coordinator.fromOrientation, to: coordinator.toOrientation, fromSize: coordinator.fromSize,
                toSize: coordinator.toSize)
        }
    }

    /// The device's pose before the first turn.
    public var initialPose: DeviceOrientation
    /// The interface orientation before the first rotation.
    public var initialOrientation: InterfaceOrientation
    /// The window size before the first rotation, in points.
    public var initialSize: Size
    /// The device turns, in time order.
    public var turns: [Turn]
    /// The interface rotations, in time order.
    public var rotations: [Rotation]

    /// Creates a timeline.
    public init(
        initialPose: DeviceOrientation, initialOrientation: InterfaceOrientation, initialSize: Size,
        turns: [Turn] = [], rotations: [Rotation] = []
    ) {
        self.initialPose = initialPose
        self.initialOrientation = initialOrientation
        self.initialSize = initialSize
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
        guard let rotation = rotations.last(where: { $0.startTime <= time }) else {
            return DeviceViewState(
                devicePose: pose,
                interfaceRotation: Self.normalized(deviceAngle + DeviceViewState.angle(of: initialOrientation)),
                interfaceBounds: initialSize)
        }
        let settled = Self.normalized(deviceAngle + DeviceViewState.angle(of: rotation.to))
        let progress = rotation.duration > 0 ? min(max((time - rotation.startTime) / rotation.duration, 0), 1) : 1
        guard progress < 1 else {
            return DeviceViewState(devicePose: pose, interfaceRotation: settled, interfaceBounds: rotation.toSize)
        }
        // The turn still to go, the short way round; exactly a half turn goes clockwise (+180 → 0).
        var remaining = Self.normalized(
            DeviceViewState.angle(of: rotation.from) - DeviceViewState.angle(of: rotation.to))
        if remaining == -180 { remaining = 180 }
        let bounds = Size(
            width: rotation.fromSize.width + (rotation.toSize.width - rotation.fromSize.width) * progress,
            height: rotation.fromSize.height + (rotation.toSize.height - rotation.fromSize.height) * progress)
        return DeviceViewState(
            devicePose: pose, interfaceRotation: settled + remaining * (1 - progress), interfaceBounds: bounds)
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
