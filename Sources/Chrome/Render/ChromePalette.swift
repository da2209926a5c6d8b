public import Pixels

/// The colours the chrome uses in one appearance, as UIKit's semantic colours resolve (`docs/chrome.md`, "Colours").
public struct ChromePalette: Sendable, Hashable {
    /// A colour and its opacity (0–1), blended over what lies below.
    public struct Paint: Sendable, Hashable {
        /// The colour.
        public var color: RGBImage.Pixel
        /// The opacity.
        public var opacity: Double
    }

    /// `label`.
    public var label: Paint
    /// `systemBlue`.
    public var tint: Paint
    /// `systemGray`: unselected tabs.
    public var inactive: Paint
    /// A classic bar's background (the default bar material, taken as opaque).
    public var bar: Paint
    /// A classic bar's hairline (`separator`).
    public var separator: Paint
    /// Liquid Glass: the floating tab bar and the glass back button.
    public var glass: Paint
    /// The floating tab bar's selection pill.
    public var selection: Paint
    /// `tertiaryLabel`: the sheet grabber.
    public var grabber: Paint
    /// The battery's outline and nub (the label colour, faded).
    public var batteryOutline: Paint

    /// `systemBackground`: a content panel's fill (white in light, black in dark).
    public var background: Paint
    /// `systemBackground` in the elevated level: a panel in a sheet (white in light, `#1C1C1E` in dark).
    public var elevatedBackground: Paint

    /// The palette for `appearance`.
    public init(_ appearance: Appearance) {
        func paint(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ opacity: Double = 1) -> Paint {
            Paint(color: RGBImage.Pixel(red: red, green: green, blue: blue), opacity: opacity)
        }
        switch appearance {
        case .light:
            label = paint(0, 0, 0)
            tint = paint(0, 122, 255)
            inactive = paint(142, 142, 147)
            bar = paint(249, 249, 249)
            separator = paint(60, 60, 67, 0.29)
            glass = paint(250, 250, 250, 0.88)
            selection = paint(0, 0, 0, 0.07)
            grabber = paint(60, 60, 67, 0.3)
            batteryOutline = paint(0, 0, 0, 0.4)
            background = paint(255, 255, 255)
            elevatedBackground = paint(255, 255, 255)
        case .dark:
            label = paint(255, 255, 255)
            tint = paint(10, 132, 255)
            inactive = paint(142, 142, 147)
            bar = paint(22, 22, 23)
            separator = paint(84, 84, 88, 0.6)
            glass = paint(38, 38, 40, 0.88)
            selection = paint(255, 255, 255, 0.12)
            grabber = paint(235, 235, 245, 0.3)
            batteryOutline = paint(255, 255, 255, 0.4)
            background = paint(0, 0, 0)
            elevatedBackground = paint(28, 28, 30)
        }
    }

    /// The paint for a label's or icon's ``ChromeLayout/Ink``.
    public func paint(for ink: ChromeLayout.Ink) -> Paint {
        switch ink {
        case .label: label
        case .tint: tint
        case .inactive: inactive
        }
    }
}
