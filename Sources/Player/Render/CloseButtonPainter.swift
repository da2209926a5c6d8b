import Pixels
import Video

/// Draws the close button: a rounded plate blended over the picture and an anti-aliased X glyph.
///
/// Shapes are described by signed distance functions and covered analytically (``ShapeCoverage``: a pixel half
/// inside an edge is half blended), so edges are smooth at every scale without supersampling.
struct CloseButtonPainter {
    /// The plate's corner radius, in points.
    static let cornerRadius = 10.0
    /// How far the X's strokes stop short of the plate's edges, in points.
    static let glyphInset = 14.0
    /// The X's stroke width, in points.
    static let strokeWidth = 2.5

    /// Pixels per point.
    let scale: Double

    /// Paints `appearance` into `rect` of `canvas` (the part of it inside the canvas).
    func paint(_ appearance: ButtonAppearance, in rect: PixelRect, on canvas: inout RGBImage) {
        let left = Double(rect.x)
        let top = Double(rect.y)
        let side = Double(rect.width)
        let radius = Self.cornerRadius * scale
        let inset = Self.glyphInset * scale
        let halfStroke = Self.strokeWidth * scale / 2
        let plate = appearance.background
        let glyph = appearance.glyph
        for y in max(0, rect.y)..<min(canvas.height, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(canvas.width, rect.x + rect.width) {
                // Pixel centres, relative to the button's top-left corner.
                let px = Double(x) + 0.5 - left
                let py = Double(y) + 0.5 - top
                let plateCoverage = ShapeCoverage.coverage(
                    ShapeCoverage.roundedBoxDistance(px, py, width: side, height: side, radius: radius))
                guard plateCoverage > 0 else { continue }
                var pixel = canvas[x, y]
                pixel = pixel.blended(with: plate, alpha: appearance.backgroundAlpha * plateCoverage)
                let strokeDistance =
                    min(
                        ShapeCoverage.segmentDistance(px, py, from: (inset, inset), to: (side - inset, side - inset)),
                        ShapeCoverage.segmentDistance(px, py, from: (side - inset, inset), to: (inset, side - inset)))
                    - halfStroke
                let glyphCoverage = ShapeCoverage.coverage(strokeDistance)
                if glyphCoverage > 0 { pixel = pixel.blended(with: glyph, alpha: glyphCoverage) }
                canvas[x, y] = pixel
            }
        }
    }
}
