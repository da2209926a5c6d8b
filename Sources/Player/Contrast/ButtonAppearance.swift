import Pixels
import Video

/// How the close button is drawn: a translucent background plate and an opaque glyph.
public struct ButtonAppearance: Sendable, Hashable {
    /// The plate's colour.
    public var background: RGBImage.Pixel
    /// The plate's opacity, 0–1.
    public var backgroundAlpha: Double
    /// The X glyph's colour.
    public var glyph: RGBImage.Pixel

    /// Creates an appearance from the plate colour and opacity and the glyph colour.
    public init(background: RGBImage.Pixel, backgroundAlpha: Double, glyph: RGBImage.Pixel) {
        self.background = background
        self.backgroundAlpha = backgroundAlpha
        self.glyph = glyph
    }

    /// The seed rule's portrait appearance: red plate at 0.3, white glyph.
    public static let seedPortrait = ButtonAppearance(background: .primaryRed, backgroundAlpha: 0.3, glyph: .white)
    /// The seed rule's landscape appearance: blue plate at 0.3, white glyph.
    public static let seedLandscape = ButtonAppearance(background: .primaryBlue, backgroundAlpha: 0.3, glyph: .white)

    /// The appearance part-way from `self` to `target`, for frames rendered during a transition.
    public func interpolated(to target: ButtonAppearance, progress: Double) -> ButtonAppearance {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * progress).rounded()) }
        func mix(_ a: RGBImage.Pixel, _ b: RGBImage.Pixel) -> RGBImage.Pixel {
            RGBImage.Pixel(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue))
        }
        return ButtonAppearance(
            background: mix(background, target.background),
            backgroundAlpha: backgroundAlpha + (target.backgroundAlpha - backgroundAlpha) * progress,
            glyph: mix(glyph, target.glyph))
    }
}
