import Orientation

/// A rule's fixed description and the example projects the tests run it on (SwiftLint's `RuleDescription`).
public struct RuleDescription: Sendable {
    /// The stable id used in every output and in `--fail-on`.
    public var id: String
    /// How serious its findings are.
    public var severity: Severity
    /// One line: what it finds.
    public var summary: String
    /// Projects (path → contents) on which it must fire; a `↓` marks the line the finding must name.
    public var triggeringExamples: [[String: String]]
    /// Projects on which it must not fire.
    public var nonTriggeringExamples: [[String: String]]
}

/// One finding rule: a small type with its id, severity, summary and examples. The decisions it reports come
/// from the orientation engine (``RuleContext/screens``, ``UIKitChange``), never from a copy of UIKit's rules here.
public protocol AppRule: Sendable {
    /// The rule's description.
    var description: RuleDescription { get }
    /// The findings on one target.
    func findings(in context: RuleContext) -> [Finding]
}

/// What a rule looks at: one target as read, and the engine's answers for it.
public struct RuleContext: Sendable {
    /// The target (controllers, settings, screens; findings not filled in yet).
    public var target: TargetReport
    /// Every fact from the target's sources.
    public var facts: SourceFacts
    /// The releases asked for.
    public var versions: [IOSVersion]
    /// Where the target is defined (its pbxproj entry, or the folder).
    public var targetLocation: SourceLocation
    /// The Info.plist (line 1), or `nil` when the plist is generated from build settings.
    public var infoPlistLocation: SourceLocation?
    /// Where `UIRequiresFullScreen` is set, or `nil`.
    public var fullScreenLocation: SourceLocation?
    /// Whether the app's Info.plist keys are known: a plist was read, or it is generated from build settings. When
    /// they are not, the rules that read them report a `note`, not their severity.
    public var isInfoPlistKnown: Bool
    /// Where each placed controller was placed (the segue, the `present` call), by class.
    public var placements: [String: SourceLocation]
    /// The engine: whether `requestGeometryUpdate(mask)` fails while `controller` decides, on `idiom` and `version`.
    public var geometryRequestFails:
        @Sendable (
            _ mask: InterfaceOrientationMask, _ controller: String, _ idiom: UserInterfaceIdiom, _ version: IOSVersion
        ) -> Bool

    /// The requested releases that have `change`.
    public func versions(with change: UIKitChange) -> [IOSVersion] { versions.filter { $0.has(change) } }

    /// A finding of `rule` at `location` on `versions`.
    func finding(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, on versions: [IOSVersion]
    ) -> Finding {
        Finding(rule: rule.id, severity: rule.severity, message: message, location: location, iosVersions: versions)
    }

    /// A finding that rests on the Info.plist's keys: a `note` saying so when they are not known.
    func plistFinding(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, on versions: [IOSVersion]
    ) -> Finding {
        guard !isInfoPlistKnown else { return finding(rule, message, at: location, on: versions) }
        return Finding(
            rule: rule.id, severity: .note, message: "No Info.plist was found, so this is unsure: " + message,
            location: location, iosVersions: versions)
    }
}

/// Every rule, in the order reports list them.
public let allRules: [any AppRule] = [
    DeviceOrientationKVCRule(), ShouldAutorotateIgnoredRule(), AttemptRotationDeprecatedRule(),
    MaskChangeWithoutUpdateRule(), NoCommonOrientationRule(), PreferredOutsideMaskRule(),
    IPadMultitaskingOrientationsRule(), RequiresFullScreenDeprecatedRule(), SceneLifecycleRequiredRule(),
    GeometryRequestOutsideMaskRule(),
]

/// An Info.plist every example project starts from unless it brings its own: all four orientations and a scene
/// manifest, so only the example's own code can trigger a rule.
public let exampleInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>UISupportedInterfaceOrientations</key><array>
    <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
    <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string>
    </array>
    <key>UIApplicationSceneManifest</key><dict/>
    </dict></plist>
    """
