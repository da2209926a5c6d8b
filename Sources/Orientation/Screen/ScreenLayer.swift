/// One controller's view as it is on screen: where, and how it got there.
public struct ScreenLayer {
    /// The controller whose view this is.
    public let controller: ViewController
    /// The view's frame in window coordinates, in points.
    public var frame: Rect
    /// The style it was presented with, or `nil` for the root and the children of a controller.
    public var presentationStyle: PresentationStyle?
    /// The window's safe-area insets that fall inside the view, in the view's own coordinates.
    public var safeAreaInsets: EdgeInsets

    /// Creates a layer.
    public init(
        controller: ViewController, frame: Rect, presentationStyle: PresentationStyle? = nil,
        safeAreaInsets: EdgeInsets = .zero
    ) {
        self.controller = controller
        self.frame = frame
        self.presentationStyle = presentationStyle
        self.safeAreaInsets = safeAreaInsets
    }
}
