/// The layout of a horizontally paging carousel whose items are as wide as the safe area: one page per item,
/// centred, with `spacing` between items.
///
/// The item width depends on the safe-area insets, which change with the orientation on notched iPhones. After a
/// rotation the size must be recomputed with the *new* insets, which a controller only sees inside the transition
/// coordinator's alongside animation (``CarouselViewController`` does that).
///
/// ```swift
/// let layout = CenterPagingLayout(itemCount: 5, itemHeight: 150, spacing: 0)
/// let size = layout.itemSize(in: Size(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
/// // 734 x 150
/// ```
public struct CenterPagingLayout: Sendable, Hashable {
    /// The number of items (pages).
    public var itemCount: Int
    /// The item height in points.
    public var itemHeight: Double
    /// The gap between items in points.
    public var spacing: Double

    /// Creates a layout.
    /// - Precondition: `itemCount` is positive; `itemHeight` and `spacing` are not negative.
    public init(itemCount: Int, itemHeight: Double, spacing: Double = 0) {
        precondition(itemCount > 0 && itemHeight >= 0 && spacing >= 0, "invalid carousel layout")
        self.itemCount = itemCount
        self.itemHeight = itemHeight
        self.spacing = spacing
    }

    /// The item size for a view of `bounds` with `safeAreaInsets`: the width between the left and right insets
    /// (never negative), the configured height.
    public func itemSize(in bounds: Size, safeAreaInsets: EdgeInsets) -> Size {
        Size(width: max(bounds.width - safeAreaInsets.left - safeAreaInsets.right, 0), height: itemHeight)
    }

    /// The content offset that shows `page` with items `itemWidth` wide: `page × (itemWidth + spacing)`.
    public func contentOffset(forPage page: Int, itemWidth: Double) -> Point {
        Point(x: Double(page) * (itemWidth + spacing), y: 0)
    }

    /// The page a swipe from `page` lands on: one forward for a positive velocity, one back for a negative one, the
    /// same for zero, clamped to the first and last page (the seed's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` rule).
    public func targetPage(from page: Int, velocity: Double) -> Int {
        let step = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
        return min(max(page + step, 0), itemCount - 1)
    }
}
