/// Tabs of which only the selected one shows; how it answers for orientation is its ``policy``.
///
/// Mirrors UIKit's `UITabBarController`.
open class TabBarController: ViewController {
    /// How the mask and `shouldAutorotate` are derived from the tabs.
    public let policy: TabBarPolicy
    /// The index of the selected tab.
    public private(set) var selectedIndex: Int

    /// Creates a tab bar controller; the tabs become children without any callback, as before launch.
    /// - Parameters:
    ///   - policy: See ``TabBarPolicy``.
    ///   - supportedInterfaceOrientations: Its own mask under ``TabBarPolicy/idiomDefault``, or `nil` for the idiom
    ///     default.
    /// - Precondition: `selectedIndex` is a valid index of `viewControllers`, or 0 when there are none.
    public init(
        id: String, viewControllers: [ViewController], selectedIndex: Int = 0, policy: TabBarPolicy = .intersection,
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil, shouldAutorotate: Bool = true,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        definesPresentationContext: Bool = false
    ) {
        precondition(viewControllers.indices.contains(selectedIndex) || selectedIndex == 0, "no tab \(selectedIndex)")
        self.policy = policy
        self.selectedIndex = selectedIndex
        super.init(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation,
            definesPresentationContext: definesPresentationContext)
        adoptChildren(viewControllers)
    }

    /// The tabs, in order.
    public var viewControllers: [ViewController] { children }

    /// The selected tab, if there are any.
    public var selectedViewController: ViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    override var visibleChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    override var selectedChild: ViewController? { selectedViewController }

    /// The forwarded child's answer when ``ViewController/forwardsOrientationTo`` is set; else under
    /// ``TabBarPolicy/intersection`` the orientations every tab allows, under ``TabBarPolicy/selected`` the
    /// selected tab's, otherwise (or without tabs) its own.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        if forwardsOrientationTo != nil { return super.supportedInterfaceOrientations }
        switch policy {
        case .intersection where !children.isEmpty:
            return children.reduce(InterfaceOrientationMask.all) { $0.intersection($1.supportedInterfaceOrientations) }
        case .selected where selectedViewController != nil:
            return selectedViewController!.supportedInterfaceOrientations
        default:
            return super.supportedInterfaceOrientations
        }
    }

    /// Under ``TabBarPolicy/intersection`` whether every tab autorotates; under ``TabBarPolicy/selected`` the
    /// selected tab's answer; otherwise its own.
    open override var shouldAutorotate: Bool {
        if forwardsOrientationTo != nil { return super.shouldAutorotate }
        switch policy {
        case .intersection where !children.isEmpty: return children.allSatisfy(\.shouldAutorotate)
        case .selected where selectedViewController != nil: return selectedViewController!.shouldAutorotate
        default: return super.shouldAutorotate
        }
    }

    /// Selects tab `index`: the old tab disappears and the new one appears (loading it the first time).
    ///
    /// As in UIKit, a tab change does not re-evaluate the interface orientation; the next device turn does.
    /// - Precondition: `index` is a valid tab index.
    public func selectTab(at index: Int) {
        precondition(children.indices.contains(index), "no tab \(index)")
        guard index != selectedIndex else { return }
        changeHierarchy(animated: false) { selectedIndex = index }
    }
}
