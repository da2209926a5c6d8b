/// The kind of device an interface runs on.
///
/// Mirrors UIKit's `UIUserInterfaceIdiom` (phone and pad only).
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad

    /// The orientations UIKit assumes when nothing declares any: all four on iPad, all but upside-down on iPhone.
    ///
    /// This is both the default of `supportedInterfaceOrientations` and the app mask without an Info.plist key.
    public var defaultOrientations: InterfaceOrientationMask {
        switch self {
        case .phone: .allButUpsideDown
        case .pad: .all
        }
    }
}
