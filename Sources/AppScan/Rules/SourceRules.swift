import Orientation

/// `device-orientation-kvc`: `UIDevice.current.setValue(_, forKey: "orientation")` (or ObjC's `setValue:forKey:`
/// / `NSInvocation setOrientation:`), which UIKit ignores from iOS 16.
public struct DeviceOrientationKVCRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "device-orientation-kvc", severity: .warning,
        summary: "Setting UIDevice's orientation through key-value coding does nothing from iOS 16.",
        triggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    func goLandscape() {
                ↓        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                    }
                }
                """
            ],
            [
                "Player.m": """
                @implementation Player
                - (void)goLandscape {
                ↓    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
                }
                @end
                """
            ],
        ],
        nonTriggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    func goLandscape() {
                        if #available(iOS 16.0, *) {
                            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                        } else {
                            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                        }
                    }
                    // UIDevice.current.setValue(4, forKey: "orientation") in a comment
                    let text = "setValue(4, forKey: \\"orientation\\")"
                }
                """
            ]
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        context.facts.calls.filter { $0.kind == .deviceOrientationKVC }.compactMap { call in
            let versions = context.versions(with: .deviceOrientationTrickIgnored).filter(call.availability.contains)
            guard !versions.isEmpty else { return nil }
            return context.finding(
                description,
                "UIDevice's orientation is set through key-value coding; from iOS 16 UIKit ignores it (\"BUG IN CLIENT "
                    + "OF UIKIT: Setting UIDevice.orientation is not supported\"): call "
                    + "requestGeometryUpdate(.iOS(interfaceOrientations:)) on the window scene instead",
                at: call.location, on: versions)
        }
    }
}

/// `should-autorotate-ignored`: `shouldAutorotate` returning `false` or a non-constant, which UIKit no longer asks
/// from iOS 16.
public struct ShouldAutorotateIgnoredRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "should-autorotate-ignored", severity: .warning,
        summary: "shouldAutorotate returning false (or a run-time value) has no effect from iOS 16.",
        triggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                ↓    override var shouldAutorotate: Bool { false }
                }
                """
            ],
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    var locked = false
                    override var shouldAutorotate: Bool {
                ↓        return !locked
                    }
                }
                """
            ],
        ],
        nonTriggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    override var shouldAutorotate: Bool { true }
                }
                """
            ]
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        let versions = context.versions(with: .shouldAutorotateIgnored)
        guard !versions.isEmpty else { return [] }
        return context.target.controllers.compactMap { controller in
            guard let value = controller.shouldAutorotate, value.constant?.bool != true,
                // Reported once, where the override is written, not again on every subclass inheriting it.
                context.facts.classes.contains(where: { $0.name == controller.name && $0.shouldAutorotate != nil })
            else { return nil }
            let what = value.constant == nil ? "returns a run-time value (\(value.expression.text))" : "returns false"
            return context.finding(
                description,
                "\(controller.name).shouldAutorotate \(what); UIKit no longer asks it from iOS 16: restrict "
                    + "supportedInterfaceOrientations instead and call setNeedsUpdateOfSupportedInterfaceOrientations() "
                    + "when it changes",
                at: value.expression.location, on: versions)
        }
    }
}

/// `attempt-rotation-deprecated`: `attemptRotationToDeviceOrientation()` reachable on iOS 16 or later.
public struct AttemptRotationDeprecatedRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "attempt-rotation-deprecated", severity: .warning,
        summary: "attemptRotationToDeviceOrientation() is deprecated from iOS 16.",
        triggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    func unlock() {
                ↓        UIViewController.attemptRotationToDeviceOrientation()
                    }
                }
                """
            ]
        ],
        nonTriggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    func unlock() {
                        guard #unavailable(iOS 16) else {
                            setNeedsUpdateOfSupportedInterfaceOrientations()
                            return
                        }
                        if #available(iOS 16, *) {
                            setNeedsUpdateOfSupportedInterfaceOrientations()
                        } else {
                            UIViewController.attemptRotationToDeviceOrientation()
                        }
                    }
                }
                """
            ]
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        context.facts.calls.filter { $0.kind == .attemptRotation }.compactMap { call in
            let versions = context.versions(with: .orientationUpdateAPI).filter(call.availability.contains)
            guard !versions.isEmpty else { return nil }
            return context.finding(
                description,
                "attemptRotationToDeviceOrientation() is deprecated from iOS 16: call "
                    + "setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose mask changed",
                at: call.location, on: versions)
        }
    }
}

/// `mask-change-without-update`: a stored value a mask override or delegate returns is assigned in a function that
/// does not call `setNeedsUpdateOfSupportedInterfaceOrientations()`.
public struct MaskChangeWithoutUpdateRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "mask-change-without-update", severity: .warning,
        summary: "A mask's stored value changes without setNeedsUpdateOfSupportedInterfaceOrientations().",
        triggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    static var lockedMask: UIInterfaceOrientationMask = .all
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Self.lockedMask }
                    @objc func lockTapped() {
                ↓        Self.lockedMask = .portrait
                    }
                }
                """
            ],
            [
                // A settable override: its own setter is not a change; assigning the property is.
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    private var orientations = UIInterfaceOrientationMask.allButUpsideDown
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        get { return self.orientations }
                        set { self.orientations = newValue }
                    }
                    func toggleLock() {
                ↓        supportedInterfaceOrientations = supportedInterfaceOrientations == .all ? .portrait : .all
                    }
                }
                """
            ],
        ],
        nonTriggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    static var lockedMask: UIInterfaceOrientationMask = .all
                    var other = 0
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Self.lockedMask }
                    @objc func lockTapped() {
                        Self.lockedMask = .portrait
                        other = 1
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                """
            ],
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    var isLocked = false {
                        didSet { setNeedsUpdateOfSupportedInterfaceOrientations() }
                    }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        isLocked ? .portrait : .all
                    }
                    func lock() { isLocked = true }
                }
                """
            ],
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        let versions = context.versions(with: .orientationUpdateAPI)
        guard !versions.isEmpty else { return [] }
        let watched = context.facts.maskNames
        let updating = Set(context.facts.stored.filter(\.updatesWhenSet).map(\.name))
        let variables = context.facts.variableNames
        return context.facts.assignments.compactMap { assignment in
            // Assigning `supportedInterfaceOrientations` itself compiles only where an override has a setter.
            let isMask = assignment.name == "supportedInterfaceOrientations"
            guard isMask || (watched.contains(assignment.name) && variables.contains(assignment.name)),
                !updating.contains(assignment.name), !assignment.functionUpdates
            else { return nil }
            return context.finding(
                description,
                "\(assignment.function) changes \(assignment.name), which an orientation mask returns, without calling "
                    + "setNeedsUpdateOfSupportedInterfaceOrientations(): from iOS 16 UIKit does not notice until the "
                    + "next rotation; call it after the change",
                at: assignment.location, on: versions)
        }
    }
}

/// `geometry-request-outside-mask`: `requestGeometryUpdate` asks for orientations the deciding controller does not
/// support; UIKit answers with `UISceneErrorDomain` 101 and nothing turns.
public struct GeometryRequestOutsideMaskRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "geometry-request-outside-mask", severity: .warning,
        summary: "requestGeometryUpdate asks for orientations the controller does not support.",
        triggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func goLandscape() {
                ↓        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                    }
                }
                """
            ]
        ],
        nonTriggeringExamples: [
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                    func goLandscape() {
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                    }
                }
                """
            ]
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        let resolver = ValueResolver(stored: context.facts.stored)
        return context.facts.calls.filter { $0.kind == .requestGeometryUpdate }.compactMap { call in
            guard let argument = call.argument, let mask = resolver.resolve(argument, as: .mask).constant?.mask,
                let controller = call.enclosingClass,
                context.target.controllers.contains(where: { $0.name == controller })
            else { return nil }
            let versions = context.versions(with: .orientationUpdateAPI).filter { version in
                call.availability.contains(version)
                    && context.target.families.contains { context.geometryRequestFails(mask, controller, $0, version) }
            }
            guard !versions.isEmpty else { return nil }
            return context.finding(
                description,
                "requestGeometryUpdate asks for \(mask) but \(controller) does not support it: UIKit fails the request "
                    + "(UISceneErrorDomain 101) and nothing turns; include it in supportedInterfaceOrientations first "
                    + "and call setNeedsUpdateOfSupportedInterfaceOrientations()",
                at: call.location, on: versions)
        }
    }
}
