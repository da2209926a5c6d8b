import Pixels

/// The picture a failing comparison leaves behind: reference | actual | difference, side by side at full scale.
///
/// The difference panel is as large as both pictures together (the larger width and height). A pixel that differs
/// beyond the tolerance, or that only one picture has, is ``highlight``; every other pixel is the reference's,
/// faded towards white so the highlight stands out. Panels are separated by ``gap`` pixels of ``background``,
/// which also fills the space below a shorter panel.
public enum Triptych {
    /// The colour of a differing pixel in the difference panel: magenta, which rendered video rarely contains.
    public static let highlight = RGBImage.Pixel(red: 255, green: 0, blue: 255)
    /// The colour between and around the panels.
    public static let background = RGBImage.Pixel(red: 128, green: 128, blue: 128)
    /// The width of the strip between two panels, in pixels.
    public static let gap = 8

    /// The triptych of `reference` and `actual`, with differences judged by `tolerance`.
    public static func make(reference: RGBImage, actual: RGBImage, tolerance: ImageTolerance = .exact) -> RGBImage {
        let difference = differenceImage(reference: reference, actual: actual, tolerance: tolerance)
        let panels = [reference, actual, difference]
        let width = panels.map(\.width).reduce(0, +) + 2 * gap
        let height = panels.map(\.height).max() ?? 0
        var canvas = RGBImage(width: width, height: height, fill: background)
        var left = 0
        for panel in panels {
            for y in 0..<panel.height {
                let source = y * panel.bytesPerRow
                let destination = (y * width + left) * 3
                canvas.pixels.replaceSubrange(
                    destination..<(destination + panel.bytesPerRow),
                    with: panel.pixels[source..<(source + panel.bytesPerRow)])
            }
            left += panel.width + gap
        }
        return canvas
    }

    /// The difference panel alone: highlighted where the pictures differ, the faded reference elsewhere.
    public static func differenceImage(
        reference: RGBImage, actual: RGBImage, tolerance: ImageTolerance = .exact
    ) -> RGBImage {
        let matcher = PixelMatcher(tolerance: tolerance)
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var panel = RGBImage(width: width, height: height, fill: highlight)
        for y in 0..<min(reference.height, actual.height) {
            for x in 0..<min(reference.width, actual.width) {
                let expected = reference[x, y]
                if matcher.mismatch(expected, actual[x, y]) == nil {
                    panel[x, y] = faded(expected)
                }
            }
        }
        return panel
    }

    /// `pixel` three quarters of the way to white.
    private static func faded(_ pixel: RGBImage.Pixel) -> RGBImage.Pixel {
        func fade(_ value: UInt8) -> UInt8 { UInt8(191 + Int(value) / 4) }
        return RGBImage.Pixel(red: fade(pixel.red), green: fade(pixel.green), blue: fade(pixel.blue))
    }
}
