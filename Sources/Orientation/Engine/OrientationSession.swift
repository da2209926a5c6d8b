/// A simulated app on a device: the window's controller hierarchy, UIKit's orientation decisions, the callbacks
/// they cause, and a virtual clock.
///
/// ```swift
/// let session = OrientationSession(device: DeviceCatalog.device(id: "iphone-15")!, root: home)
/// session.launch()
/// session.present(player, style: .fullScreen)   // rotates to the player's preferred orientation
/// session.advance(by: 0.3)                       // the rotation's completions run
/// session.events                                 // every callback, in order, with its virtual time
/// ```
///
/// Every step method first lets a rotation still running finish (advancing the clock to its end), then acts.
/// A step that UIKit would answer with `UIApplicationInvalidInterfaceOrientation` (or a launch that fails UIKit's
/// iOS 27 scene life-cycle assertion) returns that ``AppCrash``, stores it in ``crash``, and changes nothing; the
/// app has crashed, so every later step does nothing and returns it again.
///
/// ## Topics
/// - ``launch()``, ``rotate(to:)``, ``present(_:style:animated:)``, ``dismiss(animated:)``,
///   ``push(_:on:animated:)``, ``pop(_:animated:)``, ``selectTab(_:on:)``, ``addChild(_:to:callDidMove:)``,
///   ``removeChild(_:callWillMove:)``, ``setRotationLock(_:)``, ``advance(by:)``
/// - ``setSupportedOrientations(_:on:)``, ``setSceneDelegateOrientations(_:)``,
///   ``setNeedsUpdateOfSupportedInterfaceOrientations()``,
///   ``attemptRotationToDeviceOrientation()``, ``requestGeometryUpdate(_:)``, ``forceDeviceOrientation(_:)``
/// - ``iosVersion``: the release whose rules apply (``UIKitChange``)
/// - ``window``, ``resizeWindow(to:)``, ``moveWindow(to:)``: iPad windows (Split View, Slide Over, Stage Manager,
///   iPadOS 26's windowed apps)
/// - ``rotationDecision(for:)``, ``supportedOrientations(decidedBy:)``, ``appOrientations``
public final class OrientationSession {
    /// The simulated device.
    public let device: DeviceModel
    /// The app's Info.plist keys and delegates' answers (the answers can change at run time).
    public internal(set) var app: AppConfiguration
    /// The iOS release whose UIKit rules apply.
    public let iosVersion: IOSVersion
    /// The window's root controller.
    public let root: ViewController
    /// Seconds a quarter turn takes (0.3; a half turn takes twice as long).
    public let quarterTurnDuration: Double

    /// The physical pose of the device.
    public private(set) var deviceOrientation: DeviceOrientation
    /// The last pose reported to the app (frozen while the rotation lock is on).
    public private(set) var reportedDeviceOrientation: DeviceOrientation
    /// Whether the user's rotation lock is on.
    public private(set) var isRotationLocked: Bool
    /// The orientation the interface is drawn in (portrait until launch).
    public private(set) var interfaceOrientation: InterfaceOrientation = .portrait
    /// The virtual time in seconds since launch.
    public private(set) var time: Double = 0
    /// Every callback and recorded event so far, in order.
    public private(set) var events: [Event] = []
    /// The rotation in progress, if any.
    public private(set) var activeTransition: TransitionCoordinator?
    /// Why the app crashed, if it did.
    public private(set) var crash: AppCrash?
    /// Whether ``launch()`` ran.
    public private(set) var isLaunched = false
    /// The presented controllers, bottom first.
    public private(set) var presentedControllers: [ViewController] = []
    /// The app's window on the screen (full screen until launch places the requested window).
    public internal(set) var window: WindowPlacement
    /// The window the scenario asks for at launch, in the launch orientation's frame, or `nil` for full screen.
    public let requestedWindow: WindowPlacement?

    /// The controller whose rotation callback is being delivered, so a coordinator knows who registered a block.
    var currentRecipient: ViewController?
    /// Controllers whose views loaded during the current hierarchy change; they start in the new geometry.
    private var newlyLoaded: [ViewController] = []

    /// Creates a session; nothing happens until ``launch()``.
    /// - Parameters:
    ///   - device: The simulated device.
    ///   - app: The app's orientation settings.
    ///   - deviceOrientation: The initial pose (reported at launch even with the lock on: it is the pose the device
    ///     was locked in).
    ///   - rotationLock: Whether the user's rotation lock is on (on an iPhone, the device then reports portrait).
    ///   - iosVersion: The release whose rules apply.
    ///   - window: The iPad window to launch in (in the frame of the interface orientation the device's pose gives),
    ///     or `nil` for full screen.
    ///   - root: The window's root controller.
    ///   - quarterTurnDuration: Seconds per 90 degrees.
    public init(
        device: DeviceModel, app: AppConfiguration = AppConfiguration(),
        deviceOrientation: DeviceOrientation = .portrait,
        rotationLock: Bool = false, iosVersion: IOSVersion = .newest, window: WindowPlacement? = nil,
        root: ViewController, quarterTurnDuration: Double = 0.3
    ) {
        self.device = device
        self.app = app
        self.iosVersion = iosVersion
        self.root = root
        self.deviceOrientation = deviceOrientation
        self.reportedDeviceOrientation = rotationLock && device.idiom == .phone ? .portrait : deviceOrientation
        self.isRotationLocked = rotationLock
        self.quarterTurnDuration = quarterTurnDuration
        self.requestedWindow = window
        self.window = .fullScreen(on: device, in: .portrait)
    }

    // MARK: - Geometry

    /// The window size in points, in the interface orientation's upright frame.
    public var windowSize: Size {
        window.mode == .fullScreen ? device.windowSize(in: interfaceOrientation) : window.frame.size
    }
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets { window.safeAreaInsets(on: device, in: interfaceOrientation) }
    /// The window's size classes.
    public var traitCollection: TraitCollection { window.traitCollection(on: device, in: interfaceOrientation) }
    /// Whether the app runs in a window that is not full screen, where UIKit ignores its orientation masks.
    public var isWindowed: Bool { !window.fillsScreen(on: device, in: interfaceOrientation) }

    // MARK: - Decisions

    /// The root followed by the presented controllers, bottom first.
    public var presentationChain: [ViewController] { [root] + presentedControllers }

    /// The controller UIKit asks: the topmost presented controller that fills the window, else the root.
    public var decidingController: ViewController {
        presentedControllers.last { $0.modalPresentationStyle.fillsWindow } ?? root
    }

    /// Whether UIKit consults view controllers at all: not for an iPad app that supports multitasking.
    public var consultsViewControllers: Bool { !app.supportsMultitasking(on: device.idiom) }

    /// The app's mask under this session's version: the scene delegate's, the app delegate's or the Info.plist's
    /// (``AppConfiguration/orientations(for:on:)``).
    public var appOrientations: InterfaceOrientationMask { app.orientations(for: device.idiom, on: iosVersion) }

    /// The effective mask when `decider` decides: app ∩ controller ∩ device.
    /// - Returns: The mask, or the invalid-orientation error if the controller's mask or the intersection is empty.
    public func supportedOrientations(
        decidedBy decider: ViewController
    ) -> Result<InterfaceOrientationMask, InvalidInterfaceOrientation> {
        let appMask = appOrientations
        let controllerMask = consultsViewControllers ? decider.supportedInterfaceOrientations : .all
        if controllerMask.isEmpty {
            return .failure(InvalidInterfaceOrientation(controller: decider.id, reason: .emptySupportedOrientations))
        }
        let effective = appMask.intersection(controllerMask).intersection(device.supportedOrientations)
        if effective.isEmpty {
            return .failure(
                InvalidInterfaceOrientation(
                    controller: decider.id,
                    reason: .noCommonOrientation(
                        app: appMask, controller: controllerMask, device: device.supportedOrientations)))
        }
        return .success(effective)
    }

    /// What UIKit decides if the device reports `pose` now (ignoring the rotation lock).
    public func rotationDecision(for pose: DeviceOrientation) -> RotationDecision {
        guard let target = pose.interfaceOrientation else { return .stay(.notAnInterfaceOrientation) }
        let decider = decidingController
        if consultsViewControllers, !iosVersion.has(.shouldAutorotateIgnored), !decider.shouldAutorotate {
            return .stay(.shouldNotAutorotate)
        }
        switch supportedOrientations(decidedBy: decider) {
        case .failure(let error):
            return .invalid(error)
        case .success(let mask):
            guard mask.contains(target) else { return .stay(.notSupported) }
            return target == interfaceOrientation ? .stay(.alreadyThere) : .rotate(to: target)
        }
    }

    // MARK: - Steps

    /// Launches the app: picks the launch orientation (the device's if the root allows it, else the first allowed)
    /// and makes the root hierarchy appear. An app without the scene life cycle gets UIKit's log line as a `warning`
    /// event from iOS 18.4; from iOS 27 it fails to launch (``AppCrash/sceneLifecycleRequired``) and nothing appears.
    /// - Returns: Why the app would crash at launch, if it would.
    /// - Precondition: Not launched yet.
    @discardableResult
    public func launch() -> AppCrash? {
        precondition(!isLaunched, "the session is already launched")
        if !app.hasSceneManifest {
            if iosVersion.has(.sceneLifecycleRequired) {
                isLaunched = true
                crash = .sceneLifecycleRequired
                return crash
            }
            if let line = sceneLifecycleLogLine { warn(line, from: "app") }
        }
        attach(root)
        if placeRequestedWindow() {
            interfaceOrientation = reportedDeviceOrientation.interfaceOrientation ?? .portrait
            warnIfMaskIgnored(for: interfaceOrientation)
            changeHierarchy(animated: false, rotatingTo: nil) { isLaunched = true }
            return nil
        }
        switch supportedOrientations(decidedBy: root) {
        case .failure(let error):
            if let crash = fail(with: error) { return crash }
            interfaceOrientation = reportedDeviceOrientation.interfaceOrientation ?? .portrait
        case .success(let mask):
            interfaceOrientation = firstAllowed(in: mask, candidates: [reportedDeviceOrientation.interfaceOrientation])
        }
        changeHierarchy(animated: false, rotatingTo: nil) { isLaunched = true }
        return nil
    }

    /// What UIKit logs at the launch of an app without the scene life cycle, before it becomes a launch failure in
    /// iOS 27 (TN3187's wording), or `nil` before iOS 18.4.
    private var sceneLifecycleLogLine: String? {
        if iosVersion.has(.sceneLifecycleSoonRequiredWarning) {
            "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."
        } else if iosVersion.has(.sceneLifecycleWarning) {
            "This process does not adopt UIScene lifecycle. This will become an assert in a future version."
        } else {
            nil
        }
    }

    /// The device turns to `pose`; the interface follows if the pose is reported and UIKit allows it. Turning to
    /// the pose the device already has, and UIDevice already reports, changes nothing: UIDevice reports changes.
    @discardableResult
    public func rotate(to pose: DeviceOrientation) -> AppCrash? {
        guard beginStep() else { return crash }
        guard pose != deviceOrientation || (!isRotationLocked && pose != reportedDeviceOrientation) else { return nil }
        deviceOrientation = pose
        guard !isRotationLocked else { return nil }
        reportedDeviceOrientation = pose
        return followReportedPose()
    }

    /// Turns the rotation lock on or off; turning it off reports the current pose at once.
    ///
    /// On an iPad this is Lock Rotation: the reported pose freezes. On an iPhone it is Portrait Orientation Lock:
    /// while it is on the device reports portrait, so an app that allows portrait returns to it.
    @discardableResult
    public func setRotationLock(_ isLocked: Bool) -> AppCrash? {
        guard beginStep() else { return crash }
        isRotationLocked = isLocked
        if isLocked {
            guard device.idiom == .phone, reportedDeviceOrientation != .portrait else { return nil }
            reportedDeviceOrientation = .portrait
        } else {
            reportedDeviceOrientation = deviceOrientation
        }
        return followReportedPose()
    }

    /// Presents `controller` over the top of the presentation chain (or over the controller defining the
    /// presentation context, for the context styles).
    ///
    /// A style that fills the window makes `controller` decide: it appears in its preferred orientation if it has
    /// one, else the current one if allowed, else the device's, else the first allowed; the controllers beneath
    /// rotate with it.
    /// - Returns: The crash if the preferred orientation is not allowed or no orientation is.
    /// - Precondition: `controller` is in no hierarchy.
    @discardableResult
    public func present(
        _ controller: ViewController, style: PresentationStyle = .fullScreen, animated: Bool = true
    ) -> AppCrash? {
        guard beginStep() else { return crash }
        precondition(
            controller.parent == nil && controller.presentingViewController == nil, "\(controller.id) is in use")
        attach(controller)
        var target: InterfaceOrientation?
        if style.fillsWindow, !isWindowed {
            switch presentationOrientation(for: controller) {
            case .failure(let error):
                if let crash = fail(with: error) {
                    detach(controller)
                    return crash
                }
            case .success(let orientation):
                target = orientation
            }
        }
        let presenter = presentingController(for: style)
        changeHierarchy(animated: animated, rotatingTo: target) {
            controller.modalPresentationStyle = style
            controller.presentingViewController = presenter
            presenter.presentedViewController = controller
            presentedControllers.append(controller)
        }
        return nil
    }

    /// Dismisses the topmost presented controller (nothing happens if none is presented).
    ///
    /// If it filled the window, the controller beneath decides again: the device's orientation if allowed, else
    /// the current one, else the first allowed.
    /// - Returns: The crash if the controller beneath allows no orientation.
    @discardableResult
    public func dismiss(animated: Bool = true) -> AppCrash? {
        guard beginStep() else { return crash }
        guard let top = presentedControllers.last else { return nil }
        var target: InterfaceOrientation?
        if top.modalPresentationStyle.fillsWindow, !isWindowed {
            let beneath = presentedControllers.dropLast().last { $0.modalPresentationStyle.fillsWindow } ?? root
            switch supportedOrientations(decidedBy: beneath) {
            case .failure(let error):
                if let crash = fail(with: error) { return crash }
            case .success(let mask):
                target = firstAllowed(
                    in: mask, candidates: [reportedDeviceOrientation.interfaceOrientation, interfaceOrientation])
            }
        }
        changeHierarchy(animated: animated, rotatingTo: target) {
            presentedControllers.removeLast()
            top.presentingViewController?.presentedViewController = nil
            top.presentingViewController = nil
        }
        detach(top)
        return nil
    }

    /// Pushes `controller` on `navigation` (see ``NavigationController/pushViewController(_:animated:)``).
    @discardableResult
    public func push(
        _ controller: ViewController, on navigation: NavigationController, animated: Bool = true
    ) -> AppCrash? {
        guard beginStep() else { return crash }
        navigation.pushViewController(controller, animated: animated)
        return nil
    }

    /// Pops `navigation`'s top controller (see ``NavigationController/popViewController(animated:)``).
    @discardableResult
    public func pop(_ navigation: NavigationController, animated: Bool = true) -> AppCrash? {
        guard beginStep() else { return crash }
        navigation.popViewController(animated: animated)
        return nil
    }

    /// Selects tab `index` of `tabBar` (see ``TabBarController/selectTab(at:)``).
    @discardableResult
    public func selectTab(_ index: Int, on tabBar: TabBarController) -> AppCrash? {
        guard beginStep() else { return crash }
        tabBar.selectTab(at: index)
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

    /// Advances the virtual clock by `seconds`: a rotation that ends in that time runs its completions at its end
    /// time, and controllers in the window hierarchy hear ``ViewController/clockDidAdvance(from:to:)``.
    /// - Precondition: `seconds` is not negative.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "time only moves forward")
        let end = time + seconds
        if let transition = activeTransition, transition.endTime <= end {
            advanceClock(to: transition.endTime)
            activeTransition = nil
            transition.complete()
        }
        advanceClock(to: end)
    }

    // MARK: - Engine

    /// Sets the pose UIDevice reports without the device turning (the `setValue(_:forKey:)` trick).
    func setReportedDeviceOrientation(_ pose: DeviceOrientation) {
        reportedDeviceOrientation = pose
    }

    /// Appends `event` to the log.
    func append(_ event: Event) {
        events.append(event)
    }

    /// Records a `warning` event from `source` (a controller's id, `app` or `window`) carrying `message`.
    func warn(_ message: String, from source: String) {
        append(Event(time: time, controller: source, name: "warning", args: [.init("message", .string(message))]))
    }

    /// Makes `controller` and its subtree part of this session.
    func attach(_ controller: ViewController) {
        controller.session = self
        for child in controller.children { attach(child) }
    }

    /// Takes `controller` and its subtree out of this session, so they record nothing more.
    private func detach(_ controller: ViewController) {
        controller.session = nil
        for child in controller.children { detach(child) }
    }

    /// Refuses the step if the app crashed; otherwise lets a running rotation finish first.
    func beginStep() -> Bool {
        precondition(isLaunched, "launch() the session first")
        guard crash == nil else { return false }
        if let transition = activeTransition { advance(by: max(transition.endTime - time, 0)) }
        return true
    }

    func followReportedPose() -> AppCrash? {
        if isWindowed {
            followPoseInWindow()
            return nil
        }
        if isOrientationLockedByPreference { return nil }
        switch rotationDecision(for: reportedDeviceOrientation) {
        case .rotate(let target):
            rotateInterface(to: target, participants: windowHierarchy)
        case .stay:
            break
        case .invalid(let error):
            return fail(with: error)
        }
        return nil
    }

    /// Handles an invalid-orientation error: a crash through iOS 12 and for a preferred orientation outside the
    /// mask; from iOS 13 an empty mask keeps the current orientation and records a `warning` event instead
    /// (`-[UIWindowScene _currentlySupportedInterfaceOrientations]` falls back to the current orientation).
    /// - Returns: The crash if the app crashed, `nil` if it carries on.
    func fail(with error: InvalidInterfaceOrientation) -> AppCrash? {
        let isEmptyMask =
            if case .preferredOrientationNotSupported = error.reason { false } else { true }
        if isEmptyMask, iosVersion.has(.emptyMaskKeepsOrientation) {
            let message =
                switch error.reason {
                case .noCommonOrientation(let app, let controller, let device):
                    "empty mask: app \(app) ∩ controller \(controller) ∩ device \(device); keeping \(interfaceOrientation.name)"
                default:
                    "empty mask: \(error.controller) supports no orientation; keeping \(interfaceOrientation.name)"
                }
            warn(message, from: error.controller)
            return nil
        }
        crash = .invalidInterfaceOrientation(error)
        return crash
    }

    private func presentationOrientation(
        for controller: ViewController
    ) -> Result<InterfaceOrientation, InvalidInterfaceOrientation> {
        supportedOrientations(decidedBy: controller).flatMap { mask in
            if consultsViewControllers, let preferred = controller.preferredInterfaceOrientationForPresentation {
                guard mask.contains(preferred) else {
                    return .failure(
                        InvalidInterfaceOrientation(
                            controller: controller.id,
                            reason: .preferredOrientationNotSupported(preferred: preferred, supported: mask)))
                }
                return .success(preferred)
            }
            return .success(
                firstAllowed(
                    in: mask, candidates: [interfaceOrientation, reportedDeviceOrientation.interfaceOrientation]))
        }
    }

    /// The first candidate in `mask`, else the first of the fallback order in it.
    /// - Precondition: `mask` is not empty.
    func firstAllowed(
        in mask: InterfaceOrientationMask, candidates: [InterfaceOrientation?]
    ) -> InterfaceOrientation {
        if let candidate = candidates.compactMap({ $0 }).first(where: mask.contains) { return candidate }
        guard let fallback = mask.firstAllowed else { preconditionFailure("empty mask") }
        return fallback
    }

    private func presentingController(for style: PresentationStyle) -> ViewController {
        let top = presentationChain.last!
        guard style == .currentContext || style == .overCurrentContext else { return top }
        return subtree(of: top).last { $0.definesPresentationContext && $0.presentedViewController == nil } ?? top
    }

    /// `controller` and, depth first, the children that show with it.
    private func subtree(of controller: ViewController) -> [ViewController] {
        [controller] + controller.visibleChildren.flatMap(subtree(of:))
    }

    /// Every loaded controller of the window: each element of the presentation chain with the children that show
    /// with it, including presenters hidden under a full-screen presentation (UIKit still tells them about size
    /// changes).
    public var windowHierarchy: [ViewController] {
        presentationChain.flatMap(subtree(of:)).filter(\.isViewLoaded)
    }

    /// The controllers that are on screen, in order.
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
        return visible
    }

    /// Loads `controller`'s view in the current geometry: embeds initial children, then `viewDidLoad`.
    func loadView(of controller: ViewController) {
        controller.isViewLoaded = true
        controller.viewSize = windowSize
        controller.traitCollection = traitCollection
        newlyLoaded.append(controller)
        controller.embedChildrenAtLoad()
        controller.viewDidLoad()
    }

    /// Runs `mutate` and the appearance callbacks it causes, rotating the interface to `target` on the way.
    ///
    /// Order: views load (in the new geometry), `viewWillDisappear` for what leaves the screen, `viewWillAppear` for
    /// what enters it, the rotation of the controllers that were already loaded, then for each appearing
    /// controller its safe-area and layout callbacks, `viewDidDisappear`, `viewDidAppear`.
    func changeHierarchy(animated: Bool, rotatingTo target: InterfaceOrientation?, _ mutate: () -> Void) {
        if let transition = activeTransition { advance(by: max(transition.endTime - time, 0)) }
        let before = visibleControllers
        mutate()
        let outerLoaded = newlyLoaded
        newlyLoaded = []
        let loadOrientation = interfaceOrientation
        if let target { interfaceOrientation = target }
        var after = visibleControllers
        while let unloaded = after.first(where: { !$0.isViewLoaded }) {
            loadView(of: unloaded)
            after = visibleControllers
        }
        interfaceOrientation = loadOrientation
        let loaded = newlyLoaded
        newlyLoaded = outerLoaded + loaded
        let disappearing = before.filter { old in !after.contains { $0 === old } }
        let appearing = after.filter { new in !before.contains { $0 === new } }
        for controller in disappearing { controller.viewWillDisappear(animated) }
        for controller in appearing { controller.viewWillAppear(animated) }
        if iosVersion.has(.viewIsAppearing) {
            for controller in appearing { controller.viewIsAppearing(animated) }
        }
        var rotated: [ViewController] = []
        if let target, target != interfaceOrientation {
            rotated = windowHierarchy.filter { old in !loaded.contains { $0 === old } }
            rotateInterface(to: target, participants: rotated, animated: animated)
        }
        // An appearing view gets a layout pass, unless the rotation just gave it one.
        applyGeometry(to: appearing.filter { new in !rotated.contains { $0 === new } }, forceLayout: true)
        for controller in disappearing { controller.viewDidDisappear(animated) }
        for controller in appearing { controller.viewDidAppear(animated) }
        newlyLoaded = outerLoaded
    }

    /// Rotates the interface: `willTransition` where traits change, `viewWillTransition`, then inside the
    /// animation the new traits, safe areas and layout, then the alongside animations. A rotation caused by a
    /// non-animated presentation or dismissal takes no time, as UIKit's coordinator then reports a zero duration.
    func rotateInterface(to target: InterfaceOrientation, participants: [ViewController], animated: Bool = true) {
        transition(
            to: target, window: window.rotated(to: target, on: device), participants: participants,
            duration: animated ? quarterTurnDuration * Double(interfaceOrientation.quarterTurns(to: target)) : 0)
    }

    /// Changes the window's geometry to `newWindow` in `target` (a rotation, or a resize when `target` is the
    /// current orientation): `willTransition` where traits change, `viewWillTransition` if the size changes, then
    /// the new traits, safe areas and layout, then the alongside animations.
    func transition(
        to target: InterfaceOrientation, window newWindow: WindowPlacement, participants: [ViewController],
        duration: Double
    ) {
        let toSize =
            newWindow.mode == .fullScreen ? device.windowSize(in: target) : newWindow.frame.size
        let coordinator = TransitionCoordinator(
            session: self, from: interfaceOrientation, to: target, fromSize: windowSize, toSize: toSize,
            duration: duration)
        activeTransition = coordinator
        let newTraits = newWindow.traitCollection(on: device, in: target)
        for controller in participants where controller.traitCollection != newTraits {
            deliver(to: controller) { controller.willTransition(to: newTraits, with: coordinator) }
        }
        if toSize != windowSize || target != interfaceOrientation {
            let sheetSizes = sheetViewSizes(
                windowSize: toSize, safeArea: newWindow.safeAreaInsets(on: device, in: target), traits: newTraits)
            for controller in participants {
                let size = sheetSizes[ObjectIdentifier(controller)] ?? coordinator.toSize
                deliver(to: controller) { controller.viewWillTransition(to: size, with: coordinator) }
            }
        }
        interfaceOrientation = target
        window = newWindow
        applyGeometry(to: participants, forceLayout: false)
        coordinator.runAlongsideAnimations()
        if coordinator.transitionDuration == 0 {
            activeTransition = nil
            coordinator.complete()
        }
    }

    /// Brings `controllers` to the window's current geometry: every changed trait collection first
    /// (`traitCollectionDidChange`), then per controller `viewSafeAreaInsetsDidChange` if its insets changed and a
    /// layout pass if its size or insets changed (always, with `forceLayout`). A controller shown in a sheet is
    /// sized to the sheet (``sheetViewSizes(windowSize:safeArea:traits:)``), every other to the window.
    private func applyGeometry(to controllers: [ViewController], forceLayout: Bool) {
        let traits = traitCollection
        for controller in controllers where controller.traitCollection != traits {
            let previous = controller.traitCollection
            controller.traitCollection = traits
            deliver(to: controller) { controller.traitCollectionDidChange(previous) }
        }
        let insets = safeAreaInsets
        let sheetSizes = sheetViewSizes(windowSize: windowSize, safeArea: insets, traits: traits)
        for controller in controllers {
            let size = sheetSizes[ObjectIdentifier(controller)] ?? windowSize
            var needsLayout = forceLayout || controller.viewSize != size
            controller.viewSize = size
            if controller.safeAreaInsets != insets {
                controller.safeAreaInsets = insets
                needsLayout = true
                deliver(to: controller) { controller.viewSafeAreaInsetsDidChange() }
            }
            if needsLayout {
                deliver(to: controller) {
                    controller.viewWillLayoutSubviews()
                    controller.viewDidLayoutSubviews()
                }
            }
        }
    }

    private func deliver(to controller: ViewController, _ callback: () -> Void) {
        let previous = currentRecipient
        currentRecipient = controller
        callback()
        currentRecipient = previous
    }

    private func advanceClock(to end: Double) {
        guard end > time else { return }
        let start = time
        for controller in windowHierarchy { controller.clockDidAdvance(from: start, to: end) }
        time = end
    }
}
