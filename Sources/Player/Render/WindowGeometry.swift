import Orientation

/// Where the app's window sits on the screen at one instant, in points of the screen held upright for the
/// interface orientation: the screen's size and the window's frame on it. A full-screen app's window is the
/// whole screen.
public struct WindowGeometry: Sendable, Hashable {
    /// The screen's size.
    public var screenSize: Size
    /// The window's frame on the screen.
    public var windowFrame: Rect

    /// Creates a geometry from the screen's size and the window's frame on it.
    public init(screenSize: Size, windowFrame: Rect) {
        self.screenSize = screenSize
        self.windowFrame = windowFrame
    }

    /// A window filling a screen of `size`.
    public static func fullScreen(_ size: Size) -> WindowGeometry {
        WindowGeometry(screenSize: size, windowFrame: Rect(origin: .zero, size: size))
    }

    /// The geometry of `session`'s window now: its frame in the current interface orientation's screen.
    public init(_ session: OrientationSession) {
        let screen = session.device.windowSize(in: session.interfaceOrientation)
        self.init(
            screenSize: screen,
            windowFrame: session.isWindowed
                ? Rect(origin: session.window.frame.origin, size: session.windowSize)
                : Rect(origin: .zero, size: screen))
    }

    /// Whether the window leaves part of the screen uncovered.
    public var isWindowed: Bool { windowFrame != Rect(origin: .zero, size: screenSize) }

    /// The geometry `progress` (0…1) of the way from this one to `other`, every number linear.
    public func interpolated(to other: WindowGeometry, progress: Double) -> WindowGeometry {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return WindowGeometry(
            screenSize: Size(
                width: mix(screenSize.width, other.screenSize.width),
                height: mix(screenSize.height, other.screenSize.height)),
            windowFrame: Rect(
                x: mix(windowFrame.origin.x, other.windowFrame.origin.x),
                y: mix(windowFrame.origin.y, other.windowFrame.origin.y),
                width: mix(windowFrame.size.width, other.windowFrame.size.width),
                height: mix(windowFrame.size.height, other.windowFrame.size.height)))
    }
}
