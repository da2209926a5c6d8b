/// Whether and how a render draws the system chrome: `--chrome` and `--appearance`.
public struct ChromeSettings: Sendable, Hashable {
    /// Whether the chrome is drawn.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// The status bar, bars, home indicator, grabber, titled content panels and the card stack.
        case system
        /// The bare rendering: flat panels with their ids in the bitmap font, no bars (before issue 27).
        case none
    }

    /// Whether the chrome is drawn.
    public var mode: Mode
    /// Light or dark.
    public var appearance: Appearance

    /// Creates settings.
    public init(mode: Mode, appearance: Appearance = .light) {
        self.mode = mode
        self.appearance = appearance
    }

    /// Whether the navigation and tab bars are drawn, so the session adds their heights to the safe areas of the
    /// controllers under them (`OrientationSession.drawsSystemBars`); without them, every view keeps the
    /// window's insets.
    public var drawsSystemBars: Bool { mode == .system }

    /// The bare rendering, byte for byte as before the chrome existed: the library's default, so pictures that
    /// tests keep as references do not change.
    public static let none = ChromeSettings(mode: .none)
    /// The command line's default: the chrome in light appearance.
    public static let system = ChromeSettings(mode: .system)
}
