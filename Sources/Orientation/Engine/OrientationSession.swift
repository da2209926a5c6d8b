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
    /// Seconds a quarter turn takes (the idiom's by default, ``UserInterfaceIdiom/quarterTurnDuration``; a half turn
    /// takes twice as long).
    public let quarterTurnDuration: Double

    /// The physical pose of the device.
    public private(set) var deviceOrientation: DeviceOrientation
    /// The last pose reported to the app (frozen while the rotation lock is on).
    public private(set) var reportedDeviceOrientation: DeviceOrientation
    /// Whether the user's rotation lock is on.
    public private(set) var isRotationLocked: Bool
    /// The orientation the interface is drawn in (portrait until launch).
    public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait
    /// The virtual time in seconds since launch.
    public private(set) var time: Double = 0
    /// Every callback and recorded event so far, in order.
    public private(set) var events: [Event] = []
    /// The rotation in progress, if any.
    public internal(set) var activeTransition: TransitionCoordinator?
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

    /// The supported orientations the scene last published (iOS 16+; `nil` before launch and before 16).
    public internal(set) var publishedOrientations: PublishedOrientations?
    /// Whether the bars are drawn (`--chrome system`), adding their heights to the safe areas under them (``SystemBars``).
    public var drawsSystemBars = false

    /// The scene's windows: the main window and those `addWindow(id:level:root:isKey:)` added.
    public internal(set) var windows = WindowStack()
    /// The root controller of each window ``addWindow(id:level:root:isKey:)`` added, by window id.
    var windowRoots: [String: ViewController] = [:]

    /// The controller whose rotation callback is being delivered, so a coordinator knows who registered a block.
    var currentRecipient: ViewController?
    /// Controllers whose views loaded during the current hierarchy change; they start in the new geometry.
    var newlyLoaded: [ViewController] = []

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
    ///   - quarterTurnDuration: Seconds per 90 degrees, or `nil` for the idiom's.
    public init(
        device: DeviceModel, app: AppConfiguration = AppConfiguration(),
        deviceOrientation: DeviceOrientation = .portrait,
        rotationLock: Bool = false, iosVersion: IOSVersion = .newest, window: WindowPlacement? = nil,
        root: ViewController, quarterTurnDuration: Double? = nil
    ) {
        self.device = device
        self.app = app
        self.iosVersion = iosVersion
        self.root = root
        self.deviceOrientation = deviceOrientation
        self.reportedDeviceOrientation = rotationLock && device.idiom == .phone ? .portrait : deviceOrientation
        self.isRotationLocked = rotationLock
        self.quarterTurnDuration = quarterTurnDuration ?? device.idiom.quarterTurnDuration
        self.requestedWindow = window
        self.window = .fullScreen(on: device, in: .portrait)
    }

    // MARK: - Geometry

    /// The window size in points, in the interface orientation's upright frame.
    public var windowSize: Size {
        window.size(on: device, in: interfaceOrientation)
    }
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets { window.safeAreaInsets(on: device, in: interfaceOrientation) }
    /// The window's size classes.
    public var traitCollection: TraitCollection { window.traitCollection(on: device, in: interfaceOrientation) }
    /// Whether the app runs in a window that is not full screen, where UIKit ignores its orientation masks.
    public var isWindowed: Bool { !window.fillsScreen(on: device, in: interfaceOrientation) }

    // MARK: - Decisions

    /// The rules that apply now (the app's answers can change at run time).
    public var rules: OrientationRules { OrientationRules(device: device, app: app, iosVersion: iosVersion) }

    /// The root followed by the presented controllers, bottom first.
    public var presentationChain: [ViewController] { [root] + presentedControllers }

    /// The controller UIKit asks: in the window that controls the orientation (``WindowStack/controllingWindow``),
    /// ``OrientationRules/decidingController(root:presented:style:)``.
    public var decidingController: ViewController {
        if let other = controllingWindowRoot { return other }
        return OrientationRules.decidingController(
            root: root, presented: presentedControllers, style: \.modalPresentationStyle)
    }

    /// Whether UIKit consults view controllers at all (``OrientationRules/consultsViewControllers``).
    public var consultsViewControllers: Bool { rules.consultsViewControllers }

    /// The app's mask under this session's version (``OrientationRules/appOrientations``).
    public var appOrientations: InterfaceOrientationMask { rules.appOrientations }

    /// The effective mask when `decider` decides (``OrientationRules/supportedOrientations(decidedBy:)``).
    public func supportedOrientations(
        decidedBy decider: ViewController
    ) -> Result<InterfaceOrientationMask, InvalidInterfaceOrientation> {
        rules.supportedOrientations(decidedBy: decider.orientationAnswers)
    }

    /// What UIKit decides if the device reports `pose` now, ignoring the rotation lock
    /// (``OrientationRules/rotationDecision(for:current:decider:)``).
    public func rotationDecision(for pose: DeviceOrientation) -> RotationDecision {
        let basis = rotationBasis
        return basis.rules.rotationDecision(for: pose, current: interfaceOrientation, decider: basis.decider)
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
        switch rules.sceneLifecycleAtLaunch {
        case .failsToLaunch:
            isLaunched = true
            crash = .sceneLifecycleRequired
            return crash
        case .warns(let line):
            warn(line, from: "app")
        case .launches:
            break
        }
        attach(root)
        if placeRequestedWindow() {
            interfaceOrientation = reportedDeviceOrientation.interfaceOrientation ?? .portrait
            warnIfMaskIgnored(for: interfaceOrientation)
            changeHierarchy(animated: false, rotatingTo: nil) { isLaunched = true }
            publishSupportedOrientations()
            return nil
        }
        switch rules.launchOrientation(root: root.orientationAnswers, pose: reportedDeviceOrientation) {
        case .failure(let error):
            if let crash = fail(with: error, asked: .scene, decider: root) { return crash }
            interfaceOrientation = reportedDeviceOrientation.interfaceOrientation ?? .portrait
        case .success(let orientation):
            interfaceOrientation = orientation
        }
        changeHierarchy(animated: false, rotatingTo: nil) { isLaunched = true }
        publishSupportedOrientations()
        return nil
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
        if style.fillsWindow, !isWindowed, controllingWindowRoot == nil {
            switch rules.presentationOrientation(
                for: controller.orientationAnswers, current: interfaceOrientation, pose: reportedDeviceOrientation)
            {
            case .failure(let error):
                if let crash = fail(with: error, asked: .presentation(style), decider: controller) {
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
        publishSupportedOrientations()
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
        if top.modalPresentationStyle.fillsWindow, !isWindowed, controllingWindowRoot == nil {
            let beneath = OrientationRules.decidingController(
                root: root, presented: Array(presentedControllers.dropLast()), style: \.modalPresentationStyle)
            switch rules.reevaluatedOrientation(
                decidedBy: beneath.orientationAnswers, current: interfaceOrientation, pose: reportedDeviceOrientation)
            {
            case .failure(let error):
                if let crash = fail(with: error, asked: .scene, decider: beneath) { return crash }
            case .success(let orientation):
                target = orientation
            }
        }
        changeHierarchy(animated: animated, rotatingTo: target) {
            presentedControllers.removeLast()
            top.presentingViewController?.presentedViewController = nil
            top.presentingViewController = nil
        }
        detach(top)
        publishSupportedOrientations()
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
    func detach(_ controller: ViewController) {
        controller.session = nil
        for child in controller.children { detach(child) }
    }

    /// Refuses the step if the app crashed; otherwise lets a running rotation finish first.
    func beginStep() -> Bool {
        precondition(isLaunched, "launch() the session first")
        guard crash == nil else { return false }
        finishRunningRotation()
        return true
    }

    /// Lets a rotation still running finish, advancing the clock to its end: UIKit completes one orientation change
    /// before it starts the next.
    func finishRunningRotation() {
        if let transition = activeTransition { advance(by: max(transition.endTime - time, 0)) }
    }

    func followReportedPose() -> AppCrash? {
        if isWindowed {
            followPoseInWindow()
            return nil
        }
        if isOrientationLockedByPreference { return nil }
        warnIfMaskNotPublished()
        switch rotationDecision(for: reportedDeviceOrientation) {
        case .rotate(let target):
            rotateInterface(to: target, participants: windowHierarchy)
        case .stay:
            break
        case .invalid(let error):
            return fail(with: error, asked: .scene, decider: decidingController)
        }
        return nil
    }

    /// Carries out an invalid-orientation error's outcome (``OrientationRules/outcome(of:current:asked:decider:windowCanSetOrientations:)``): the crash,
    /// or a `warning` event while the interface keeps its orientation.
    /// - Returns: The crash if the app crashed, `nil` if it carries on.
    func fail(with error: InvalidInterfaceOrientation, asked: MaskQuery, decider: ViewController) -> AppCrash? {
        let outcome = rules.outcome(
            of: error, current: interfaceOrientation, asked: asked, decider: decider.orientationAnswers,
            windowCanSetOrientations: !isWindowed && consultsViewControllers)
        switch outcome {
        case .crash(let error):
            crash = .invalidInterfaceOrientation(error)
            return crash
        case .keepOrientation(let message):
            warn(message, from: error.controller)
            return nil
        }
    }

    private func advanceClock(to end: Double) {
        guard end > time else { return }
        let start = time
        for controller in windowHierarchy { controller.clockDidAdvance(from: start, to: end) }
        time = end
    }
}
