/// The physical pose of the device, as the accelerometer reports it.
///
/// Raw values are UIKit's. Only the four upright poses are interface orientations; the flat and unknown poses
/// never rotate the interface.
///
/// Mirrors UIKit's `UIDeviceOrientation`.
public enum DeviceOrientation: Int, Sendable, Hashable, CaseIterable {
    /// The pose cannot be determined.
    case unknown = 0
    /// Upright, home button (or bottom edge) at the bottom.
    case portrait = 1
    /// Upright but inverted.
    case portraitUpsideDown = 2
    /// Sideways, home button on the right: the interface is drawn in ``InterfaceOrientation/landscapeRight``.
    case landscapeLeft = 3
    /// Sideways, home button on the left: the interface is drawn in ``InterfaceOrientation/landscapeLeft``.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// The interface orientation this pose asks for, or `nil` for the flat and unknown poses.
    ///
    /// The landscape names are inverted: turning the device left means the content turns right. The raw values
    /// are shared, so this is UIKit's raw cast.
    public var interfaceOrientation: InterfaceOrientation? { InterfaceOrientation(rawValue: rawValue) }

    /// The case name, as scenario files and reports spell it (`landscapeLeft`).
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }

    /// The pose with the given case name, or `nil` if there is none.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
