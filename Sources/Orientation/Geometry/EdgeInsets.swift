import PivotJSON

/// Distances in points from each edge of a rectangle, as safe-area insets are given.
///
/// Mirrors UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets from the four edges, in UIKit's top, left, bottom, right order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets with left and right exchanged, as the opposite landscape orientation sees them.
    public var horizontallyFlipped: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}

extension EdgeInsets: CustomStringConvertible {
    /// `59/0/34/0`: top, left, bottom and right, as the device tables write them.
    public var description: String {
        [top, left, bottom, right].map(PointFormat.string).joined(separator: "/")
    }
}
