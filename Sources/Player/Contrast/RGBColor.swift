import Foundation

/// An 8-bit sRGB colour.
public struct RGBColor: Sendable, Hashable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// Creates a colour from its 8-bit sRGB components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure white.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    /// Pure black.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    /// Pure red, the seed rule's portrait colour.
    public static let red = RGBColor(red: 255, green: 0, blue: 0)
    /// Pure blue, the seed rule's landscape colour.
    public static let blue = RGBColor(red: 0, green: 0, blue: 255)

    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// WCAG 2 contrast ratio between two colours, 1 to 21, whichever is lighter.
    public func contrastRatio(with other: RGBColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour with `overlay` drawn over it at `alpha` (0–1), blended in sRGB space as a compositor does.
    public func blended(with overlay: RGBColor, alpha: Double) -> RGBColor {
        func mix(_ base: UInt8, _ top: UInt8) -> UInt8 {
            UInt8((Double(base) * (1 - alpha) + Double(top) * alpha).rounded())
        }
        return RGBColor(red: mix(red, overlay.red), green: mix(green, overlay.green), blue: mix(blue, overlay.blue))
    }

    /// The sRGB transfer function undone, for one 8-bit channel.
    private static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
