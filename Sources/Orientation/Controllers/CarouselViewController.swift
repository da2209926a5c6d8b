/// A clip picker: a horizontally paging carousel that keeps its page across rotations.
///
/// The item size follows ``CenterPagingLayout/itemSize(in:safeAreaInsets:)`` for the view's size and safe area. On
/// appearance it is computed in `viewDidLayoutSubviews`; on a rotation it is recomputed inside the coordinator's
/// alongside animation, where the safe-area insets are already the new ones (in `viewWillTransition(to:with:)`
/// they are still the old ones), and the content offset moves with it so the page stays.
open class CarouselViewController: ViewController {
    /// The layout rules.
    public let layout: CenterPagingLayout
    /// The page shown.
    public private(set) var page = 0
    /// The current item size (zero until the first layout).
    public private(set) var itemSize: Size = .zero
    /// Whether a rotation announced in `viewWillTransition` has not reached its animation yet.
    private var isAwaitingRotationAnimation = false

    /// Creates a carousel with `layout`.
    public init(
        id: String, layout: CenterPagingLayout, supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        shouldAutorotate: Bool = true, preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil
    ) {
        self.layout = layout
        super.init(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation)
    }

    /// The scroll position that shows ``page``.
    public var contentOffset: Point { layout.contentOffset(forPage: page, itemWidth: itemSize.width) }

    /// The user swipes with `velocity` (points per second; only its sign matters). Records `targetContentOffset`
    /// with the `velocity` and the resulting `page`.
    public func swipe(velocity: Double) {
        page = layout.targetPage(from: page, velocity: velocity)
        record("targetContentOffset", args: ["velocity": .number(velocity), "page": .number(Double(page))])
    }

    /// Recomputes the item size from the view's size and safe area, keeping the page.
    public func invalidateLayout() {
        itemSize = layout.itemSize(in: viewSize, safeAreaInsets: safeAreaInsets)
    }

    /// Records the layout pass and, outside a rotation, recomputes the item size (a rotation does it alongside).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !isAwaitingRotationAnimation { invalidateLayout() }
    }

    /// Records the callback and schedules the item-size update inside the rotation's animation.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        isAwaitingRotationAnimation = true
        coordinator.animate(alongsideTransition: { _ in
            self.isAwaitingRotationAnimation = false
            self.invalidateLayout()
        })
    }
}
