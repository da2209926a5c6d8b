import Orientation
import Pixels

/// Anti-aliased shapes in points on an RGB image: each pixel's coverage is the share of a 4 × 4 grid of samples
/// inside the shape, and the paint is blended by it.
struct Canvas {
    /// The picture drawn into.
    var image: RGBImage
    /// Pixels per point.
    let scale: Double

    private static let samples = 4

    /// Fills the shape `contains` inside `bounds` (points) with `paint`.
    ///
    /// For a convex shape a pixel whose four corners are inside is wholly inside, which skips the sampling for
    /// the inside of large rounded rectangles (bars, the floating tab bar).
    mutating func fill(
        _ bounds: Rect, _ paint: ChromePalette.Paint, isConvex: Bool = false, contains: (Double, Double) -> Bool
    ) {
        let minX = max(0, Int((bounds.origin.x * scale).rounded(.down)))
        let maxX = min(image.width, Int(((bounds.origin.x + bounds.size.width) * scale).rounded(.up)))
        let minY = max(0, Int((bounds.origin.y * scale).rounded(.down)))
        let maxY = min(image.height, Int(((bounds.origin.y + bounds.size.height) * scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return }
        let step = 1 / Double(Self.samples)
        let total = Double(Self.samples * Self.samples)
        for y in minY..<maxY {
            for x in minX..<maxX {
                if isConvex {
                    let (left, top) = (Double(x) / scale, Double(y) / scale)
                    let (right, bottom) = (Double(x + 1) / scale, Double(y + 1) / scale)
                    if contains(left, top) && contains(right, top) && contains(left, bottom) && contains(right, bottom)
                    {
                        blend(x, y, paint, coverage: 1)
                        continue
                    }
                }
                var inside = 0
                for sy in 0..<Self.samples {
                    for sx in 0..<Self.samples {
                        let px = (Double(x) + (Double(sx) + 0.5) * step) / scale
                        let py = (Double(y) + (Double(sy) + 0.5) * step) / scale
                        if contains(px, py) { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                blend(x, y, paint, coverage: Double(inside) / total)
            }
        }
    }

    /// Fills a rectangle, its corners rounded by `radius` points.
    mutating func fillRoundedRect(_ rect: Rect, radius: Double, _ paint: ChromePalette.Paint) {
        fill(rect, paint, isConvex: true) { x, y in Self.roundedRect(rect, radius: radius, contains: x, y) }
    }

    /// Whether the point (`x`, `y`) lies in `rect` with its corners rounded by `radius` (clamped to half a side).
    static func roundedRect(_ rect: Rect, radius: Double, contains x: Double, _ y: Double) -> Bool {
        let left = rect.origin.x
        let top = rect.origin.y
        let right = left + rect.size.width
        let bottom = top + rect.size.height
        guard x >= left, x <= right, y >= top, y <= bottom else { return false }
        let r = max(0, min(radius, rect.size.width / 2, rect.size.height / 2))
        let dx = max(left + r - x, 0, x - (right - r))
        let dy = max(top + r - y, 0, y - (bottom - r))
        return dx * dx + dy * dy <= r * r
    }

    /// Blends `paint` into the pixel at (`x`, `y`) by `coverage` (0–1).
    private mutating func blend(_ x: Int, _ y: Int, _ paint: ChromePalette.Paint, coverage: Double) {
        let alpha = paint.opacity * coverage
        let old = image[x, y]
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * alpha).rounded())
        }
        image[x, y] = RGBImage.Pixel(
            red: mix(old.red, paint.color.red), green: mix(old.green, paint.color.green),
            blue: mix(old.blue, paint.color.blue))
    }
}
