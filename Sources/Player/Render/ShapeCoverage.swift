import Pixels
import Video

/// Anti-aliased shapes by signed distance: a shape is a function from a pixel centre to its signed distance from
/// the shape's edge (negative inside), and a pixel is blended by the fraction of it the shape covers.
///
/// Edges come out smooth at every scale without supersampling; the close button and the system player's
/// transport controls are drawn this way.
enum ShapeCoverage {
    /// The fraction of a pixel covered by a shape whose edge is `distance` pixels away (negative inside).
    static func coverage(_ distance: Double) -> Double {
        min(max(0.5 - distance, 0), 1)
    }

    /// Signed distance from (`x`, `y`) to a `width` × `height` box at the origin with corners of `radius`.
    static func roundedBoxDistance(_ x: Double, _ y: Double, width: Double, height: Double, radius: Double) -> Double {
        let qx = abs(x - width / 2) - (width / 2 - radius)
        let qy = abs(y - height / 2) - (height / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// Distance from (`x`, `y`) to the segment from `a` to `b`.
    static func segmentDistance(_ x: Double, _ y: Double, from a: (Double, Double), to b: (Double, Double)) -> Double {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let t = min(max(((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy), 0), 1)
        let (ex, ey) = (x - a.0 - t * dx, y - a.1 - t * dy)
        return (ex * ex + ey * ey).squareRoot()
    }

    /// Blends `color` at `alpha` into the pixels of `bounds` (clipped to the canvas) by the coverage of the shape
    /// `distance` describes; `distance` receives pixel centres relative to `bounds`' top-left corner.
    static func fill(
        _ canvas: inout RGBImage, bounds: PixelRect, color: RGBImage.Pixel, alpha: Double,
        distance: (Double, Double) -> Double
    ) {
        guard alpha > 0 else { return }
        for y in max(0, bounds.y)..<max(max(0, bounds.y), min(canvas.height, bounds.y + bounds.height)) {
            for x in max(0, bounds.x)..<max(max(0, bounds.x), min(canvas.width, bounds.x + bounds.width)) {
                let covered = coverage(distance(Double(x - bounds.x) + 0.5, Double(y - bounds.y) + 0.5))
                if covered > 0 { canvas[x, y] = canvas[x, y].blended(with: color, alpha: alpha * covered) }
            }
        }
    }
}
