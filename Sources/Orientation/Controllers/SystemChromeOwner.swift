/// Which controller decides the status bar (`prefersStatusBarHidden`, `preferredStatusBarStyle`) and the home
/// indicator (`prefersHomeIndicatorAutoHidden`): a plain function of the presentation chain, kept out of the
/// session.
///
/// UIKit's rule, as Apple's documentation gives it:
/// - `modalPresentationCapturesStatusBarAppearance`: "status bar appearance control is transferred from the
///   presenting to the presented view controller only if the presented controller's `modalPresentationStyle`
///   value is `UIModalPresentationStyle.fullScreen`" — so the top controller presented `.fullScreen` decides, or
///   the root when none is. Pivot has no `modalPresentationCapturesStatusBarAppearance` (always `false`).
/// - `childForStatusBarHidden`, `childForStatusBarStyle`, `childForHomeIndicatorAutoHidden`: a container may name
///   the child whose preferences it uses. Pivot's navigation controller names its top controller and its tab bar
///   controller its selected one (the brief's rule; UIKit's own containers are not documented on this), while a
///   custom container decides itself (UIKit's default is `nil`).
public enum SystemChromeOwner {
    /// The controller whose status-bar and home-indicator preferences are used in `session`: the window that
    /// decides the orientation decides these too — UIKit's
    /// `+[UIWindow _findWindowForControllingOverallAppearanceInWindowScene:]`, the topmost visible window
    /// (``WindowStack/controllingWindow``, the one rule the session's orientation follows; that the status bar
    /// follows it too is read from the method's name, docs/chrome.md). When that is an added
    /// window, its root, down through its navigation and tab bar controllers; otherwise the main window's rule
    /// below.
    public static func decidingController(in session: OrientationSession) -> ViewController? {
        if let windowRoot = session.controllingWindowRoot { return deferringChild(of: windowRoot) }
        return decidingController(in: session.presentationChain)
    }

    /// The controller whose status-bar and home-indicator preferences are used, among `presentationChain` (the
    /// root first, then each presented controller).
    /// - Returns: `nil` only for an empty chain.
    public static func decidingController(in presentationChain: [ViewController]) -> ViewController? {
        let owner = presentationChain.last {
            $0.presentingViewController == nil || $0.modalPresentationStyle == .fullScreen
        }
        return owner.map(deferringChild(of:))
    }

    /// The controller `controller` defers to: down through navigation (top) and tab bar (selected) controllers.
    static func deferringChild(of controller: ViewController) -> ViewController {
        var current = controller
        while true {
            let next: ViewController? =
                switch current {
                case let navigation as NavigationController: navigation.topViewController
                case let tabBar as TabBarController: tabBar.selectedViewController
                default: nil
                }
            guard let next else { return current }
            current = next
        }
    }
}
