import Foundation
import Orientation

/// One target as read from disk, before any answer: its settings, plist, source facts and storyboards.
public struct TargetInput: Sendable {
    /// The target's name.
    public var name: String
    /// Where it is defined.
    public var location: SourceLocation
    /// The build settings (empty for a folder without a project).
    public var settings: [String: XcodeProject.Setting]
    /// The pbxproj path relative to the project folder, or `nil`.
    public var pbxproj: String?
    /// The Info.plist path, if there is one.
    public var infoPlistPath: String?
    /// The Info.plist, if it could be read.
    public var infoPlist: InfoPlist?
    /// The facts of the target's sources, merged.
    public var facts: SourceFacts
    /// The target's storyboards and xibs.
    public var storyboards: [StoryboardFacts]
    /// Whether the target is an app extension, which has no app life cycle of its own (UIKit never launches it
    /// through `UIApplicationMain`, so the scene-manifest requirement does not apply).
    public var isExtension = false
}

/// Turns a ``TargetInput`` into a ``TargetReport``: resolves values, places controllers, asks the orientation
/// engine for every placed controller on each idiom and release, and runs every rule.
public struct TargetAnalyzer: Sendable {
    /// The releases to answer for.
    public var versions: [IOSVersion]

    /// An analyzer for `versions`.
    public init(versions: [IOSVersion]) { self.versions = versions }

    /// The devices the engine simulates for each idiom.
    static let devices: [UserInterfaceIdiom: DeviceModel] = [
        .phone: DeviceCatalog.device(id: "iphone-15")!, .pad: DeviceCatalog.device(id: "ipad-air")!,
    ]

    /// The report for `input`.
    public func analyze(_ input: TargetInput) -> TargetReport {
        let resolver = ValueResolver(stored: input.facts.stored)
        let (app, sources, fullScreenLocation) = configuration(input, resolver: resolver)
        let controllers = controllerReports(input.facts.classes, resolver: resolver)
        let families = families(input)
        let appDelegate = delegateReport(input.facts, resolver: resolver)
        var report = TargetReport(
            name: input.name, infoPlist: input.infoPlistPath,
            generatesInfoPlist: input.settings["GENERATE_INFOPLIST_FILE"]?.value == "YES",
            deploymentTarget: input.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value,
            families: families, app: app, orientationSources: sources, appDelegate: appDelegate,
            controllers: controllers, storyboards: input.storyboards, placements: [], findings: [], screens: [],
            root: ControllerNode(className: "UIViewController", kind: "content", children: []))
        let placements = placements(input, controllers: controllers, resolver: resolver)
        let byName = Dictionary(controllers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        report.placements = placements.map { placement in
            guard placement.arrival == .presented else {
                return PlacedController(
                    className: placement.className, arrival: placement.arrival, style: nil, dynamicStyle: nil,
                    location: placement.location)
            }
            let declared =
                placement.style ?? byName[placement.className]?.modalPresentationStyle
            var style = placement.segueStyle
            if case .style(let named) = declared?.bestKnown { style = named }
            return PlacedController(
                className: placement.className, arrival: .presented, style: style,
                dynamicStyle: declared?.isDynamic == true ? declared : nil, location: placement.location)
        }
        let (rootSpec, _) = rootSpec(input, controllers: controllers)
        report.root = rootSpec
        var engineApp = app
        if input.isExtension { engineApp.hasSceneManifest = true }
        let delegateIsDynamic = [appDelegate?.orientations, sceneAnswer(input.facts, resolver: resolver)]
            .contains { $0?.isDynamic == true }
        report.screens = screens(
            placements, families: families, app: engineApp, controllers: byName,
            delegateIsDynamic: delegateIsDynamic, rootSpec: rootSpec)
        let context = RuleContext(
            target: report, facts: input.facts, versions: versions, targetLocation: input.location,
            infoPlistLocation: input.infoPlistPath.map { SourceLocation(file: $0, line: 1) },
            fullScreenLocation: fullScreenLocation,
            isInfoPlistKnown: input.infoPlist != nil || input.settings["GENERATE_INFOPLIST_FILE"]?.value == "YES",
            placements: Dictionary(
                placements.compactMap { p in p.location.map { (p.className, $0) } }, uniquingKeysWith: { a, _ in a }),
            geometryRequestFails: { mask, controller, idiom, version in
                Self.geometryRequestFails(
                    mask, controller: byName[controller], app: app,
                    idiom: idiom, version: version)
            })
        report.findings = allRules.concurrentMap(chunkSize: 1) { $0.findings(in: context) }.joined().sorted {
            ($0.severity, $1.location.file, $1.location.line ?? 0) > (
                $1.severity, $0.location.file, $0.location.line ?? 0
            )
        }
        return report
    }

    // MARK: - Settings

    /// The engine's app settings: the Info.plist's keys, else the `INFOPLIST_KEY_*` build settings; the delegates'
    /// answers at their best-known value.
    func configuration(
        _ input: TargetInput, resolver: ValueResolver
    ) -> (AppConfiguration, [SourceLocation], SourceLocation?) {
        var sources: [SourceLocation] = []
        let plist = input.infoPlist
        func mask(_ key: String, _ entry: InfoPlist.Entry<[String]>?) -> InterfaceOrientationMask? {
            if let entry, !entry.value.isEmpty, let path = input.infoPlistPath {
                sources.append(SourceLocation(file: path, line: entry.line))
                return names(entry.value)
            }
            if let setting = input.settings["INFOPLIST_KEY_" + key], let pbxproj = input.pbxproj {
                let list = setting.list.compactMap(orientationName)
                guard !list.isEmpty else { return nil }
                sources.append(SourceLocation(file: setting.file ?? pbxproj, line: setting.line))
                return names(list)
            }
            return nil
        }
        let any = mask("UISupportedInterfaceOrientations", plist?.orientations)
        let pad = mask("UISupportedInterfaceOrientations_iPad", plist?.orientationsPad)
        let phone = mask("UISupportedInterfaceOrientations_iPhone", plist?.orientationsPhone)
        var requiresFullScreen = false
        var fullScreenLocation: SourceLocation?
        if let entry = plist?.requiresFullScreen, let path = input.infoPlistPath {
            requiresFullScreen = entry.value
            fullScreenLocation = SourceLocation(file: path, line: entry.line)
        } else if let setting = input.settings["INFOPLIST_KEY_UIRequiresFullScreen"], let pbxproj = input.pbxproj {
            requiresFullScreen = setting.value == "YES"
            fullScreenLocation = SourceLocation(file: setting.file ?? pbxproj, line: setting.line)
        }
        let generatedManifest = input.settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"]?.value == "YES"
        let app = AppConfiguration(
            supportedOrientations: any, supportedOrientationsPad: pad, supportedOrientationsPhone: phone,
            delegateOrientations: delegateReport(input.facts, resolver: resolver)?.orientations?.bestKnown?.mask,
            sceneDelegateOrientations: sceneAnswer(input.facts, resolver: resolver)?.bestKnown?.mask,
            hasSceneManifest: plist?.hasSceneManifest == true || generatedManifest,
            requiresFullScreen: requiresFullScreen)
        return (app, sources, fullScreenLocation)
    }

    func names(_ list: [String]) -> InterfaceOrientationMask {
        list.reduce(into: []) { $0.formUnion(InterfaceOrientationMask(name: $1) ?? []) }
    }

    /// `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad; Xcode's default is iPhone); a folder without a project is read
    /// as both.
    func families(_ input: TargetInput) -> [UserInterfaceIdiom] {
        guard input.pbxproj != nil else { return [.phone, .pad] }
        let codes = (input.settings["TARGETED_DEVICE_FAMILY"]?.value ?? "1").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let families = [("1", UserInterfaceIdiom.phone), ("2", .pad)].filter { codes.contains($0.0) }.map(\.1)
        return families.isEmpty ? [.phone] : families
    }

    // MARK: - Classes

    /// The UIKit controller classes the project's classes can descend from, and Pivot's kind for each.
    static let uikitControllers: [String: String] = [
        "UIViewController": "content", "UITableViewController": "content", "UICollectionViewController": "content",
        "UIHostingController": "content", "UINavigationController": "navigation", "UITabBarController": "tabBar",
        "UIPageViewController": "container", "UISplitViewController": "container",
        "AVPlayerViewController": "player",
    ]

    /// Every class descending from a UIKit controller through the project's own classes, with its answers (own,
    /// else inherited from a project superclass).
    func controllerReports(_ classes: [ClassFacts], resolver: ValueResolver) -> [ControllerReport] {
        var merged: [String: ClassFacts] = [:]
        var order: [String] = []
        for facts in classes {
            guard var existing = merged[facts.name] else {
                merged[facts.name] = facts
                order.append(facts.name)
                continue
            }
            if existing.superclass == nil {
                existing.superclass = facts.superclass
                existing.location = facts.location
            }
            existing.supportedOrientations = existing.supportedOrientations ?? facts.supportedOrientations
            existing.preferredOrientation = existing.preferredOrientation ?? facts.preferredOrientation
            existing.shouldAutorotate = existing.shouldAutorotate ?? facts.shouldAutorotate
            existing.modalPresentationStyle = existing.modalPresentationStyle ?? facts.modalPresentationStyle
            existing.forwardsTo = existing.forwardsTo ?? facts.forwardsTo
            merged[facts.name] = existing
        }
        let classes = merged
        // The classes' answers are resolved on every core, in order.
        return order.concurrentMap { name -> ControllerReport? in
            func chain(_ name: String) -> [ClassFacts]? {
                var result: [ClassFacts] = []
                var current = name
                for _ in 0..<32 {
                    if Self.uikitControllers[current] != nil { return result }
                    guard let facts = classes[current], let superclass = facts.superclass else { return nil }
                    result.append(facts)
                    current = baseName(superclass)
                }
                return nil
            }
            guard let lineage = chain(name), let own = lineage.first else { return nil }
            let base = baseName(lineage.last?.superclass ?? "UIViewController")
            func inherited(_ keyPath: KeyPath<ClassFacts, SourceExpression?>, _ kind: ValueKind) -> ResolvedValue? {
                lineage.lazy.compactMap { $0[keyPath: keyPath] }.first.map { resolver.resolve($0, as: kind) }
            }
            return ControllerReport(
                name: name, superclass: own.superclass, kind: Self.uikitControllers[base] ?? "content",
                location: own.location, supportedOrientations: inherited(\.supportedOrientations, .mask),
                preferredOrientation: inherited(\.preferredOrientation, .orientation),
                shouldAutorotate: inherited(\.shouldAutorotate, .bool),
                modalPresentationStyle: inherited(\.modalPresentationStyle, .style),
                forwardsToChild: lineage.lazy.compactMap(\.forwardsTo).first)
        }.compactMap { $0 }
    }

    /// The app delegate: the class answering `application(_:supportedInterfaceOrientationsFor:)`, else a class
    /// adopting `UIApplicationDelegate` (answering nothing).
    func delegateReport(_ facts: SourceFacts, resolver: ValueResolver) -> DelegateReport? {
        if let answer = facts.delegates.first(where: { $0.role == .app }) {
            return DelegateReport(
                className: answer.className, location: answer.location,
                orientations: resolver.resolve(answer.orientations, as: .mask))
        }
        guard let adopter = facts.classes.first(where: { $0.protocols.contains("UIApplicationDelegate") }) else {
            return nil
        }
        return DelegateReport(className: adopter.name, location: adopter.location, orientations: nil)
    }

    func sceneAnswer(_ facts: SourceFacts, resolver: ValueResolver) -> ResolvedValue? {
        facts.delegates.first { $0.role == .scene }.map { resolver.resolve($0.orientations, as: .mask) }
    }

    // MARK: - Placement

    /// A controller the scanner can place: the window's root, a tab of it, pushed on its navigation controller, or
    /// presented over it with a style.
    struct Placement {
        var className: String
        var arrival: PlacedController.Arrival
        var style: ResolvedValue?
        var segueStyle: PresentationStyle?
        var location: SourceLocation?
    }

    /// The window's root: the main storyboard's initial controller with its relationship children, else the
    /// controller set in code (`window.rootViewController = …`), else a plain controller; and where it was read.
    func rootSpec(_ input: TargetInput, controllers: [ControllerReport]) -> (ControllerNode, SourceLocation?) {
        let kinds = Dictionary(controllers.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        func kind(_ name: String) -> String { kinds[name] ?? Self.uikitControllers[name] ?? "content" }
        // The tabs code sets on a tab bar controller of this class (`viewControllers = [...]` in its own code, or on
        // a local of the class), at the first such call: a tab of unknown class is left out.
        func codeTabs(_ name: String) -> [ControllerNode] {
            let call = input.facts.calls.first { $0.kind == .setTabs && $0.target.map(baseName) == name }
            return (call?.tabs ?? []).compactMap { tab in
                guard let tabClass = tab.className.map(baseName) else { return nil }
                let child = tab.rootChild.map(baseName).map {
                    ControllerNode(className: $0, kind: kind($0), children: [])
                }
                let children = kind(tabClass) == "navigation" ? child.map { [$0] } ?? [] : []
                return ControllerNode(className: tabClass, kind: kind(tabClass), children: children)
            }
        }
        let mainNames = Set(input.infoPlist?.storyboards ?? [])
        let main = input.storyboards.first { storyboard in
            let base = storyboard.file.split(separator: "/").last.map { String($0.split(separator: ".").first ?? "") }
            return base.map(mainNames.contains) == true
        }
        if let main, let initial = main.initial {
            // Relationship segues name a navigation controller's root child, a tab bar controller's tabs and a split
            // view controller's columns.
            func node(_ name: String, depth: Int) -> ControllerNode {
                let kind = main.controllers.first { $0.className == name }?.kind ?? kind(name)
                guard depth < 4, ["navigation", "tabBar", "container"].contains(kind) else {
                    return ControllerNode(className: name, kind: kind, children: [])
                }
                let relationships = main.segues.filter { $0.from == name && $0.kind == "relationship" }
                var children = relationships.map { node($0.to, depth: depth + 1) }
                if kind == "navigation" { children = Array(children.prefix(1)) }
                if kind == "tabBar", children.isEmpty { children = codeTabs(name) }
                // A split view controller answers as its detail (*choice*: Apple's UISplitViewController reference
                // says nothing of its supportedInterfaceOrientations; the detail is the content the split shows).
                let detail = relationships.first {
                    ["detailViewController", "secondaryViewController"].contains($0.relationship ?? "")
                }
                return ControllerNode(className: name, kind: kind, children: children, decidingChild: detail?.to)
            }
            let line = main.controllers.first { $0.className == initial }?.line
            return (node(initial, depth: 0), SourceLocation(file: main.file, line: line))
        }
        // The class assigned most often wins (an app sets its main root on both the scene and the pre-scene path,
        // a second window such as an external display's once); ties go to the first assignment.
        let roots = input.facts.calls.filter { $0.kind == .setRoot && $0.target != nil }
        let counts = Dictionary(roots.map { (baseName($0.target!), 1) }, uniquingKeysWith: +)
        if let call = roots.max(by: { counts[baseName($0.target!)]! < counts[baseName($1.target!)]! }),
            let target = call.target.map(baseName)
        {
            let children = call.child.map {
                [ControllerNode(className: baseName($0), kind: kind(baseName($0)), children: [])]
            }
            let node = ControllerNode(
                className: target, kind: kind(target),
                children: kind(target) == "tabBar" ? codeTabs(target) : children ?? [])
            return (node, call.location)
        }
        return (ControllerNode(className: "UIViewController", kind: "content", children: []), nil)
    }

    /// The root, each tab of a root tab bar controller, every controller a segue or a `pushViewController` call
    /// pushes, and every controller a storyboard segue or a `present` call with a known class presents.
    func placements(
        _ input: TargetInput, controllers: [ControllerReport], resolver: ValueResolver
    ) -> [Placement] {
        let (root, rootLocation) = rootSpec(input, controllers: controllers)
        var result = [
            Placement(
                className: root.className, arrival: .root, style: nil, segueStyle: nil, location: rootLocation)
        ]
        var seen: Set<String> = [root.className]
        if root.kind == "tabBar" {
            for (index, tab) in root.children.enumerated() where seen.insert(tab.className).inserted {
                result.append(
                    Placement(
                        className: tab.className, arrival: .tab(index), style: nil, segueStyle: nil,
                        location: rootLocation))
            }
        }
        let known = Set(controllers.map(\.name)).union(Self.uikitControllers.keys)
        for storyboard in input.storyboards {
            for segue in storyboard.segues where ["presentation", "modal", "popoverPresentation"].contains(segue.kind) {
                guard seen.insert(segue.to).inserted else { continue }
                result.append(
                    Placement(
                        className: segue.to, arrival: .presented, style: nil,
                        segueStyle: segue.presentation.flatMap(PresentationStyle.init(rawValue:)),
                        location: SourceLocation(file: storyboard.file, line: segue.line)))
            }
            // A show/push segue pushes on the root's navigation controller.
            for segue in storyboard.segues where ["show", "push"].contains(segue.kind) {
                guard seen.insert(segue.to).inserted else { continue }
                result.append(
                    Placement(
                        className: segue.to, arrival: .pushed, style: nil, segueStyle: nil,
                        location: SourceLocation(file: storyboard.file, line: segue.line)))
            }
        }
        for call in input.facts.calls where [.present, .push].contains(call.kind) {
            guard let target = call.target.map(baseName), known.contains(target), seen.insert(target).inserted else {
                continue
            }
            result.append(
                Placement(
                    className: target, arrival: call.kind == .push ? .pushed : .presented,
                    style: call.style.map { resolver.resolve($0, as: .style) }, segueStyle: nil,
                    location: call.location))
        }
        return result
    }
}

/// `UIHostingController<ContentView>` → `UIHostingController`; `Module.Player` → `Player`.
func baseName(_ typeName: String) -> String {
    // Most names are already bare: ASCII with no generic arguments, module and no space to trim.
    if typeName.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ".") && $0 > 0x20 }) {
        return typeName
    }
    let unqualified = typeName.split(separator: "<").first.map(String.init) ?? typeName
    return unqualified.split(separator: ".").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? unqualified
}
