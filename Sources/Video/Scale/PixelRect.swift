/// A rectangle of whole pixels: the top-left corner and the size, in a picture whose origin is its top left.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge (column of the first pixel).
    public var x: Int
    /// The top edge (row of the first pixel).
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle at the origin.
    public init(width: Int, height: Int) {
        self.init(x: 0, y: 0, width: width, height: height)
    }

    /// Whether the rectangle has no pixels.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether every pixel of `self` lies inside a picture of the given size.
    public func fits(width pictureWidth: Int, height pictureHeight: Int) -> Bool {
        x >= 0 && y >= 0 && width >= 0 && height >= 0 && x + width <= pictureWidth && y + height <= pictureHeight
    }

    /// `WxH+X+Y`, as X11 geometry strings are written.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
