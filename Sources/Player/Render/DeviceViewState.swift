import Orientation

/// What the device view draws at one instant: how the device is held and how the interface sits on it.
public struct DeviceViewState: Sendable, Hashable {
    /// The device's physical pose (only the four upright poses are drawn; face up or down keep the last one).
    public var devicePose: DeviceOrientation
    /// Degrees the interface is turned clockwise from upright as the person holding the device sees it:
    /// a quarter while the device has turned but the interface has not, falling to 0 as the rotation animates.
    public var interfaceRotation: Double
    /// The screen and the app's window on it, in points of the interface's upright screen; animates from the old
    /// geometry to the new one during a rotation, and cuts to the new one at a window resize.
    public var window: WindowGeometry

    /// The interface's bounds in points, `[width, height]` in its own (upright) coordinates: the window's size.
    public var interfaceBounds: Size { window.windowFrame.size }

    /// Creates a state whose interface fills the screen, `interfaceBounds` in size.
    public init(devicePose: DeviceOrientation, interfaceRotation: Double, interfaceBounds: Size) {
        self.init(devicePose: devicePose, interfaceRotation: interfaceRotation, window: .fullScreen(interfaceBounds))
    }

    /// Creates a state whose interface is the window of `window`.
    public init(devicePose: DeviceOrientation, interfaceRotation: Double, window: WindowGeometry) {
        self.devicePose = devicePose
        self.interfaceRotation = interfaceRotation
        self.window = window
    }

    /// Degrees clockwise the device body is turned on the canvas: 0 upright, −90 for `landscapeLeft` (home
    /// button on the right, so the top points left), 90 for `landscapeRight`, 180 upside down.
    public var deviceAngle: Double { Self.angle(of: devicePose) }

    /// The canvas angle of an upright pose; face up, face down and unknown count as portrait (callers keep the
    /// last upright pose instead of passing these).
    static func angle(of pose: DeviceOrientation) -> Double {
        switch pose {
        case .landscapeLeft: -90
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        case .portrait, .faceUp, .faceDown, .unknown: 0
        }
    }

    /// Degrees clockwise an interface in `orientation` is turned relative to the device body: the opposite of
    /// the device pose it matches (`landscapeRight` matches the device's `landscapeLeft`), so a matching pair sums
    /// to 0. Mirrors the transform UIKit puts on the window's root view.
    static func angle(of orientation: InterfaceOrientation) -> Double {
        -angle(of: orientation.deviceOrientation)
    }
}
