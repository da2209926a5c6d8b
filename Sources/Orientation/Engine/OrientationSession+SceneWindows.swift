/// Several windows in the scene: the `addWindow` and `removeWindow` steps. The rule for which window decides the
/// orientation is ``WindowStack/controllingWindow``; this extension carries out what a change of that window causes.
extension OrientationSession {
    /// Shows a window `id` at `level` whose root is `root`, making it key when `isKey`: its root's view loads and
    /// appears; if the new window now controls the orientation (``WindowStack/controllingWindow``), the scene turns
    /// to what its root allows (the device's pose if allowed, else the current orientation, else the first
    /// allowed), every window's controllers with it. A `window` event `addWindow` records the window and the one
    /// controlling the orientation.
    /// - Returns: The crash if the controlling root allows no orientation and UIKit raises.
    /// - Precondition: No window has `id`, and `root` is in no hierarchy.
    @discardableResult
    public func addWindow(id: String, level: Double, root windowRoot: ViewController, isKey: Bool) -> AppCrash? {
        guard beginStep() else { return crash }
        precondition(!windows.contains(id), "a window \"\(id)\" already exists")
        precondition(
            windowRoot.parent == nil && windowRoot.presentingViewController == nil, "\(windowRoot.id) is in use")
        var after = windows
        after.add(.init(id: id, level: level, isKey: isKey))
        let roots = windowRoots.merging([id: windowRoot]) { $1 }
        attach(windowRoot)
        var target: InterfaceOrientation?
        if after.controllingWindow.id != windows.controllingWindow.id {
            switch orientation(decidedBy: deciding(in: after, roots: roots)) {
            case .crashed(let crash):
                detach(windowRoot)
                return crash
            case .turns(let orientation):
                target = orientation
            }
        }
        changeHierarchy(animated: true, rotatingTo: target) {
            windows = after
            windowRoots = roots
        }
        recordWindowEvent("addWindow", id: id, args: [.init("level", .number(level)), .init("key", .bool(isKey))])
        publishSupportedOrientations()
        return nil
    }

    /// Hides and removes the window `id`: its controllers disappear; if it controlled the orientation, the window
    /// now on top decides again, as after `addWindow(id:level:root:isKey:)`. A `window` event `removeWindow`
    /// records it.
    /// - Returns: The crash if the new controlling root allows no orientation and UIKit raises.
    /// - Precondition: A window other than the main one has `id`.
    @discardableResult
    public func removeWindow(id: String) -> AppCrash? {
        guard beginStep() else { return crash }
        precondition(id != WindowStack.mainWindowID && windows.contains(id), "no added window \"\(id)\"")
        var after = windows
        after.remove(id)
        var roots = windowRoots
        let removedRoot = roots.removeValue(forKey: id)!
        var target: InterfaceOrientation?
        if after.controllingWindow.id != windows.controllingWindow.id {
            switch orientation(decidedBy: deciding(in: after, roots: roots)) {
            case .crashed(let crash): return crash
            case .turns(let orientation): target = orientation
            }
        }
        changeHierarchy(animated: true, rotatingTo: target) {
            windows = after
            windowRoots = roots
        }
        detach(removedRoot)
        recordWindowEvent("removeWindow", id: id, args: [])
        publishSupportedOrientations()
        return nil
    }

    /// The root of the added window controlling the orientation, or `nil` while the main window controls it.
    var controllingWindowRoot: ViewController? { windowRoots[windows.controllingWindow.id] }

    /// Every controller of the added windows, bottom window first, each root with the children that show with it.
    var addedWindowControllers: [ViewController] {
        windows.drawingOrder.compactMap { windowRoots[$0.id] }.flatMap(subtree(of:))
    }

    // MARK: - Private

    private enum Reevaluation {
        case turns(InterfaceOrientation?)
        case crashed(AppCrash)
    }

    /// The controller that decides once the windows are `stack` with `roots`.
    private func deciding(in stack: WindowStack, roots: [String: ViewController]) -> ViewController {
        roots[stack.controllingWindow.id]
            ?? OrientationRules.decidingController(
                root: root, presented: presentedControllers, style: \.modalPresentationStyle)
    }

    /// What the scene turns to when `decider` starts deciding (*choice*: the rule of a dismissal uncovering a
    /// controller, ``OrientationRules/reevaluatedOrientation(decidedBy:current:pose:)``); in an iPad window nothing
    /// turns, since the masks are not consulted there.
    private func orientation(decidedBy decider: ViewController) -> Reevaluation {
        guard !isWindowed else { return .turns(nil) }
        switch rules.reevaluatedOrientation(
            decidedBy: decider.orientationAnswers, current: interfaceOrientation, pose: reportedDeviceOrientation)
        {
        case .success(let orientation): return .turns(orientation)
        case .failure(let error):
            if let crash = fail(with: error, asked: .scene, decider: decider) { return .crashed(crash) }
            return .turns(nil)
        }
    }

    private func recordWindowEvent(_ name: String, id: String, args: [Event.Argument]) {
        append(
            Event(
                time: time, controller: "window", name: name,
                args: [.init("window", .string(id))] + args + [
                    .init("controllingWindow", .string(windows.controllingWindow.id)),
                    .init("keyWindow", .string(orNull: windows.keyWindow?.id)),
                ]))
    }
}
