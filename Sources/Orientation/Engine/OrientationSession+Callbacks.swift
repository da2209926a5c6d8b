/// The callback choreography: the order in which UIKit tells controllers about a hierarchy change or a change of
/// the window's geometry. The decisions these carry out come from ``OrientationRules``.
extension OrientationSession {
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
        finishRunningRotation()
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
            duration: OrientationRules.rotationDuration(
                from: interfaceOrientation, to: target, animated: animated, quarterTurnDuration: quarterTurnDuration))
    }

    /// Changes the window's geometry to `newWindow` in `target` (a rotation, or a resize when `target` is the
    /// current orientation): `willTransition` where traits change, `viewWillTransition` if the size changes, then
    /// the new traits, safe areas and layout, then the alongside animations. The coordinator moves along `curve`.
    func transition(
        to target: InterfaceOrientation, window newWindow: WindowPlacement, participants: [ViewController],
        duration: Double, curve: TransitionCurve = .rotation
    ) {
        let toSize = newWindow.size(on: device, in: target)
        let coordinator = TransitionCoordinator(
            session: self, from: interfaceOrientation, to: target, fromSize: windowSize, toSize: toSize,
            duration: duration, curve: curve)
        activeTransition = coordinator
        let newTraits = newWindow.traitCollection(on: device, in: target)
        for controller in participants where controller.traitCollection != newTraits {
            deliver(to: controller) { controller.willTransition(to: newTraits, with: coordinator) }
        }
        if toSize != windowSize || target != interfaceOrientation {
            let sheets = sheetFrames(
                windowSize: toSize, safeArea: newWindow.safeAreaInsets(on: device, in: target), traits: newTraits)
            for controller in participants {
                let size = sheets[ObjectIdentifier(controller)]?.size ?? coordinator.toSize
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
    /// sized to the sheet (``sheetFrames(windowSize:safeArea:traits:)``) and gets the window's insets the sheet
    /// overlaps (``PresentationFrame/safeAreaInsets(of:in:windowInsets:)``); every other fills the window. With
    /// ``drawsSystemBars`` a controller under a navigation or tab bar gets the bar's height too
    /// (``insetsUnderBars(of:windowInsets:)``).
    private func applyGeometry(to controllers: [ViewController], forceLayout: Bool) {
        let traits = traitCollection
        for controller in controllers where controller.traitCollection != traits {
            let previous = controller.traitCollection
            controller.traitCollection = traits
            deliver(to: controller) { controller.traitCollectionDidChange(previous) }
        }
        let windowInsets = safeAreaInsets
        let sheets = sheetFrames(windowSize: windowSize, safeArea: windowInsets, traits: traits)
        for controller in controllers {
            let frame = sheets[ObjectIdentifier(controller)] ?? Rect(origin: .zero, size: windowSize)
            let insets = PresentationFrame.safeAreaInsets(
                of: frame, in: windowSize, windowInsets: insetsUnderBars(of: controller, windowInsets: windowInsets))
            var needsLayout = forceLayout || controller.viewSize != frame.size
            controller.viewSize = frame.size
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
}
