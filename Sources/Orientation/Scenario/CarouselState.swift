/// A carousel's state after a scenario step, as reported under `carousels`.
public struct CarouselState: Sendable, Equatable {
    /// The carousel's id.
    public var id: String
    /// The page shown.
    public var page: Int
    /// The item size in points.
    public var itemSize: Size
    /// The scroll position in points.
    public var contentOffset: Point

    /// Creates a carousel state.
    public init(id: String, page: Int, itemSize: Size, contentOffset: Point) {
        self.id = id
        self.page = page
        self.itemSize = itemSize
        self.contentOffset = contentOffset
    }

    /// The state of `carousel` now.
    public init(_ carousel: CarouselViewController) {
        self.init(
            id: carousel.id, page: carousel.page, itemSize: carousel.itemSize, contentOffset: carousel.contentOffset)
    }
}
