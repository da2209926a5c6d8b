/// How a presented controller is shown.
///
/// Mirrors UIKit's `UIModalPresentationStyle` (the styles scenario files name).
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// Covers the window and removes the presenter's views.
    case fullScreen
    /// Covers the window and keeps the presenter's views beneath.
    case overFullScreen
    /// A sheet; the presenter stays visible and keeps deciding the orientation.
    case pageSheet
    /// A smaller sheet; the presenter stays visible and keeps deciding the orientation.
    case formSheet
    /// A popover; the presenter stays visible and keeps deciding the orientation.
    case popover
    /// Covers the controller that defines the presentation context and removes its views.
    case currentContext
    /// Covers the controller that defines the presentation context and keeps its views.
    case overCurrentContext
    /// `custom` with a presentation controller whose `shouldPresentInFullscreen` is `false`: the presented view
    /// covers the window (the default `frameOfPresentedViewInContainerView`) but the presenter stays on screen and
    /// keeps deciding the orientation.
    case custom
    /// `custom` with `shouldPresentInFullscreen` `true` (UIKit's default): the presented controller decides the
    /// orientation as a full-screen presentation does, and the presenter stays on screen
    /// (`shouldRemovePresentersView` is `false` by default). Scenarios write it `"style": "custom"`.
    case customFullscreen

    /// Whether the presented controller fills the window and therefore decides the orientation.
    public var fillsWindow: Bool { self == .fullScreen || self == .overFullScreen || self == .customFullscreen }

    /// Whether the style is a sheet (`UISheetPresentationController`): a page or form sheet. A sheet never raises
    /// the no-common-orientation crash, whatever size it is shown at.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// Whether the controllers beneath disappear (`viewWillDisappear`/`viewDidDisappear`).
    public var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
}
