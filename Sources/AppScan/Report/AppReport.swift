import Orientation

/// How serious a finding is; SARIF's levels, in increasing order.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Worth a look; the scanner is not sure or the API is only deprecated.
    case note
    /// Wrong behaviour on some releases.
    case warning
    /// A crash, a launch failure or an App Store rejection.
    case error

    /// A note is below a warning, which is below an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One problem a rule found.
public struct Finding: Sendable, Hashable {
    /// The rule's id (`device-orientation-kvc`).
    public var rule: String
    /// How serious.
    public var severity: Severity
    /// What is wrong and the fix.
    public var message: String
    /// Where.
    public var location: SourceLocation
    /// The releases among those asked for on which it applies.
    public var iosVersions: [IOSVersion]
}

/// What one placed controller does on one idiom and release, as the orientation engine computes it.
public struct Screen: Sendable, Equatable {
    /// The controller's class.
    public var controller: String
    /// `iphone` or `ipad`.
    public var device: String
    /// The release.
    public var iosVersion: IOSVersion
    /// The orientations the interface may take while it decides (empty when the app crashes).
    public var orientations: InterfaceOrientationMask
    /// Why the app crashes on placing it, if it does.
    public var crash: AppCrash?
    /// Whether a dynamic value (taken at its declared default) went into the answer.
    public var dependsOnRuntime: Bool
}

/// A controller class of the target with its orientation answers.
public struct ControllerReport: Sendable, Hashable {
    /// The class name.
    public var name: String
    /// The superclass as written.
    public var superclass: String?
    /// Pivot's kind (`content`, `navigation`, `tabBar`, `container`, `player`).
    public var kind: String
    /// Where it is declared.
    public var location: SourceLocation
    /// `supportedInterfaceOrientations` (own or inherited from a project superclass), or `nil`.
    public var supportedOrientations: ResolvedValue?
    /// `preferredInterfaceOrientationForPresentation`, or `nil`.
    public var preferredOrientation: ResolvedValue?
    /// `shouldAutorotate`, or `nil`.
    public var shouldAutorotate: ResolvedValue?
    /// `modalPresentationStyle`, or `nil`.
    public var modalPresentationStyle: ResolvedValue?
    /// The child a container forwards its orientation answers to (`topViewController`), or `nil`.
    public var forwardsToChild: String?
}

/// A controller the scanner placed: the window's root, a tab of it, pushed on its navigation controller, or
/// presented over it.
public struct PlacedController: Sendable, Hashable {
    /// How a placed controller comes on screen.
    public enum Arrival: Sendable, Hashable {
        /// The window's root (a storyboard's initial controller, or `window.rootViewController = …`).
        case root
        /// The tab at this index of the root tab bar controller, selected.
        case tab(Int)
        /// Pushed on the root's navigation controller (a show/push segue, `pushViewController`).
        case pushed
        /// Presented over the root (a modal segue, `present`).
        case presented
    }

    /// The class.
    public var className: String
    /// How it comes on screen.
    public var arrival: Arrival
    /// Whether it is the window's root.
    public var isRoot: Bool { arrival == .root }
    /// The presentation style of a presented controller (`nil`: the release's default, `automatic`).
    public var style: PresentationStyle?
    /// Where the style came from when it was read from a dynamic value, so the scenario can warn.
    public var dynamicStyle: ResolvedValue?
    /// Where it is placed (the segue, the `present` call, the storyboard's initial controller).
    public var location: SourceLocation?
}

/// The app delegate's orientation answer.
public struct DelegateReport: Sendable, Hashable {
    /// The delegate class.
    public var className: String
    /// Where.
    public var location: SourceLocation
    /// What `application(_:supportedInterfaceOrientationsFor:)` returns, or `nil` if it is not implemented.
    public var orientations: ResolvedValue?
}

/// One iOS app or app-extension target, read and answered.
public struct TargetReport: Sendable, Equatable {
    /// The target's name.
    public var name: String
    /// The Info.plist path relative to the project, or `nil` when the plist is generated from build settings only.
    public var infoPlist: String?
    /// Whether Xcode generates the Info.plist from `INFOPLIST_KEY_*` build settings (`GENERATE_INFOPLIST_FILE`).
    public var generatesInfoPlist: Bool
    /// `IPHONEOS_DEPLOYMENT_TARGET`, or `nil`.
    public var deploymentTarget: String?
    /// The idioms the target builds for.
    public var families: [UserInterfaceIdiom]
    /// The app's settings as the engine takes them.
    public var app: AppConfiguration
    /// Where each orientation key was read.
    public var orientationSources: [SourceLocation]
    /// The app delegate, if the target has one.
    public var appDelegate: DelegateReport?
    /// The controller classes.
    public var controllers: [ControllerReport]
    /// The storyboards.
    public var storyboards: [StoryboardFacts]
    /// The controllers placed for the answers, root first.
    public var placements: [PlacedController]
    /// The findings, most severe first.
    public var findings: [Finding]
    /// The answers.
    public var screens: [Screen]
    /// The window's root with the children the scanner knows, as the engine builds it.
    public var root: ControllerNode
}

/// A controller of the window's root hierarchy with the children the scanner knows: a navigation controller's root
/// child, a tab bar controller's tabs.
public struct ControllerNode: Sendable, Hashable {
    /// The class.
    public var className: String
    /// Pivot's kind (`content`, `navigation`, `tabBar`, …).
    public var kind: String
    /// The children: a navigation controller's root child, a tab bar controller's tabs, a split view
    /// controller's columns.
    public var children: [ControllerNode]
    /// The class of the child whose answers the node gives as its own (a split view controller's detail), if any.
    public var decidingChild: String?

    /// A node.
    public init(className: String, kind: String, children: [ControllerNode], decidingChild: String? = nil) {
        self.className = className
        self.kind = kind
        self.children = children
        self.decidingChild = decidingChild
    }
}

/// A target the scanner lists but does not answer for, and why.
public struct SkippedTarget: Sendable, Hashable {
    /// The target's name.
    public var name: String
    /// Why (`watchOS target`, `a test bundle`...).
    public var reason: String

    /// Creates an entry.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

/// Everything `pivot app` reports about a project.
public struct AppReport: Sendable, Equatable {
    /// The project folder as given.
    public var project: String
    /// The answered targets.
    public var targets: [TargetReport]
    /// The targets listed and skipped.
    public var skipped: [SkippedTarget]
    /// The releases answered for.
    public var iosVersions: [IOSVersion]

    /// Every finding of every target.
    public var findings: [(target: String, finding: Finding)] {
        targets.flatMap { target in target.findings.map { (target.name, $0) } }
    }
}

extension UserInterfaceIdiom {
    /// The name the report gives the idiom: `iphone` or `ipad`.
    public var reportName: String { self == .phone ? "iphone" : "ipad" }
}
