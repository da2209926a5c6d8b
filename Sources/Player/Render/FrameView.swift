/// How a run's frames are drawn for a person to watch.
public enum FrameView: String, Sendable, Hashable, CaseIterable {
    /// The device as a person holds it: a fixed square canvas, the screen turned by the pose, the interface
    /// rotating inside it (``DeviceViewRenderer``).
    case device
    /// The interface's own canvas, upright, with no rotation drawn: the pixels the player composes.
    case interface
}

extension FrameView {
    /// The view frame files show when none is asked for: the interface's own pixels, which a test compares.
    public static let defaultForFrameFiles = FrameView.interface
    /// The view a video shows when none is asked for: the device as a person holds it, which a person watches.
    public static let defaultForVideo = FrameView.device
}
