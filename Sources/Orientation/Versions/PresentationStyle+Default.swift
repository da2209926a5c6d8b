extension PresentationStyle {
    /// The style of a presentation that names none: `fullScreen` through iOS 12; from 13 `automatic`, which UIKit
    /// resolves to a page sheet for a plain controller on iPhone and iPad (`docs/uikit-versions.md`).
    public static func `default`(for version: IOSVersion) -> PresentationStyle {
        version.has(.automaticPresentationStyle) ? .pageSheet : .fullScreen
    }
}
