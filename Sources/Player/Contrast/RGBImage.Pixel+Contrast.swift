import Foundation
import Pixels
import Video

extension RGBImage.Pixel {
    /// Pure red, the seed rule's portrait colour.
    public static let primaryRed = RGBImage.Pixel(red: 255, green: 0, blue: 0)
    /// Pure blue, the seed rule's landscape colour.
    public static let primaryBlue = RGBImage.Pixel(red: 0, green: 0, blue: 255)

    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        let linear = Self.linearTable
        let r: Double = 0.2126 * linear[Int(red)]
        let g: Double = 0.7152 * linear[Int(green)]
        let b: Double = 0.0722 * linear[Int(blue)]
        return r + g + b
    }

    /// WCAG 2 contrast ratio between two colours, 1 to 21, whichever is lighter.
    public func contrastRatio(with other: RGBImage.Pixel) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour with `overlay` drawn over it at `alpha` (0–1), blended in sRGB space as a compositor does.
    public func blended(with overlay: RGBImage.Pixel, alpha: Double) -> RGBImage.Pixel {
        func mix(_ base: UInt8, _ top: UInt8) -> UInt8 {
            UInt8((Double(base) * (1 - alpha) + Double(top) * alpha).rounded())
        }
        return RGBImage.Pixel(
            red: mix(red, overlay.red), green: mix(green, overlay.green), blue: mix(blue, overlay.blue))
    }

    /// The sRGB transfer function undone for every 8-bit value (IEC 61966-2-1, as WCAG 2.2 gives it).
    private static let linearTable: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }
}
