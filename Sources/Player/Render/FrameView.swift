/// How a run's frames are drawn for a person to watch.
public enum FrameView: String, Sendable, Hashable, CaseIterable {
    /// The device as a person holds it: a fixed square canvas, the screen turned by the pose, the interface
    /// rotating inside it (``DeviceViewRenderer``).
    case device
    /// The interface's own canvas, upright, with no rotation drawn: the pixels the player composes.
    case interface
}
