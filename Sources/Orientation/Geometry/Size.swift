import PivotJSON

/// A width and a height in points.
///
/// Mirrors UIKit's `CGSize`, with `Double` components so the engine needs no CoreGraphics.
public struct Size: Sendable, Hashable {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// Creates a size from its two extents in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The zero size.
    public static let zero = Size(width: 0, height: 0)

    /// The size with width and height exchanged, as a 90-degree rotation leaves it.
    public var transposed: Size { Size(width: height, height: width) }
}

extension Size: CustomStringConvertible {
    /// `393x852`: points without a fractional part print as integers.
    public var description: String { "\(PointFormat.string(width))x\(PointFormat.string(height))" }
}
