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

    /// Seconds a quarter turn of the interface takes on this idiom (a half turn takes twice as long): 0.3 on
    /// iPhone, 0.4 on iPad. SpringBoard's `+[SBAnimationUtilities animationSettingsForRotationFromInterfaceOrientation:
    /// toInterfaceOrientation:]` reads the duration from a two-entry table indexed by "is a pad" and doubles it for
    /// a half turn; the table's values are not in the decompiled text, so these are UIKit's long-documented
    /// `statusBarOrientationAnimationDuration` values (`docs/uikit-versions.md` names the choice).
    public var quarterTurnDuration: Double {
        switch self {
        case .phone: 0.3
        case .pad: 0.4
        }
    }
}
