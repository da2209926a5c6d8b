/// Replays a ``Scenario`` through an ``OrientationSession``.
///
/// The runner builds each controller from its ``ControllerSpec``; a factory can supply a controller instead (the
/// CLI supplies the real video player for kind `player`).
public struct ScenarioRunner {
    /// Makes the controller for a spec, or returns `nil` for the default one. A controller returned for a
    /// `navigation`, `tabBar` or `container` spec must be a ``NavigationController``, ``TabBarController`` or
    /// ``ContainerViewController`` holding the spec's children.
    public typealias ControllerFactory = (ControllerSpec) -> ViewController?
    /// Moves a session's clock forward to a virtual time, in as many slices as it likes; a renderer draws a
    /// frame at each slice.
    public typealias Clock = (OrientationSession, _ until: Double) -> Void

    private let makeController: ControllerFactory
    private let passTime: Clock

    /// Creates a runner that asks `makeController` first for every controller.
    ///
    /// - Parameter passTime: Moves the clock wherever time passes: through a rotation still running before
    ///   each step and after the last, and over a `wait` step. The default advances it in one go, as the
    ///   session itself would.
    public init(
        makeController: @escaping ControllerFactory = { _ in nil },
        passTime: @escaping Clock = { session, until in session.advance(by: max(0, until - session.time)) }
    ) {
        self.makeController = makeController
        self.passTime = passTime
    }

    /// Replays `scenario`: the launch, then each step, stopping after a step that crashes the app.
    ///
    /// - Parameter atEnd: Called with the session after the last step and the rotation it started (a renderer
    ///   draws its last frames there).
    public func run(_ scenario: Scenario, atEnd: (OrientationSession) -> Void = { _ in }) -> ScenarioResult {
        var registry: [String: ViewController] = [:]
        let session = OrientationSession(
            device: scenario.device, app: scenario.app, deviceOrientation: scenario.deviceOrientation,
            rotationLock: scenario.rotationLock, iosVersion: scenario.iosVersion, window: scenario.window,
            root: build(scenario.root, into: &registry, version: scenario.iosVersion))
        var results: [StepResult] = []
        func perform(_ index: Int, _ summary: String, _ action: () -> AppCrash?) {
            let firstEvent = session.events.count
            let previous = session.interfaceOrientation
            let error = action()
            results.append(
                StepResult(
                    index: index, summary: summary,
                    previousOrientation: index == 0 ? session.interfaceOrientation : previous,
                    interfaceOrientation: session.interfaceOrientation, windowSize: session.windowSize,
                    safeAreaInsets: session.safeAreaInsets, traits: session.traitCollection,
                    events: Array(session.events[firstEvent...]), error: error,
                    carousels: registry.values.compactMap { $0 as? CarouselViewController }.sorted { $0.id < $1.id }
                        .map(CarouselState.init)))
        }
        perform(0, "launch") { session.launch() }
        // No time passes here; a renderer sees the launched screen before the first step.
        passTime(session, session.time)
        for (offset, step) in scenario.steps.enumerated() where session.crash == nil {
            perform(offset + 1, summary(of: step, in: session)) {
                // A rotation still running ends before a session step, which would end it at once; here the
                // clock passes through it. A wait passes time itself, and a swipe does not end it.
                if step.endsRunningRotation, let rotation = session.activeTransition {
                    passTime(session, rotation.endTime)
                }
                return apply(step, to: session, registry: &registry)
            }
        }
        if session.crash == nil, let rotation = session.activeTransition { passTime(session, rotation.endTime) }
        atEnd(session)
        return ScenarioResult(device: scenario.device.id, iosVersion: scenario.iosVersion, steps: results)
    }

    private func apply(
        _ step: ScenarioStep, to session: OrientationSession, registry: inout [String: ViewController]
    ) -> AppCrash? {
        switch step {
        case .rotate(let pose):
            return session.rotate(to: pose)
        case .present(let spec, let style, let animated):
            return session.present(
                build(spec, into: &registry, version: session.iosVersion),
                style: style ?? .default(for: session.iosVersion), animated: animated)
        case .dismiss(let animated):
            return session.dismiss(animated: animated)
        case .push(let spec, let navigation, let animated):
            return session.push(
                build(spec, into: &registry, version: session.iosVersion), on: lookUp(navigation, in: registry),
                animated: animated)
        case .pop(let navigation, let animated):
            return session.pop(lookUp(navigation, in: registry), animated: animated)
        case .select(let index, let tabBar):
            return session.selectTab(index, on: lookUp(tabBar, in: registry))
        case .addChild(let spec, let container, let callDidMove):
            let child = build(spec, into: &registry, version: session.iosVersion)
            return session.addChild(
                child, to: lookUp(container, in: registry) as ViewController, callDidMove: callDidMove)
        case .removeChild(let child, let callWillMove):
            return session.removeChild(lookUp(child, in: registry), callWillMove: callWillMove)
        case .rotationLock(let isLocked):
            return session.setRotationLock(isLocked)
        case .wait(let seconds):
            passTime(session, session.time + seconds)
            return nil
        case .swipe(let carousel, let velocity):
            (lookUp(carousel, in: registry) as CarouselViewController).swipe(velocity: velocity)
            return nil
        case .setSupportedOrientations(let mask, .appDelegate):
            return session.setSupportedOrientations(mask, on: nil)
        case .setSupportedOrientations(let mask, .sceneDelegate):
            return session.setSceneDelegateOrientations(mask)
        case .setSupportedOrientations(let mask, .controller(let id)):
            return session.setSupportedOrientations(mask, on: lookUp(id, in: registry) as ViewController)
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            return session.setNeedsUpdateOfSupportedInterfaceOrientations()
        case .attemptRotationToDeviceOrientation:
            return session.attemptRotationToDeviceOrientation()
        case .requestGeometryUpdate(let mask):
            return session.requestGeometryUpdate(mask)
        case .forceDeviceOrientation(let pose):
            return session.forceDeviceOrientation(pose)
        case .resizeWindow(let size):
            return session.resizeWindow(to: size)
        case .moveWindow(let origin):
            return session.moveWindow(to: origin)
        }
    }

    private func summary(of step: ScenarioStep, in session: OrientationSession) -> String {
        switch step {
        case .rotate(let pose): "rotate \(pose.name)"
        case .present(let spec, let style, _):
            "present \(spec.id) (\((style ?? .default(for: session.iosVersion)).rawValue))"
        case .dismiss: session.presentedControllers.last.map { "dismiss \($0.id)" } ?? "dismiss (nothing presented)"
        case .push(let spec, let navigation, _): "push \(spec.id) on \(navigation)"
        case .pop(let navigation, _): "pop \(navigation)"
        case .select(let index, let tabBar): "select \(index) on \(tabBar)"
        case .addChild(let spec, let container, let callDidMove):
            "addChild \(spec.id) to \(container)" + (callDidMove ? "" : " (no didMove)")
        case .removeChild(let child, let callWillMove): "removeChild \(child)" + (callWillMove ? "" : " (no willMove)")
        case .rotationLock(let isLocked): "rotationLock \(isLocked ? "on" : "off")"
        case .wait(let seconds): "wait \(seconds)"
        case .swipe(let carousel, let velocity): "swipe \(carousel) velocity \(PointFormat.string(velocity))"
        case .setSupportedOrientations(let mask, let owner):
            switch owner {
            case .appDelegate: "setSupportedOrientations \(mask) on app"
            case .sceneDelegate: "setSupportedOrientations \(mask) on scene"
            case .controller(let id): "setSupportedOrientations \(mask) on \(id)"
            }
        case .setNeedsUpdateOfSupportedInterfaceOrientations(let id):
            "setNeedsUpdateOfSupportedInterfaceOrientations \(id)"
        case .attemptRotationToDeviceOrientation: "attemptRotationToDeviceOrientation"
        case .requestGeometryUpdate(let mask): "requestGeometryUpdate \(mask)"
        case .forceDeviceOrientation(let pose): "forceDeviceOrientation \(pose.name)"
        case .resizeWindow(let size): "resizeWindow \(size)"
        case .moveWindow(let origin): "moveWindow \(origin)"
        }
    }

    /// The controller registered under `id`, as the type the step needs.
    /// - Precondition: The parser checked the id and kind; a factory returned a controller of the spec's class.
    private func lookUp<Controller: ViewController>(_ id: String, in registry: [String: ViewController]) -> Controller {
        guard let controller = registry[id] as? Controller else {
            preconditionFailure("\(id) is not a \(Controller.self); the factory must return the kind's class")
        }
        return controller
    }

    private func build(
        _ spec: ControllerSpec, into registry: inout [String: ViewController], version: IOSVersion
    ) -> ViewController {
        let controller = makeController(spec) ?? makeDefault(spec, registry: &registry, version: version)
        controller.prefersInterfaceOrientationLocked = spec.prefersInterfaceOrientationLocked
        controller.forwardsOrientationTo = spec.forwardsOrientationTo
        controller.frameInParent = spec.frame
        registry[spec.id] = controller
        return controller
    }

    private func makeDefault(
        _ spec: ControllerSpec, registry: inout [String: ViewController], version: IOSVersion
    ) -> ViewController {
        var children: [ViewController] = []
        for child in spec.children { children.append(build(child, into: &registry, version: version)) }
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

extension ScenarioStep {
    /// Whether the session lets a running rotation finish before this step (every session step does; a wait and
    /// a swipe do not).
    fileprivate var endsRunningRotation: Bool {
        switch self {
        case .wait, .swipe: false
        default: true
        }
    }
}
