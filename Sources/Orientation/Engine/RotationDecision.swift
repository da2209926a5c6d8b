/// What UIKit decides when the device reports a pose.
public enum RotationDecision: Sendable, Equatable {
    /// The interface rotates to this orientation.
    case rotate(to: InterfaceOrientation)
    /// The interface stays as it is, for this reason.
    case stay(Reason)
    /// The app would crash with `UIApplicationInvalidInterfaceOrientation`.
    case invalid(InvalidInterfaceOrientation)

    /// Why the interface stays.
    public enum Reason: Sendable, Equatable {
        /// The pose is flat or unknown.
        case notAnInterfaceOrientation
        /// The deciding controller's `shouldAutorotate` is `false`.
        case shouldNotAutorotate
        /// The orientation is outside the effective mask.
        case notSupported
        /// The interface is already in that orientation.
        case alreadyThere
    }
}
