import Pixels
import Video

/// The `adaptive` close-button rule: a white glyph on a black plate whose opacity is the least that keeps the
/// glyph legible over whatever the video shows.
///
/// The plate darkens every pixel under it by the same factor. The opacity is chosen for the channel-wise maximum
/// of the pixels under the button, which is at least as bright as each of them in every channel, so every pixel,
/// darkened, has a WCAG contrast ratio of at least ``targetRatio`` with the white glyph. Opacity rises at once when the picture gets brighter (legibility is never traded for
/// smoothness) and falls at most ``maximumFallPerSecond`` when it gets darker, so it never flickers.
public struct AdaptiveContrast: Sendable, Equatable {
    /// The WCAG 2 AA ratio for normal text.
    public static let targetRatio = 4.5
    /// The plate is never lighter than this, so the button always reads as a button.
    public static let minimumAlpha = 0.3
    /// How fast the plate may fade when the picture darkens, in opacity per second.
    public static let maximumFallPerSecond = 0.5

    /// The plate opacity currently drawn.
    public private(set) var alpha: Double

    /// Starts at the minimum opacity.
    public init() { alpha = Self.minimumAlpha }

    /// The glyph's colour.
    public static let glyph = RGBImage.Pixel.white
    /// The plate's colour.
    public static let plate = RGBImage.Pixel.black

    /// The appearance drawn now.
    public var appearance: ButtonAppearance {
        ButtonAppearance(background: Self.plate, backgroundAlpha: alpha, glyph: Self.glyph)
    }

    /// Updates the opacity for the next frame.
    ///
    /// - Parameters:
    ///   - brightest: The channel-wise maximum of the pixels under the button, before the plate is drawn.
    ///   - elapsed: Seconds since the previous update (0 for the first frame).
    public mutating func update(brightest: RGBImage.Pixel, elapsed: Double) {
        let needed = max(Self.minimumAlpha, Self.requiredAlpha(over: brightest))
        alpha = needed >= alpha ? needed : max(needed, alpha - Self.maximumFallPerSecond * elapsed)
    }

    /// The least plate opacity (to 1/256) at which the white glyph reaches ``targetRatio`` over `color`.
    static func requiredAlpha(over color: RGBImage.Pixel) -> Double {
        func legible(_ alpha: Double) -> Bool {
            glyph.contrastRatio(with: color.blended(with: plate, alpha: alpha)) >= targetRatio
        }
        if legible(0) { return 0 }
        var low = 0.0
        var high = 1.0
        while high - low > 1.0 / 256 {
            let middle = (low + high) / 2
            if legible(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
