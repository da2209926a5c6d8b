/// Builds a scenario's controllers from their specs, asking a factory first (``ScenarioRunner/ControllerFactory``).
struct ControllerBuilder<Failure: Error> {
    /// The factory asked first for every controller.
    let make: ScenarioRunner<Failure>.ControllerFactory

    /// Makes the controller for `spec` (the factory's, or the default one with its children) and registers it,
    /// and its children, under their ids.
    ///
    /// - Throws: What the factory throws.
    func build(
        _ spec: ControllerSpec, into registry: inout [String: ViewController], version: IOSVersion
    ) throws(Failure) -> ViewController {
        let controller: ViewController
        if let made = try make(spec) {
            controller = made
        } else {
            controller = try makeDefault(spec, registry: &registry, version: version)
        }
        controller.prefersInterfaceOrientationLocked = spec.prefersInterfaceOrientationLocked
        controller.forwardsOrientationTo = spec.forwardsOrientationTo
        controller.frameInParent = spec.frame
        controller.title = spec.title
        controller.prefersStatusBarHidden = spec.prefersStatusBarHidden
        controller.preferredStatusBarStyle = spec.preferredStatusBarStyle
        controller.prefersHomeIndicatorAutoHidden = spec.prefersHomeIndicatorAutoHidden
        controller.prefersGrabberVisible = spec.prefersGrabberVisible
        (controller as? NavigationController)?.isNavigationBarHidden = spec.navigationBarHidden
        (controller as? NavigationController)?.prefersLargeTitles = spec.prefersLargeTitles
        registry[spec.id] = controller
        return controller
    }

    private func makeDefault(
        _ spec: ControllerSpec, registry: inout [String: ViewController], version: IOSVersion
    ) throws(Failure) -> ViewController {
        var children: [ViewController] = []
        for child in spec.children { children.append(try build(child, into: &registry, version: version)) }
        let masks = spec.supportedOrientations
        let preferred = spec.preferredOrientationForPresentation
        let controller: ViewController =
            switch spec.kind {
            case .content:
                ViewController(
                    id: spec.id, supportedInterfaceOrientations: masks, shouldAutorotate: spec.shouldAutorotate,
                    preferredInterfaceOrientationForPresentation: preferred)
            case .navigation:
                NavigationController(
                    id: spec.id, viewControllers: children, forwardsToTop: spec.forwardsToTop,
                    supportedInterfaceOrientations: masks, shouldAutorotate: spec.shouldAutorotate,
                    preferredInterfaceOrientationForPresentation: preferred)
            case .tabBar:
                TabBarController(
                    id: spec.id, viewControllers: children, selectedIndex: spec.selectedIndex,
                    policy: spec.tabPolicy ?? .default(for: version),
                    supportedInterfaceOrientations: masks, shouldAutorotate: spec.shouldAutorotate,
                    preferredInterfaceOrientationForPresentation: preferred)
            case .container:
                ContainerViewController(
                    id: spec.id, embeddedChildren: children, supportedInterfaceOrientations: masks,
                    shouldAutorotate: spec.shouldAutorotate, preferredInterfaceOrientationForPresentation: preferred)
            case .player:
                PlayerStandInController(
                    id: spec.id, clip: spec.clip ?? "", supportedInterfaceOrientations: masks,
                    shouldAutorotate: spec.shouldAutorotate, preferredInterfaceOrientationForPresentation: preferred)
            case .avPlayerViewController:
                SystemPlayerController(
                    id: spec.id, clip: spec.clip ?? "", videoGravity: spec.videoGravity,
                    entersFullScreenWhenPlaybackBegins: spec.entersFullScreenWhenPlaybackBegins,
                    supportedInterfaceOrientations: masks, shouldAutorotate: spec.shouldAutorotate,
                    preferredInterfaceOrientationForPresentation: preferred)
            case .carousel:
                CarouselViewController(
                    id: spec.id, layout: spec.carouselLayout ?? CenterPagingLayout(itemCount: 1, itemHeight: 0),
                    supportedInterfaceOrientations: masks, shouldAutorotate: spec.shouldAutorotate,
                    preferredInterfaceOrientationForPresentation: preferred)
            }
        controller.definesPresentationContext = spec.definesPresentationContext
        return controller
    }
}
