/// How UIKit asks a controller for its supported orientations, which decides whether no common orientation
/// crashes (``OrientationRules/outcome(of:current:asked:decider:windowCanSetOrientations:)``).
public enum MaskQuery: Sendable, Hashable {
    /// The scene (or, before iOS 13, the window) asks the deciding controller: at launch, when the device turns,
    /// when the masks are read again, and when a dismissal uncovers a controller.
    case scene
    /// The full-screen presentation controller asks the controller it presents in this style
    /// (`-[_UIFullscreenPresentationController _adjustOrientationIfNecessaryInWindow:forViewController:preservingViewController:]`).
    case presentation(PresentationStyle)
}
