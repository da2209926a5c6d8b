import PivotJSON

extension ScenarioReplay {
    /// Applies one step to the session; a `wait` passes no time here (``next()`` returns its end instead).
    func apply(_ step: ScenarioStep) throws(Failure) -> AppCrash? {
        switch step {
        case .rotate(let pose):
            return session.rotate(to: pose)
        case .present(let spec, let style, let animated):
            return session.present(
                try build(spec),
                style: style ?? .default(for: session.iosVersion), animated: animated)
        case .dismiss(let animated):
            return session.dismiss(animated: animated)
        case .push(let spec, let navigation, let animated):
            return session.push(
                try build(spec), on: lookUp(navigation),
                animated: animated)
        case .pop(let navigation, let animated):
            return session.pop(lookUp(navigation), animated: animated)
        case .select(let index, let tabBar):
            return session.selectTab(index, on: lookUp(tabBar))
        case .addChild(let spec, let container, let callDidMove):
            let child = try build(spec)
            return session.addChild(
                child, to: lookUp(container) as ViewController, callDidMove: callDidMove)
        case .removeChild(let child, let callWillMove):
            return session.removeChild(lookUp(child), callWillMove: callWillMove)
        case .rotationLock(let isLocked):
            return session.setRotationLock(isLocked)
        case .wait:
            return nil
        case .swipe(let carousel, let velocity):
            (lookUp(carousel) as CarouselViewController).swipe(velocity: velocity)
            return nil
        case .setSupportedOrientations(let mask, .appDelegate):
            return session.setSupportedOrientations(mask, on: nil)
        case .setSupportedOrientations(let mask, .sceneDelegate):
            return session.setSceneDelegateOrientations(mask)
        case .setSupportedOrientations(let mask, .controller(let id)):
            return session.setSupportedOrientations(mask, on: lookUp(id) as ViewController)
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
        case .enterFullScreen(let player, let animated):
            return (lookUp(player) as SystemPlayerController).enterFullScreen(animated: animated)
        case .exitFullScreen(let player, let animated):
            return (lookUp(player) as SystemPlayerController).exitFullScreen(animated: animated)
        case .addWindow(let id, let level, let spec, let isKey):
            return session.addWindow(id: id, level: level, root: try build(spec), isKey: isKey)
        case .removeWindow(let id):
            return session.removeWindow(id: id)
        }
    }
    /// The step's line in the report (`present player (fullScreen)`), from the session before the step.
    func summary(of step: ScenarioStep) -> String {
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
        case .enterFullScreen(let player, _): "enterFullScreen \(player)"
        case .exitFullScreen(let player, _): "exitFullScreen \(player)"
        case .addWindow(let id, let level, let spec, let isKey):
            "addWindow \(id) (level \(PointFormat.string(level)), root \(spec.id)\(isKey ? ", key" : ""))"
        case .removeWindow(let id): "removeWindow \(id)"
        }
    }
    /// Enters full screen for every system player whose playback began inline with
    /// `entersFullScreenWhenPlaybackBegins` during the launch or the step just applied, in id order.
    /// - Returns: The crash if UIKit would refuse a full-screen controller's orientations.
    func enterRequestedFullScreens() -> AppCrash? {
        let waiting = registeredControllers.compactMap { $0 as? SystemPlayerController }.filter(\.needsFullScreen)
        for player in waiting.sorted(by: { $0.id < $1.id }) {
            if let crash = player.enterFullScreen() { return crash }
        }
        return nil
    }

    /// When the last AVKit zoom between an inline system player and full screen ends (``FullScreenZoom``), or 0:
    /// the replay lets the clock pass through it after the step that began it, as through a rotation.
    var zoomsEnd: Double {
        registeredControllers.compactMap { ($0 as? SystemPlayerController)?.zoom?.endTime }.max() ?? 0
    }

    /// The controller registered under `id`, as the type the step needs.
    /// - Precondition: The parser checked the id and kind; a factory returned a controller of the spec's class.
    private func lookUp<Controller: ViewController>(_ id: String) -> Controller {
        guard let controller = registered(id) as? Controller else {
            preconditionFailure("\(id) is not a \(Controller.self); the factory must return the kind's class")
        }
        return controller
    }
}

extension ScenarioStep {
    /// Whether the session lets a running rotation finish before this step (every session step does; a wait and
    /// a swipe do not).
    var endsRunningRotation: Bool {
        switch self {
        case .wait, .swipe: false
        default: true
        }
    }
}
