extension OrientationSession {
    /// The window is resized to `size` (a drag on its edge or the Split View divider): no rotation, but
    /// `willTransition(to:with:)` where a size class changes, `viewWillTransition(to:with:)`, the new traits, safe
    /// areas and layout. See ``WindowPlacement/resized(to:on:in:)`` for the sizes each mode takes. Before iPadOS 26
    /// the coordinator takes no time; from 26 it lasts the live-resize spring's settling
    /// (``OrientationRules/liveResizeSpring``), so the next step waits for it, as after a rotation.
    @discardableResult
    public func resizeWindow(to size: Size) -> AppCrash? {
        guard beginStep() else { return crash }
        change(to: window.resized(to: size, on: device, in: interfaceOrientation), action: "resize")
        return nil
    }

    /// The window is moved to `origin`: its safe-area insets change where it leaves or reaches a screen edge.
    @discardableResult
    public func moveWindow(to origin: Point) -> AppCrash? {
        guard beginStep() else { return crash }
        change(to: window.moved(to: origin, on: device, in: interfaceOrientation), action: "move")
        return nil
    }

    /// Whether the deciding controller's `prefersInterfaceOrientationLocked` holds the interface still: from
    /// iPadOS 26, while the window fills the screen.
    var isOrientationLockedByPreference: Bool {
        rules.holdsOrientation(decider: decidingController.orientationAnswers, isWindowed: isWindowed)
    }

    /// Places the window the scenario asked for at launch, unless UIKit keeps the app full screen.
    /// - Returns: Whether the app launches in a window that is not full screen.
    func placeRequestedWindow() -> Bool {
        guard let requestedWindow, requestedWindow.mode != .fullScreen else { return false }
        if app.requiresFullScreen(on: iosVersion) {
            warn(
                "UIRequiresFullScreen keeps the app full screen under iOS \(iosVersion): the "
                    + "\(requestedWindow.mode.rawValue) window is not opened", from: "window")
            return false
        }
        window = requestedWindow
        return true
    }

    /// In a window the interface follows the device whatever the masks and locks say; a `warning` event names
    /// what UIKit ignored.
    func followPoseInWindow() {
        guard let target = reportedDeviceOrientation.interfaceOrientation, target != interfaceOrientation else {
            return
        }
        warnIfMaskIgnored(for: target)
        if iosVersion.has(.windowedApps), decidingController.prefersInterfaceOrientationLocked {
            warn(
                "prefersInterfaceOrientationLocked of \(decidingController.id) ignored: in "
                    + "\(window.mode.rawValue) mode the window does not fill the screen", from: "window")
        }
        rotateInterface(to: target, participants: windowHierarchy)
    }

    /// Records a `warning` if the app's or the deciding controller's mask excludes `target`, which a window
    /// shows anyway.
    func warnIfMaskIgnored(for target: InterfaceOrientation) {
        let appMask = appOrientations
        let controllerMask = decidingController.supportedInterfaceOrientations
        guard !appMask.intersection(controllerMask).contains(target) else { return }
        warn(
            "supported orientations ignored in \(window.mode.rawValue) mode: app \(appMask) ∩ controller "
                + "\(controllerMask) excludes \(target.name); the window follows the device", from: "window")
    }

    private func change(to newWindow: WindowPlacement, action: String) {
        guard window.mode != .fullScreen else {
            warn("the window is full screen: \(action) ignored", from: "window")
            return
        }
        guard newWindow != window else { return }
        // From iPadOS 26 the scene's geometry springs to the new frame and the coordinator lasts until it settles.
        let spring = rules.liveResizeSpring
        transition(
            to: interfaceOrientation, window: newWindow, participants: windowHierarchy,
            duration: spring?.settlingDuration ?? 0, curve: spring.map(TransitionCurve.spring) ?? .rotation)
    }
}
