/// A custom container that embeds its initial children when its view loads, the storyboard embed path.
///
/// It decides orientation by itself: UIKit never asks embedded children. Children added later by code go through
/// ``ViewController/addChild(_:)`` and ``ViewController/addChildView(_:)``, with `didMove(toParent:)` left to the
/// caller as in UIKit.
open class ContainerViewController: ViewController {
    private var childrenToEmbed: [ViewController]

    /// Creates a container that embeds `embeddedChildren` when its view loads.
    public init(
        id: String, embeddedChildren: [ViewController], supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        shouldAutorotate: Bool = true, preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        definesPresentationContext: Bool = false
    ) {
        self.childrenToEmbed = embeddedChildren
        super.init(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation,
            definesPresentationContext: definesPresentationContext)
    }

    override var childrenAwaitingLoad: [ViewController] { childrenToEmbed }

    /// The embed segue: `addChild` (which calls `willMove`), the child's view loads into ours, `didMove`.
    override func embedChildrenAtLoad() {
        let embedding = childrenToEmbed
        childrenToEmbed = []
        for child in embedding {
            addChild(child)
            child.isViewInParent = true
            child.loadViewIfNeeded()
            child.didMove(toParent: self)
        }
    }
}
