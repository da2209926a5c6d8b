/// UIKit's orientation decisions for one app on one device under one release, as plain values and functions:
/// which masks apply, which controller decides, and which orientation results from each kind of step.
///
/// ``OrientationSession`` asks these rules and only orders the callbacks and the clock; each rule is written here
/// once. `docs/uikit-versions.md` gives the source of each.
///
/// ```swift
/// let rules = OrientationRules(device: iPhone15, app: AppConfiguration(), iosVersion: IOSVersion(major: 18))
/// rules.rotationDecision(for: .landscapeLeft, current: .portrait, decider: ControllerAnswers(id: "home"))
/// // .rotate(to: .landscapeRight)
/// ```
public struct OrientationRules: Sendable, Hashable {
    /// The simulated device.
    public var device: DeviceModel
    /// The app's Info.plist keys and delegates' answers.
    public var app: AppConfiguration
    /// The iOS release whose rules apply.
    public var iosVersion: IOSVersion

    /// Creates the rules for `app` on `device` under `iosVersion`.
    public init(device: DeviceModel, app: AppConfiguration, iosVersion: IOSVersion) {
        self.device = device
        self.app = app
        self.iosVersion = iosVersion
    }

    // MARK: - Masks

    /// The app's mask under this release: the scene delegate's, the app delegate's or the Info.plist's
    /// (``AppConfiguration/orientations(for:on:)``).
    public var appOrientations: InterfaceOrientationMask { app.orientations(for: device.idiom, on: iosVersion) }

    /// Whether UIKit consults view controllers at all: not for an iPad app that supports multitasking.
    public var consultsViewControllers: Bool { !app.supportsMultitasking(on: device.idiom) }

    /// The effective mask when `decider` decides: app ∩ controller ∩ device.
    /// - Returns: The mask, or the invalid-orientation error if the controller's mask or the intersection is empty.
    public func supportedOrientations(
        decidedBy decider: ControllerAnswers
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

    // MARK: - Which controller decides

    /// The controller UIKit asks: the topmost of `presented` whose style fills the window, else `root`.
    /// - Parameters:
    ///   - root: The window's root controller.
    ///   - presented: The presented controllers, bottom first.
    ///   - style: Each presented controller's presentation style.
    public static func decidingController<Controller>(
        root: Controller, presented: [Controller], style: (Controller) -> PresentationStyle
    ) -> Controller {
        presented.last { style($0).fillsWindow } ?? root
    }

    // MARK: - Which orientation results

    /// What UIKit decides if the device reports `pose` while the interface is in `current` and `decider` decides.
    public func rotationDecision(
        for pose: DeviceOrientation, current: InterfaceOrientation, decider: ControllerAnswers
    ) -> RotationDecision {
        guard let target = pose.interfaceOrientation else { return .stay(.notAnInterfaceOrientation) }
        if consultsViewControllers, !iosVersion.has(.shouldAutorotateIgnored), !decider.shouldAutorotate {
            return .stay(.shouldNotAutorotate)
        }
        switch supportedOrientations(decidedBy: decider) {
        case .failure(let error):
            return .invalid(error)
        case .success(let mask):
            guard mask.contains(target) else { return .stay(.notSupported) }
            return target == current ? .stay(.alreadyThere) : .rotate(to: target)
        }
    }

    /// The orientation the app launches in when `root` decides: the reported pose's if allowed, else the first
    /// allowed orientation in the order the Info.plist lists them (``AppConfiguration/listedOrientations(for:)``;
    /// TN2244: the launch follows "the first orientation that appears under the UISupportedInterfaceOrientations
    /// key"), else the first allowed in the fallback order.
    /// - Returns: The orientation, or the error when `root` allows none.
    public func launchOrientation(
        root: ControllerAnswers, pose: DeviceOrientation
    ) -> Result<InterfaceOrientation, InvalidInterfaceOrientation> {
        supportedOrientations(decidedBy: root).map { mask in
            Self.firstAllowed(
                in: mask, candidates: [pose.interfaceOrientation] + app.listedOrientations(for: device.idiom))
        }
    }

    /// The orientation a controller presented in a style that fills the window appears in: its preferred
    /// orientation for presentation if it has one, else `current` if allowed, else the pose's, else the first
    /// allowed.
    /// - Returns: The orientation, or the error when none is allowed or the preferred one is not.
    public func presentationOrientation(
        for controller: ControllerAnswers, current: InterfaceOrientation, pose: DeviceOrientation
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
            return .success(Self.firstAllowed(in: mask, candidates: [current, pose.interfaceOrientation]))
        }
    }

    /// The orientation when UIKit reads `decider`'s mask again (a dismissal uncovering it, or
    /// `setNeedsUpdateOfSupportedInterfaceOrientations`): the pose's if allowed, else `current` if still allowed,
    /// else the first allowed.
    /// - Returns: The orientation, or the error when `decider` allows none.
    public func reevaluatedOrientation(
        decidedBy decider: ControllerAnswers, current: InterfaceOrientation, pose: DeviceOrientation
    ) -> Result<InterfaceOrientation, InvalidInterfaceOrientation> {
        supportedOrientations(decidedBy: decider).map { mask in
            Self.firstAllowed(in: mask, candidates: [pose.interfaceOrientation, current])
        }
    }

    /// The orientation `requestGeometryUpdate(mask)` turns to: one of `mask` ∩ the effective mask, `current` if it
    /// is in it, else the pose's, else the first.
    /// - Returns: The orientation, or the (possibly empty) effective mask the request was denied against.
    public func geometryRequestOrientation(
        _ mask: InterfaceOrientationMask, decidedBy decider: ControllerAnswers, current: InterfaceOrientation,
        pose: DeviceOrientation
    ) -> Result<InterfaceOrientation, GeometryRequestDenied> {
        let supported = (try? supportedOrientations(decidedBy: decider).get()) ?? []
        let allowed = supported.intersection(mask)
        guard !allowed.isEmpty else { return .failure(GeometryRequestDenied(supported: supported)) }
        return .success(Self.firstAllowed(in: allowed, candidates: [current, pose.interfaceOrientation]))
    }

    /// The first candidate in `mask`, else the first of the fallback order in it.
    /// - Precondition: `mask` is not empty.
    public static func firstAllowed(
        in mask: InterfaceOrientationMask, candidates: [InterfaceOrientation?]
    ) -> InterfaceOrientation {
        if let candidate = candidates.compactMap({ $0 }).first(where: mask.contains) { return candidate }
        guard let fallback = mask.firstAllowed else { preconditionFailure("empty mask") }
        return fallback
    }

    // MARK: - Invalid orientations

    /// Whether `-[UIViewController __supportedInterfaceOrientations]` raises `UIApplicationInvalidInterfaceOrientation`
    /// ("Supported orientations has no common orientation with the application, and [… shouldAutorotate] is returning
    /// YES"): the controller's mask is not empty, shares no orientation with the app's, the controller is not shown
    /// in a sheet, the window can set its orientation, and `shouldAutorotate` returns `true` (consulted here on
    /// every release, 16+ included). An empty mask does not raise here.
    ///
    /// UIKit asks this of a controller presented in a style that fills the window (on every release) and, before
    /// iOS 13, of the root controller too; from 13 the scene asks the root another way, which never raises
    /// (``outcome(of:current:asked:decider:windowCanSetOrientations:)``). `docs/uikit-versions.md` gives the sources.
    /// - Parameters:
    ///   - controllerMask: The controller's `supportedInterfaceOrientations`.
    ///   - appMask: The app's mask (``appOrientations``).
    ///   - presentationStyle: The controller's presentation style, or `nil` for a root controller.
    ///   - windowCanSetOrientations: Whether the window sets its own orientation: not in an iPad window that does not
    ///     fill the screen, nor for an iPad app that supports multitasking.
    ///   - shouldAutorotate: The controller's `shouldAutorotate`.
    public static func raisesNoCommonOrientation(
        controllerMask: InterfaceOrientationMask, appMask: InterfaceOrientationMask,
        presentationStyle: PresentationStyle?, windowCanSetOrientations: Bool, shouldAutorotate: Bool
    ) -> Bool {
        !controllerMask.isEmpty && controllerMask.intersection(appMask).isEmpty
            && !(presentationStyle?.isSheet ?? false) && windowCanSetOrientations && shouldAutorotate
    }

    /// What an invalid-orientation error does when UIKit asks `decider` for its mask the way `asked` says.
    ///
    /// - A preferred orientation outside the mask crashes on every release.
    /// - No orientation in common with the app crashes when ``raisesNoCommonOrientation(controllerMask:appMask:presentationStyle:windowCanSetOrientations:shouldAutorotate:)``
    ///   says so and the path asks through `__supportedInterfaceOrientations`: a window-filling presentation on every
    ///   release, any question before iOS 13.
    /// - An empty controller mask crashes through iOS 12 (Apple's description of the exception).
    /// - Otherwise the interface keeps `current`, reported as a warning (from iOS 13
    ///   `-[UIWindowScene _currentlySupportedInterfaceOrientations]` falls back to the current orientation).
    public func outcome(
        of error: InvalidInterfaceOrientation, current: InterfaceOrientation, asked: MaskQuery,
        decider: ControllerAnswers, windowCanSetOrientations: Bool
    ) -> InvalidOrientationOutcome {
        let isScene = iosVersion.has(.emptyMaskKeepsOrientation)
        switch error.reason {
        case .preferredOrientationNotSupported:
            return .crash(error)
        case .emptySupportedOrientations:
            if !isScene { return .crash(error) }
            return .keepOrientation(
                warning: "empty mask: \(error.controller) supports no orientation; keeping \(current.name)")
        case .noCommonOrientation(let app, let controller, let device):
            let style: PresentationStyle? =
                switch asked {
                case .scene: nil
                case .presentation(let style): style
                }
            let throughSupportedInterfaceOrientations = style != nil || !isScene
            if throughSupportedInterfaceOrientations,
                Self.raisesNoCommonOrientation(
                    controllerMask: controller, appMask: app, presentationStyle: style,
                    windowCanSetOrientations: windowCanSetOrientations, shouldAutorotate: decider.shouldAutorotate)
            {
                return .crash(error)
            }
            return .keepOrientation(
                warning: "empty mask: app \(app) ∩ controller \(controller) ∩ device \(device); keeping \(current.name)"
            )
        }
    }

    // MARK: - Time

    /// Seconds a rotation from `from` to `to` takes: `quarterTurnDuration` per quarter turn when animated, none
    /// otherwise (UIKit's coordinator reports a zero duration for a non-animated presentation or dismissal).
    public static func rotationDuration(
        from: InterfaceOrientation, to: InterfaceOrientation, animated: Bool, quarterTurnDuration: Double
    ) -> Double {
        animated ? quarterTurnDuration * Double(from.quarterTurns(to: to)) : 0
    }

    /// The spring a live resize or move of the window follows, or `nil` when it is a cut (before iPadOS 26): from
    /// 26 `_UIWindowSceneGeometrySettingsDiffAction` animates the scene's geometry with
    /// ``SpringCurve/liveResize``, and the transition lasts until the spring settles
    /// (``SpringCurve/settlingDuration``, a *choice* of epsilon; `docs/uikit-versions.md`).
    public var liveResizeSpring: SpringCurve? { iosVersion.has(.liveResizeSpring) ? .liveResize : nil }

    // MARK: - Launch

    /// What happens at the launch of an app without the scene life cycle: a launch failure from iOS 27, UIKit's
    /// log line from iOS 18.4 (TN3187's wording), else nothing; an app with the scene life cycle just launches.
    public var sceneLifecycleAtLaunch: SceneLifecycleOutcome {
        guard !app.hasSceneManifest else { return .launches }
        if iosVersion.has(.sceneLifecycleRequired) { return .failsToLaunch }
        if iosVersion.has(.sceneLifecycleSoonRequiredWarning) {
            return .warns(
                "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future.")
        }
        if iosVersion.has(.sceneLifecycleWarning) {
            return .warns(
                "This process does not adopt UIScene lifecycle. This will become an assert in a future version.")
        }
        return .launches
    }

    /// Whether the deciding controller's `prefersInterfaceOrientationLocked` holds the interface still: from
    /// iPadOS 26, while the window fills the screen.
    public func holdsOrientation(decider: ControllerAnswers, isWindowed: Bool) -> Bool {
        iosVersion.has(.windowedApps) && !isWindowed && decider.prefersInterfaceOrientationLocked
    }
}
