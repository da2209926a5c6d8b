extension ChromeLayout {
    /// The appearance whose label colour the home indicator takes over content whose mean WCAG 2 relative
    /// luminance (0 black … 1 white) is `luminance`: white (`.dark`'s label) over dark content, black (`.light`'s)
    /// over light content, whichever contrasts more. The two contrast ratios, `1.05 / (L + 0.05)` against white and
    /// `(L + 0.05) / 0.05` against black, are equal at `L = √(1.05 × 0.05) − 0.05 ≈ 0.179`.
    ///
    /// UIKit's indicator adapts so (light over dark content, dark over light); no document gives its rule, so the
    /// switch point is a choice (`docs/chrome.md`, "Home indicator, grabber, dimming"). The frame loop samples what
    /// it composed under ``homeIndicator`` and sets ``homeIndicatorContent`` from this.
    public static func homeIndicatorContent(overLuminance luminance: Double) -> Appearance {
        luminance < (1.05 * 0.05).squareRoot() - 0.05 ? .dark : .light
    }
}
