/// The steps that change a container's children, and the queries over the controller hierarchy: who presents,
/// what is loaded, what is on screen.
extension OrientationSession {
    /// Pushes `controller` on `navigation` (see ``NavigationController/pushViewController(_:animated:)``).
    @discardableResult
    public func push(
        _ controller: ViewController, on navigation: NavigationController, animated: Bool = true
    ) -> AppCrash? {
        guard beginStep() else { return crash }
        navigation.pushViewController(controller, animated: animated)
        publishSupportedOrientations()
        return nil
    }

    /// Pops `navigation`'s top controller (see ``NavigationController/popViewController(animated:)``).
    @discardableResult
    public func pop(_ navigation: NavigationController, animated: Bool = true) -> AppCrash? {
        guard beginStep() else { return crash }
        navigation.popViewController(animated: animated)
        publishSupportedOrientations()
        return nil
    }

    /// Selects tab `index` of `tabBar` (see ``TabBarController/selectTab(at:)``).
    @discardableResult
    public func selectTab(_ index: Int, on tabBar: TabBarController) -> AppCrash? {
        guard beginStep() else { return crash }
        tabBar.selectTab(at: index)
        publishSupportedOrientations()
        return nil
    }

    /// The code path of a custom container adding a child: `addChild` (which calls `willMove(toParent:)`), add the
    /// view, and `didMove(toParent:)` only if `callDidMove`.
    @discardableResult
    public func addChild(
        _ child: ViewController, to container: ViewController, callDidMove: Bool
    ) -> AppCrash? {
        guard beginStep() else { return crash }
        container.addChild(child)
        container.addChildView(child)
        if callDidMove { child.didMove(toParent: container) }
        return nil
    }

    /// The code path of a custom container removing a child: `willMove(toParent: nil)` only if `callWillMove`,
    /// remove the view, `removeFromParent()` (which calls `didMove(toParent: nil)`).
    @discardableResult
    public func removeChild(_ child: ViewController, callWillMove: Bool) -> AppCrash? {
        guard beginStep() else { return crash }
        if callWillMove { child.willMove(toParent: nil) }
        child.removeViewFromSuperview()
        child.removeFromParent()
        return nil
    }

    // MARK: - Queries

    func presentingController(for style: PresentationStyle) -> ViewController {
        let top = presentationChain.last!
        guard style == .currentContext || style == .overCurrentContext else { return top }
        return subtree(of: top).last { $0.definesPresentationContext && $0.presentedViewController == nil } ?? top
    }

    /// `controller` and, depth first, the children that show with it.
    func subtree(of controller: ViewController) -> [ViewController] {
        [controller] + controller.visibleChildren.flatMap(subtree(of:))
    }

    /// Every loaded controller of the scene's windows: each element of the main window's presentation chain with
    /// the children that show with it, including presenters hidden under a full-screen presentation (UIKit still
    /// tells them about size changes), then each added window's root with its children.
    public var windowHierarchy: [ViewController] {
        (presentationChain.flatMap(subtree(of:)) + addedWindowControllers).filter(\.isViewLoaded)
    }

    /// The controllers that are on screen, in order: the main window's, then each added window's.
    public var visibleControllers: [ViewController] {
        guard isLaunched else { return [] }
        var visible: [ViewController] = []
        for controller in presentationChain {
            if controller !== root {
                switch controller.modalPresentationStyle {
                case .fullScreen:
                    visible.removeAll()
                case .currentContext:
                    let covered = controller.presentingViewController.map(subtree(of:)) ?? []
                    visible.removeAll { candidate in covered.contains { $0 === candidate } }
                default:
                    break
                }
            }
            visible += subtree(of: controller)
        }
        return visible + addedWindowControllers
    }
}
