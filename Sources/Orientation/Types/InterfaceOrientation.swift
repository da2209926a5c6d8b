/// The orientation the user interface is drawn in.
///
/// Raw values are UIKit's: interface `landscapeLeft` (4) equals device `landscapeRight` (4) and the reverse.
///
/// Mirrors UIKit's `UIInterfaceOrientation` (without `unknown`, which an interface is never drawn in).
public enum InterfaceOrientation: Int, Sendable, Hashable, CaseIterable {
    /// Upright.
    case portrait = 1
    /// Upright but inverted.
    case portraitUpsideDown = 2
    /// Landscape with the top of the content at the device's left: the device is in `landscapeRight`.
    case landscapeLeft = 4
    /// Landscape with the top of the content at the device's right: the device is in `landscapeLeft`.
    case landscapeRight = 3

    /// The order the engine falls back through when neither the preferred, the current nor the device's
    /// orientation is allowed (UIKit does not document its own order).
    public static let fallbackOrder: [InterfaceOrientation] = [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
    ]

    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { !isLandscape }

    /// The device pose that asks for this orientation.
    public var deviceOrientation: DeviceOrientation {
        // Raw values are shared between the two enums, and every interface raw value is a device one.
        DeviceOrientation(rawValue: rawValue)!
    }

    /// The number of quarter turns (1 or 2, or 0 for the same orientation) between this orientation and `other`.
    public func quarterTurns(to other: InterfaceOrientation) -> Int {
        let distance = abs(other.clockPosition - clockPosition)
        return min(distance, 4 - distance)
    }

    /// Position around the circle in quarter turns, so that opposite orientations are two apart.
    private var clockPosition: Int {
        switch self {
        case .portrait: 0
        case .landscapeLeft: 1
        case .portraitUpsideDown: 2
        case .landscapeRight: 3
        }
    }

    /// The case name, as scenario files and reports spell it (`landscapeLeft`).
    public var name: String {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }

    /// The orientation with the given case name, or `nil` if there is none.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
