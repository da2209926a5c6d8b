public import Pixels

extension ChromePalette {
    /// The colour the presenting view's darkest pixels are lifted to when an iPhone page sheet pushes it back, or
    /// `nil` for no lift: in dark appearance the elevated background (`#1C1C1E`), so the pushed-back card (scaled,
    /// rounded, then dimmed) stays visible against the black window behind it, as it does on iOS; in light
    /// appearance nothing, the card already stands out against black.
    ///
    /// A choice (`docs/chrome.md`, "Card stack and sheets"): no UIKit source read gives the treatment; Apple's
    /// "Dark Mode" guidance separates layered dark interfaces by the elevated background level, and the lift uses
    /// that colour.
    public static func cardStackFloor(in appearance: Appearance) -> RGBImage.Pixel? {
        appearance == .dark ? ChromePalette(.dark).elevatedBackground.color : nil
    }
}
