import Orientation

/// Pixels per point of rendered frames: a fixed number, or each device's own screen scale (`--scale native`).
public enum RenderScale: Sendable, Hashable {
    /// The same number of pixels per point on every device.
    case fixed(Double)
    /// The device's own scale (3 on an iPhone 15, 2 on an iPad), so frames have the screen's real pixel size.
    case native

    /// The pixels per point on `device`.
    public func pixelsPerPoint(on device: DeviceModel) -> Double {
        switch self {
        case .fixed(let value): value
        case .native: device.scale
        }
    }
}
