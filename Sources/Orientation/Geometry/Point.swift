import PivotJSON

/// A location in points.
///
/// Mirrors UIKit's `CGPoint`.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate in points.
    public var x: Double
    /// The vertical coordinate in points.
    public var y: Double

    /// Creates a point from its coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    /// `786,0`: points without a fractional part print as integers.
    public var description: String { "\(PointFormat.string(x)),\(PointFormat.string(y))" }
}
