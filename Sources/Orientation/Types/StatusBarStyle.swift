/// The status bar's content colour a controller asks for (`preferredStatusBarStyle`).
///
/// Mirrors UIKit's `UIStatusBarStyle`.
public enum StatusBarStyle: String, Sendable, Hashable, CaseIterable {
    /// Follows the appearance: dark content in light, light content in dark (iOS 13 and later).
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}
