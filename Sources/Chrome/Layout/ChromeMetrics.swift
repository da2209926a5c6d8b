public import Orientation
public import Typesetting

/// Every size, position and release the chrome follows, in points, in one place; `docs/chrome.md` gives the source
/// of each (UIKitCore, Apple's documentation and HIG, or a measurement or choice where those are silent).
public enum ChromeMetrics {
    // MARK: - Releases

    /// From iOS 15 a navigation bar over unscrolled content uses `scrollEdgeAppearance`: no background, no shadow.
    public static let transparentScrollEdge = IOSVersion(major: 15)
    /// From iOS 13 a navigation bar showing a large title already used `scrollEdgeAppearance` (no background over
    /// unscrolled content); iOS 15 extended it to every navigation bar.
    public static let largeTitleScrollEdge = IOSVersion(major: 13)
    /// From iOS 26 iPhone tab bars float as a capsule above the content (Liquid Glass), and the back button is a
    /// chevron in a glass circle without the previous title (``Orientation/SystemBars/liquidGlass``).
    public static let liquidGlass = SystemBars.liquidGlass

    // MARK: - Text

    /// The status-bar time on Face ID iPhones.
    public static let statusTime = TextStyle(weight: .semibold, pointSize: 17)
    /// The status-bar time on home-button iPhones and on iPads.
    public static let compactStatusTime = TextStyle(weight: .semibold, pointSize: 12)
    /// A navigation bar's title (`UIFont.TextStyle.headline`).
    public static let barTitle = TextStyle(weight: .semibold, pointSize: 17)
    /// A large title (`UIFont.TextStyle.largeTitle`, bold in navigation bars).
    public static let largeTitle = TextStyle(weight: .bold, pointSize: 34)
    /// A back button's title (`body`).
    public static let backTitle = TextStyle(weight: .regular, pointSize: 17)
    /// A tab's title under its icon.
    public static let tabTitle = TextStyle(weight: .medium, pointSize: 10)
    /// A tab's title beside its icon (compact-height and iPad tab bars).
    public static let inlineTabTitle = TextStyle(weight: .medium, pointSize: 13)

    // MARK: - Status bar

    /// The status bar on home-button iPhones and iPads.
    public static let classicStatusBarHeight = 20.0
    /// The cellular-signal glyph.
    public static let signalSize = Size(width: 17, height: 10.7)
    /// The Wi-Fi glyph.
    public static let wifiSize = Size(width: 15.3, height: 11)
    /// The battery glyph, its nub included.
    public static let batterySize = Size(width: 24.3, height: 11.3)
    /// The gap between neighbouring status glyphs.
    public static let statusGlyphSpacing = 5.0
    /// How far the outer status items keep from the screen's sides on home-button devices.
    public static let classicStatusMargin = 6.0

    // MARK: - Navigation bar

    // The bars' heights live in `Orientation.SystemBars`, which the session's safe areas read too.

    /// The back chevron's box, from the bar's leading edge before iOS 26.
    public static let backChevron = Rect(x: 8, y: 0, width: 12, height: 21)
    /// The share of the bar's width (inside the safe area) the back button takes before iOS 26, kept free on the
    /// other side too so the title stays centred.
    public static let backButtonShare = 0.25
    /// Where the back button's title starts before iOS 26.
    public static let backTitleX = 26.0
    /// The glass back button's diameter from iOS 26 (the bar's height in compact-height windows).
    public static let glassButtonDiameter = 44.0
    /// The bar's hairline shadow before iOS 15 (one pixel at any scale).
    public static let hairline = 1.0 / 3

    // MARK: - Tab bar

    /// A tab icon's side (stacked over its title).
    public static let tabIconSize = 25.0
    /// A tab icon's side beside its title.
    public static let inlineTabIconSize = 20.0
    /// The stacked tab icon's top within the bar.
    public static let tabIconTop = 5.0
    /// The stacked tab title's line box: its top within the bar, and its height.
    public static let tabTitleTop = 33.0
    /// The stacked tab title's line-box height.
    public static let tabTitleHeight = 14.0
    /// The gap between an inline tab's icon and its title.
    public static let inlineTabGap = 6.0
    /// The floating bar's selection pill inset from the capsule's edge.
    public static let floatingSelectionInset = 4.0
    /// iPadOS 18's top tab bar: the capsule's height, centred in the navigation bar's row.
    public static let topTabBarHeight = 40.0
    /// A top tab's title.
    public static let topTabTitle = TextStyle(weight: .semibold, pointSize: 15)
    /// The room either side of a top tab's title, inside its segment.
    public static let topTabPadding = 16.0
    /// A top tab segment's least width.
    public static let topTabMinimumWidth = 72.0
    /// The gap kept between a navigation bar's title and the top tab bar beside it.
    public static let topTabGap = 12.0

    // MARK: - Home indicator, sheets

    /// The home indicator's size on iPhone in portrait.
    public static let homeIndicatorSize = Size(width: 134, height: 5)
    /// The home indicator's width on iPad and in iPhone landscape.
    public static let wideHomeIndicatorWidth = 214.0
    /// The gap between the home indicator and the screen's bottom edge.
    public static let homeIndicatorBottomGap = 8.0
    /// The sheet grabber (`-[_UIGrabber _intrinsicSizeWithinSize:]`).
    public static let grabberSize = Size(width: 36, height: 5)
    /// The grabber's top below the sheet's top edge.
    public static let grabberTop = 5.0
    /// The black dimming over the presenting view behind a sheet.
    public static let sheetDimming = 0.4

    // MARK: - Popovers

    /// The popover arrow's height (`+[_UIPopoverLegacyChromeView arrowHeight]`).
    public static let popoverArrowHeight = 13.0
    /// The popover arrow's base width (`+[_UIPopoverLegacyChromeView arrowBase]`).
    public static let popoverArrowBase = 37.0
    /// A popover card's corner radius before iOS 26 (`+[_UIPopoverShapeLayerChromeView cornerRadius]`).
    public static let popoverCornerRadius = 13.0
    /// A popover card's corner radius from iOS 26, with Liquid Glass (the same method, `_UISolariumEnabled()`).
    public static let glassPopoverCornerRadius = 34.0
    /// How far a popover's soft shadow reaches beyond its card.
    public static let popoverShadowRadius = 40.0
    /// A popover shadow's opacity at the card's edge.
    public static let popoverShadowOpacity = 0.15
}
