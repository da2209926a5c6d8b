public import Orientation

extension ChromeLayout {
    /// A popover's chrome on iPad: its rounded card, the arrow pointing at its source, and its shadow. Unlike a
    /// sheet, a popover does not dim what lies under it (UIKit's `UIPopoverPresentationController` adds no dimming
    /// view).
    public struct Popover: Sendable, Hashable {
        /// The card: the presented controller's view, in window points.
        public var frame: Rect
        /// The card's corner radius.
        public var cornerRadius: Double
        /// The arrow's tip: the source the popover points at.
        public var arrowTip: Point
        /// The arrow's base on the card's edge, its two ends.
        public var arrowBase: (Point, Point) {
            let half = ChromeMetrics.popoverArrowBase / 2
            let y = frame.origin.y
            return (Point(x: arrowTip.x - half, y: y), Point(x: arrowTip.x + half, y: y))
        }
        /// How far the soft shadow reaches beyond the card, in points.
        public var shadowRadius: Double
        /// The shadow's opacity at the card's edge.
        public var shadowOpacity: Double
    }

    /// The popover at `frame` under `version`: the arrow points up from the middle of its top edge at the point
    /// ``ChromeMetrics/popoverArrowHeight`` above it.
    ///
    /// A scenario names no source view, and ``Orientation/PresentationFrame`` hangs the popover from the window's
    /// top centre, under the safe area, so the source is taken to be there: a bar button in the middle of the top
    /// bar (a choice, `docs/chrome.md`).
    static func popover(frame: Rect, version: IOSVersion) -> Popover {
        Popover(
            frame: frame,
            cornerRadius: version >= ChromeMetrics.liquidGlass
                ? ChromeMetrics.glassPopoverCornerRadius : ChromeMetrics.popoverCornerRadius,
            arrowTip: Point(
                x: frame.origin.x + frame.size.width / 2, y: frame.origin.y - ChromeMetrics.popoverArrowHeight),
            shadowRadius: ChromeMetrics.popoverShadowRadius, shadowOpacity: ChromeMetrics.popoverShadowOpacity)
    }
}
