/// The calls an app makes to change its orientation at run time: changing a mask and asking UIKit to read it
/// again, the iOS 16 geometry request, and the pre-16 ways. `docs/uikit-versions.md` sources each rule.
extension OrientationSession {
    /// The app's code starts answering `mask`: `controller`'s `supportedInterfaceOrientations`, or the app
    /// delegate's answer when `controller` is `nil`. Nothing rotates until UIKit asks again.
    @discardableResult
    public func setSupportedOrientations(
        _ mask: InterfaceOrientationMask, on controller: ViewController?
    ) -> AppCrash? {
        guard beginStep() else { return crash }
        if let controller {
            controller.setSupportedInterfaceOrientations(mask)
        } else {
            app.delegateOrientations = mask
        }
        return nil
    }

    /// The window scene delegate starts answering `mask` from `supportedInterfaceOrientations(for:)`, which UIKit
    /// asks from iOS 27 in place of the app's mask; before 27 UIKit never asks, so the answer changes nothing.
    /// Nothing rotates until UIKit asks again.
    @discardableResult
    public func setSceneDelegateOrientations(_ mask: InterfaceOrientationMask) -> AppCrash? {
        guard beginStep() else { return crash }
        app.sceneDelegateOrientations = mask
        return nil
    }

    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16+): UIKit reads the masks again. If the device's
    /// pose is now allowed, the interface turns to it; else if the current orientation is no longer allowed, it
    /// turns as a presentation would choose.
    /// - Precondition: The session's version has the iOS 16 API.
    @discardableResult
    public func setNeedsUpdateOfSupportedInterfaceOrientations() -> AppCrash? {
        precondition(iosVersion.has(.orientationUpdateAPI), "setNeedsUpdateOfSupportedInterfaceOrientations is iOS 16+")
        guard beginStep() else { return crash }
        return reevaluateMasks()
    }

    /// `UIViewController.attemptRotationToDeviceOrientation()`: before iOS 16 the interface turns to the reported
    /// pose if UIKit allows it (as after a device turn); from 16 the method is deprecated in favour of
    /// ``setNeedsUpdateOfSupportedInterfaceOrientations()`` and does what it does.
    @discardableResult
    public func attemptRotationToDeviceOrientation() -> AppCrash? {
        guard beginStep() else { return crash }
        return iosVersion.has(.orientationUpdateAPI) ? reevaluateMasks() : followReportedPose()
    }

    /// `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations: mask))` (iOS 16+): the scene turns to an
    /// orientation of `mask` ∩ the deciding controller's ∩ the app's ∩ the device's (the current one if it is in
    /// it, else the device's pose, else the first allowed). When that is empty nothing turns and a
    /// `geometryUpdateError` event records `UISceneErrorDomain` code 101.
    /// - Precondition: The session's version has the iOS 16 API.
    @discardableResult
    public func requestGeometryUpdate(_ mask: InterfaceOrientationMask) -> AppCrash? {
        precondition(iosVersion.has(.orientationUpdateAPI), "requestGeometryUpdate is iOS 16+")
        guard beginStep() else { return crash }
        switch rules.geometryRequestOrientation(
            mask, decidedBy: decidingController.orientationAnswers, current: interfaceOrientation,
            pose: reportedDeviceOrientation)
        {
        case .failure(let denial):
            append(
                Event(
                    time: time, controller: decidingController.id, name: "geometryUpdateError",
                    args: [
                        .init("domain", .string("UISceneErrorDomain")), .init("code", .number(101)),
                        .init("requested", .string(mask.description)),
                        .init("supported", .string(denial.supported.description)),
                    ]))
        case .success(let target):
            if target != interfaceOrientation { rotateInterface(to: target, participants: windowHierarchy) }
        }
        publishSupportedOrientations()
        return nil
    }

    /// `UIDevice.current.setValue(pose, forKey: "orientation")`: before iOS 16 UIDevice reports `pose` as if the
    /// device had turned and the interface follows; from 16 UIKit ignores it and a `warning` event says so.
    @discardableResult
    public func forceDeviceOrientation(_ pose: DeviceOrientation) -> AppCrash? {
        guard beginStep() else { return crash }
        guard !iosVersion.has(.deviceOrientationTrickIgnored) else {
            warn(
                "UIDevice setValue(\(pose.name), forKey: \"orientation\") is ignored from iOS 16; use requestGeometryUpdate",
                from: decidingController.id)
            return nil
        }
        guard pose != reportedDeviceOrientation else { return nil }
        setReportedDeviceOrientation(pose)
        return followReportedPose()
    }

    /// UIKit reads the deciding controller's mask again (shouldAutorotate is not consulted: iOS 16+ only).
    private func reevaluateMasks() -> AppCrash? {
        defer { publishSupportedOrientations() }
        switch rules.reevaluatedOrientation(
            decidedBy: decidingController.orientationAnswers, current: interfaceOrientation,
            pose: reportedDeviceOrientation)
        {
        case .failure(let error):
            return fail(with: error, asked: .scene, decider: decidingController)
        case .success(let target):
            if target != interfaceOrientation { rotateInterface(to: target, participants: windowHierarchy) }
            return nil
        }
    }
}
