/// A stack of controllers of which only the top one shows.
///
/// As UIKit's `UINavigationController` since iOS 6, it decides orientation by itself and does not consult its
/// children, unless ``forwardsToTop`` is set: the common subclass that returns `topViewController`'s mask and
/// `shouldAutorotate`.
///
/// Mirrors UIKit's `UINavigationController`.
open class NavigationController: ViewController {
    /// Whether the mask and `shouldAutorotate` are the top controller's rather than this controller's own.
    public let forwardsToTop: Bool
    /// Whether the navigation bar is hidden (a scenario's `navigationBarHidden`).
    ///
    /// Mirrors UIKit's `UINavigationController.isNavigationBarHidden` (default `false`).
    public var isNavigationBarHidden = false
    /// Whether the navigation bar shows its top controller's title large (a scenario's `prefersLargeTitles`).
    ///
    /// Mirrors UIKit's `UINavigationBar.prefersLargeTitles` (default `false`; iOS 11 and later).
    public var prefersLargeTitles = false

    /// Creates a navigation controller with `viewControllers` as its stack (bottom first); they become children
    /// without any callback, as before launch.
    /// - Parameters:
    ///   - forwardsToTop: See ``forwardsToTop``.
    ///   - supportedInterfaceOrientations: Its own mask when not forwarding, or `nil` for the idiom default.
    public init(
        id: String, viewControllers: [ViewController], forwardsToTop: Bool = false,
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil, shouldAutorotate: Bool = true,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        definesPresentationContext: Bool = false
    ) {
        self.forwardsToTop = forwardsToTop
        super.init(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation,
            definesPresentationContext: definesPresentationContext)
        adoptChildren(viewControllers)
    }

    /// The stack, bottom first.
    public var viewControllers: [ViewController] { children }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { children.last }

    override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// The top controller's mask if ``forwardsToTop`` and there is one, else this controller's own.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        if forwardsToTop, let top = topViewController { return top.supportedInterfaceOrientations }
        return super.supportedInterfaceOrientations
    }

    /// The top controller's answer if ``forwardsToTop`` and there is one, else this controller's own.
    open override var shouldAutorotate: Bool {
        if forwardsToTop, let top = topViewController { return top.shouldAutorotate }
        return super.shouldAutorotate
    }

    /// Pushes `controller` on top: `willMove(toParent:)`, its appearance (the old top disappears), `didMove`.
    ///
    /// As in UIKit, a push does not re-evaluate the interface orientation; the next device turn does.
    /// - Precondition: `controller` has no parent.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        changeHierarchy(animated: animated) { addChild(controller) }
        controller.didMove(toParent: self)
    }

    /// Pops the top controller unless it is the only one: `willMove(toParent: nil)`, the appearance change,
    /// `didMove(toParent: nil)`.
    /// - Returns: The popped controller, or `nil` if the stack holds one controller or none.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        changeHierarchy(animated: animated) { top.detachFromParent() }
        top.didMove(toParent: nil)
        return top
    }
}
