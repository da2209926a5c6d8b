import Orientation

/// Findings from the engine's crashes: the screens where placing a controller raises
/// `UIApplicationInvalidInterfaceOrientation` for a reason `matching` accepts.
private func crashFindings(
    _ rule: RuleDescription, in context: RuleContext,
    matching reason: (InvalidInterfaceOrientation.Reason) -> Bool, message: (InvalidInterfaceOrientation) -> String
) -> [Finding] {
    var byController: [String: (error: InvalidInterfaceOrientation, versions: Set<IOSVersion>)] = [:]
    var order: [String] = []
    for screen in context.target.screens {
        guard let error = screen.crash?.invalidInterfaceOrientation, reason(error.reason) else { continue }
        if byController[screen.controller] == nil { order.append(screen.controller) }
        byController[screen.controller, default: (error, [])].versions.insert(screen.iosVersion)
    }
    return order.map { controller in
        let entry = byController[controller]!
        let location =
            context.placements[controller]
            ?? context.target.controllers.first { $0.name == controller }?.location ?? context.targetLocation
        return context.finding(rule, message(entry.error), at: location, on: entry.versions.sorted())
    }
}

/// `no-common-orientation`: a placed controller's mask shares no orientation with the app's (or is empty).
public struct NoCommonOrientationRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "no-common-orientation", severity: .error,
        summary: "Presenting a controller whose mask has nothing in common with the app's crashes.",
        triggeringExamples: [
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationLandscapeLeft</string></array>
                <key>UIRequiresFullScreen</key><true/>
                <key>UIApplicationSceneManifest</key><dict/>
                </dict></plist>
                """,
                "Home.swift": """
                import UIKit
                final class Home: UIViewController {
                    func showSettings() {
                ↓        present(Settings(), animated: true)
                    }
                }
                final class Settings: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    override var modalPresentationStyle: UIModalPresentationStyle { get { .fullScreen } set {} }
                }
                """,
            ]
        ],
        nonTriggeringExamples: [
            [
                "Home.swift": """
                import UIKit
                final class Home: UIViewController {
                    func showSettings() {
                        let settings = Settings()
                        settings.modalPresentationStyle = .pageSheet
                        present(settings, animated: true)
                    }
                }
                final class Settings: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
            ]
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        crashFindings(
            description, in: context,
            matching: {
                switch $0 {
                case .noCommonOrientation, .emptySupportedOrientations: true
                case .preferredOrientationNotSupported: false
                }
            },
            message: { error in
                "\(error.description): give \(error.controller) an orientation the app supports, or present it "
                    + "in a style that does not fill the window"
            })
    }
}

/// `preferred-outside-mask`: a presented controller prefers an orientation it (with the app) does not support.
public struct PreferredOutsideMaskRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "preferred-outside-mask", severity: .error,
        summary: "preferredInterfaceOrientationForPresentation outside the supported orientations crashes.",
        triggeringExamples: [
            [
                "Home.swift": """
                import UIKit
                final class Home: UIViewController {
                    func play() {
                        let player = Player()
                        player.modalPresentationStyle = .fullScreen
                ↓        present(player, animated: true)
                    }
                }
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
                }
                """
            ]
        ],
        nonTriggeringExamples: [
            [
                "Home.swift": """
                import UIKit
                final class Home: UIViewController {
                    func play() {
                        let player = Player()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
                }
                """
            ]
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        crashFindings(
            description, in: context,
            matching: {
                if case .preferredOrientationNotSupported = $0 { true } else { false }
            },
            message: { error in
                "\(error.description): return an orientation of its supportedInterfaceOrientations from "
                    + "preferredInterfaceOrientationForPresentation"
            })
    }
}

/// `ipad-multitasking-orientations`: an iPad target without all four orientations and without
/// `UIRequiresFullScreen`, which App Store validation rejects.
public struct IPadMultitaskingOrientationsRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "ipad-multitasking-orientations", severity: .error,
        summary: "An iPad app that supports multitasking must declare all four orientations.",
        triggeringExamples: [
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                ↓<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                <key>UIApplicationSceneManifest</key><dict/>
                </dict></plist>
                """
            ]
        ],
        nonTriggeringExamples: [
            [:],
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                <key>UISupportedInterfaceOrientations~ipad</key><array>
                <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
                <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string>
                </array>
                <key>UIApplicationSceneManifest</key><dict/>
                </dict></plist>
                """
            ],
        ])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        let app = context.target.app
        guard context.target.families.contains(.pad), !app.requiresFullScreen,
            !app.supportsMultitasking(on: .pad)
        else { return [] }
        return [
            context.plistFinding(
                description,
                "The iPad orientations are \(app.plistOrientations(for: .pad)), not all four, and "
                    + "UIRequiresFullScreen is not set: App Store validation rejects the build; declare all four "
                    + "orientations for iPad (UISupportedInterfaceOrientations~ipad)",
                at: context.target.orientationSources.first ?? context.targetLocation, on: context.versions)
        ]
    }
}

/// `requires-full-screen-deprecated`: `UIRequiresFullScreen` on an iPad target, deprecated in iPadOS 26.
public struct RequiresFullScreenDeprecatedRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "requires-full-screen-deprecated", severity: .warning,
        summary: "UIRequiresFullScreen is deprecated from iPadOS 26.",
        triggeringExamples: [
            [
                "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                ↓<key>UIRequiresFullScreen</key><true/>
                <key>UIApplicationSceneManifest</key><dict/>
                </dict></plist>
                """
            ]
        ],
        nonTriggeringExamples: [[:]])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        let versions = context.versions(with: .windowedApps)
        guard context.target.families.contains(.pad), context.target.app.requiresFullScreen, !versions.isEmpty else {
            return []
        }
        return [
            context.finding(
                description,
                "UIRequiresFullScreen is deprecated in iPadOS 26 and a later release ignores it: support every "
                    + "orientation and window size on iPad",
                at: context.fullScreenLocation ?? context.targetLocation, on: versions)
        ]
    }
}

/// `scene-lifecycle-required`: no `UIApplicationSceneManifest`; built with the iOS 27 SDK, the app fails to launch.
public struct SceneLifecycleRequiredRule: AppRule {
    /// The rule's id, severity, summary and examples.
    public let description = RuleDescription(
        id: "scene-lifecycle-required", severity: .error,
        summary: "An app without the scene life cycle fails to launch from iOS 27.",
        triggeringExamples: [
            [
                "Info.plist": """
                ↓<?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations~ipad</key><array>
                <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
                <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string>
                </array>
                </dict></plist>
                """
            ]
        ],
        nonTriggeringExamples: [[:]])

    /// The rule.
    public init() {}

    /// The rule's findings on one target.
    public func findings(in context: RuleContext) -> [Finding] {
        let versions = Set(
            context.target.screens.filter { $0.crash == .sceneLifecycleRequired }.map(\.iosVersion)
        ).sorted()
        guard !versions.isEmpty else { return [] }
        return [
            context.plistFinding(
                description,
                "The app has no UIApplicationSceneManifest: built with the iOS 27 SDK it fails to launch (\"UIScene "
                    + "life cycle is required\"); adopt UIScene (a scene manifest and a UIWindowSceneDelegate)",
                at: context.infoPlistLocation ?? context.targetLocation, on: versions)
        ]
    }
}
