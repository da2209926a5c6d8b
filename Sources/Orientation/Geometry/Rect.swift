/// A rectangle in points: an origin and a size.
///
/// Mirrors UIKit's `CGRect`.
public struct Rect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle that remains after removing `insets` from each edge.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

extension Rect {
    /// The rectangle part-way from `self` to `target`, each component linearly (`progress` 0 is `self`, 1 is
    /// `target`).
    public func interpolated(to target: Rect, progress: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return Rect(
            x: mix(origin.x, target.origin.x), y: mix(origin.y, target.origin.y),
            width: mix(size.width, target.size.width), height: mix(size.height, target.size.height))
    }
}
