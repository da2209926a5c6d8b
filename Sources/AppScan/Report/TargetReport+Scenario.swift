import Orientation
import PivotJSON

extension TargetReport {
    /// A scenario for `pivot simulate`, `--render` and `matrix --scenario`: the app's settings, the root hierarchy
    /// (a navigation controller with its root child, a tab bar controller with its tabs, a split view controller
    /// with its columns, answering as its detail), then a step for every
    /// placed controller in the report's order: a `select` for each tab, a `push`/`pop` pair on the root's
    /// navigation controller (its tab selected first) for each pushed controller, and a `present`/`dismiss` pair
    /// for each presented one. Each controller has a `"source"` note naming the lines its values come from. A
    /// dynamic value is written at its declared default (or left out) with a warning, and so is a push with no
    /// navigation controller in the root hierarchy (the report pushes it on a plain one the scenario cannot add).
    /// - Parameter version: The release the scenario runs under.
    /// - Returns: The scenario, and one warning per dynamic value.
    public func scenario(version: IOSVersion) -> (scenario: JSONValue, warnings: [String]) {
        var warnings: [String] = []
        func mask(_ value: ResolvedValue?, _ what: String) -> JSONValue? {
            guard let value else { return nil }
            if value.isDynamic {
                warnings.append(
                    "\(what) is dynamic (\(value.expression.text) at \(place(value.expression.location))); the "
                        + "scenario uses "
                        + (value.declaredDefault?.mask.map { "its declared default \($0)" } ?? "UIKit's default"))
            }
            return value.bestKnown?.mask.map(orientationList)
        }
        var app: [JSONValue.Field] = []
        let masks: [(String, InterfaceOrientationMask?)] = [
            ("supportedOrientations", self.app.supportedOrientations),
            ("supportedOrientationsPad", self.app.supportedOrientationsPad),
            ("supportedOrientationsPhone", self.app.supportedOrientationsPhone),
        ]
        for (key, value) in masks { if let value { app.append(.init(key, orientationList(value))) } }
        if let delegate = mask(appDelegate?.orientations, "\(appDelegate?.className ?? "app delegate") mask") {
            app.append(.init("delegateOrientations", delegate))
        }
        if let scene = self.app.sceneDelegateOrientations {
            app.append(.init("sceneDelegateOrientations", orientationList(scene)))
        }
        app.append(.init("sceneManifest", .bool(self.app.hasSceneManifest)))
        app.append(.init("requiresFullScreen", .bool(self.app.requiresFullScreen)))
        let byName = Dictionary(controllers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Ids are unique across a scenario: a class placed twice (two tabs of plain navigation controllers) gets a
        // numbered id after the first.
        var ids: Set<String> = []
        func spec(
            _ className: String, placedAt location: SourceLocation?, kind: String = "content",
            extra: [JSONValue.Field] = [], isForwarding: Bool = false
        ) -> (id: String, spec: JSONValue) {
            var id = className
            var number = 2
            while !ids.insert(id).inserted {
                id = "\(className)-\(number)"
                number += 1
            }
            var fields: [JSONValue.Field] = [.init("id", .string(id)), .init("kind", .string(kind))]
            var sources = location.map { ["placed at " + place($0)] } ?? []
            if let controller = byName[className] {
                sources.insert("\(controller.name) at \(place(controller.location))", at: 0)
                // A container forwarding to its child says so in the scenario (`forwardsToTop`, `tabPolicy`); its own
                // answer, the forwarding expression, is not a value to warn about.
                if !isForwarding || controller.supportedOrientations?.isDynamic == false,
                    let value = mask(
                        controller.supportedOrientations, "\(controller.name).supportedInterfaceOrientations")
                {
                    fields.append(.init("supportedOrientations", value))
                    sources.append(
                        "supportedOrientations " + place(controller.supportedOrientations!.expression.location))
                }
                if let value = controller.shouldAutorotate {
                    if value.isDynamic {
                        warnings.append("\(controller.name).shouldAutorotate is dynamic; the scenario uses true")
                    }
                    fields.append(.init("shouldAutorotate", .bool(value.bestKnown?.bool ?? true)))
                    sources.append("shouldAutorotate " + place(value.expression.location))
                }
                if let value = controller.preferredOrientation, let orientation = value.bestKnown?.orientation {
                    fields.append(.init("preferredOrientationForPresentation", .string(orientation.name)))
                    sources.append("preferredOrientationForPresentation " + place(value.expression.location))
                } else if controller.preferredOrientation != nil {
                    warnings.append(
                        "\(controller.name).preferredInterfaceOrientationForPresentation is dynamic; left out")
                }
            }
            if sources.isEmpty {
                sources = ["\(className) is UIKit's class; no file of the project declares it"]
            }
            fields += extra
            fields.append(.init("source", .string(sources.joined(separator: "; "))))
            return (id, .object(fields))
        }
        // The root hierarchy as the engine builds it (`TargetAnalyzer.makeNode`): a navigation controller that
        // forwards to its top child when the project's subclass does, a tab bar controller with its tabs that
        // follows the selected tab when the subclass forwards to it, anything else a plain controller.
        var tabIDs: [String] = []
        func node(_ controller: ControllerNode, placedAt location: SourceLocation?) -> (id: String, spec: JSONValue) {
            let forwardsTo = byName[controller.className]?.forwardsToChild
            let built = controller.children.map { node($0, placedAt: nil) }
            let children = built.map(\.spec)
            switch controller.kind {
            case "navigation":
                let forwarding: [JSONValue.Field] = forwardsTo != nil ? [.init("forwardsToTop", .bool(true))] : []
                return spec(
                    controller.className, placedAt: location, kind: "navigation",
                    extra: forwarding + [.init("children", .array(children))], isForwarding: forwardsTo != nil)
            case "tabBar" where !children.isEmpty:
                tabIDs = built.map(\.id)
                let selected = forwardsTo?.lowercased().contains("selected") == true
                let policy: [JSONValue.Field] = selected ? [.init("tabPolicy", .string("selected"))] : []
                return spec(
                    controller.className, placedAt: location, kind: "tabBar",
                    extra: policy + [.init("children", .array(children))], isForwarding: selected)
            case "container" where !children.isEmpty:
                let decider = built.indices.first { controller.children[$0].className == controller.decidingChild }
                let forwarding: [JSONValue.Field] =
                    decider.map { [.init("forwardsOrientationTo", .string(built[$0].id))] } ?? []
                return spec(
                    controller.className, placedAt: location, kind: "container",
                    extra: forwarding + [.init("children", .array(children))], isForwarding: decider != nil)
            default:
                return spec(controller.className, placedAt: location)
            }
        }
        let rootPlacement = placements.first { $0.isRoot }
        let (rootID, rootSpec) = node(root, placedAt: rootPlacement?.location)
        // Pushes go on the root navigation controller, else on the first tab that is one, selected first.
        let navigation: (id: String, tab: Int?)? =
            if root.kind == "navigation" {
                (rootID, nil)
            } else if root.kind == "tabBar", let index = root.children.firstIndex(where: { $0.kind == "navigation" }),
                tabIDs.indices.contains(index)
            {
                (tabIDs[index], index)
            } else { nil }
        var steps: [JSONValue] = []
        for placed in placements {
            switch placed.arrival {
            case .root:
                break
            case .tab(let index):
                steps.append(.object(["select": .number(Double(index)), "on": .string(rootID)]))
            case .pushed:
                guard let navigation else {
                    warnings.append(
                        "\(placed.className) is pushed, but the root hierarchy has no navigation controller; the "
                            + "report pushes it on a plain one, the scenario leaves it out")
                    continue
                }
                if let tab = navigation.tab {
                    steps.append(.object(["select": .number(Double(tab)), "on": .string(rootID)]))
                }
                steps.append(
                    .object([
                        "push": spec(placed.className, placedAt: placed.location).spec,
                        "on": .string(navigation.id),
                    ]))
                steps.append(.object(["pop": .string(navigation.id)]))
            case .presented:
                if let dynamic = placed.dynamicStyle {
                    warnings.append(
                        "\(placed.className)'s presentation style is dynamic (\(dynamic.expression.text)); the "
                            + "scenario uses " + (placed.style?.rawValue ?? "the release's default"))
                }
                var present: [JSONValue.Field] = [
                    .init("present", spec(placed.className, placedAt: placed.location).spec)
                ]
                if let style = placed.style { present.append(.init("style", .string(style.rawValue))) }
                steps.append(.object(present))
                steps.append(.object(["dismiss": .bool(true)]))
            }
        }
        let device = families.contains(.phone) ? "iphone-15" : "ipad-air"
        let scenario = JSONValue.object([
            "device": .string(device), "iosVersion": .string(version.description), "app": .object(app),
            "root": rootSpec, "steps": .array(steps),
        ])
        return (scenario, warnings)
    }
}
