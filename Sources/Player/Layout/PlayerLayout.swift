import Orientation

/// Where the player screen's parts sit for one view size, in points: the video fills the view's bounds by the
/// gravity, the close button sits inside the safe area.
public struct PlayerLayout: Sendable, Hashable {
    /// The close button's side in points (Apple's minimum hit target).
    public static let closeButtonSide = 44.0
    /// The close button's distance from the safe area's top and leading edges, in points.
    public static let closeButtonMargin = 16.0

    /// The view's bounds size.
    public var viewSize: Size
    /// The video's rectangle (may extend past the bounds with `aspectFill`); empty for a picture with no area.
    public var videoRect: Rect
    /// The close button's rectangle, top-leading inside the safe area; empty (zero-sized at that corner) for a
    /// player without the button (`"closeButton": false`), so nothing is drawn there.
    public var closeButtonRect: Rect

    /// Lays out a view of `viewSize` with `safeArea` insets for a picture of `displaySize` (square pixels, rotation
    /// applied), with the close button unless `showsCloseButton` is `false`.
    public init(
        viewSize: Size, safeArea: EdgeInsets, displaySize: Size, gravity: VideoGravity, showsCloseButton: Bool = true
    ) {
        let bounds = Rect(origin: .zero, size: viewSize)
        let side = showsCloseButton ? Self.closeButtonSide : 0
        self.viewSize = viewSize
        self.videoRect = gravity.videoRect(for: displaySize, in: bounds) ?? Rect(origin: .zero, size: .zero)
        self.closeButtonRect = Rect(
            x: safeArea.left + Self.closeButtonMargin, y: safeArea.top + Self.closeButtonMargin,
            width: side, height: side)
    }

    private init(viewSize: Size, videoRect: Rect, closeButtonRect: Rect) {
        self.viewSize = viewSize
        self.videoRect = videoRect
        self.closeButtonRect = closeButtonRect
    }

    /// The layout part-way from `self` to `target` (rectangles interpolated), as a frame drawn during a rotation
    /// shows it.
    ///
    /// - Parameter animatingBounds: Whether the view size animates too, as UIKit animates the window's bounds
    ///   (the device view draws so); `false` keeps the target's view size, the interface view's fixed canvas.
    public func interpolated(to target: PlayerLayout, progress: Double, animatingBounds: Bool = false) -> PlayerLayout {
        let size = Rect(origin: .zero, size: viewSize)
            .interpolated(to: Rect(origin: .zero, size: target.viewSize), progress: progress).size
        return PlayerLayout(
            viewSize: animatingBounds ? size : target.viewSize,
            videoRect: videoRect.interpolated(to: target.videoRect, progress: progress),
            closeButtonRect: closeButtonRect.interpolated(to: target.closeButtonRect, progress: progress))
    }
}
