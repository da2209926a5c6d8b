/// Light or dark, as `--appearance` chooses and UIKit's `userInterfaceStyle` reports it.
///
/// Mirrors UIKit's `UIUserInterfaceStyle` (without `.unspecified`: a render always has one).
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark text on light bars (UIKit's default).
    case light
    /// Light text on dark bars.
    case dark
}
