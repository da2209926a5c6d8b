import Orientation
import PivotJSON

extension TargetReport {
    /// A scenario for `pivot simulate`, `--render` and `matrix --scenario`: the app's settings, the root controller,
    /// and a present/dismiss pair for every presented controller (tabs and pushed controllers are not replayed),
    /// each with a `"source"` note naming the lines its values come from. A dynamic value is written at its declared default (or left out) with a warning.
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
        func spec(_ placed: PlacedController) -> JSONValue {
            var fields: [JSONValue.Field] = [.init("id", .string(placed.className)), .init("kind", .string("content"))]
            var sources = placed.location.map { ["placed at " + place($0)] } ?? []
            if let controller = controllers.first(where: { $0.name == placed.className }) {
                sources.insert("\(controller.name) at \(place(controller.location))", at: 0)
                if let value = mask(
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
                sources = ["\(placed.className) is UIKit's class; no file of the project declares it"]
            }
            fields.append(.init("source", .string(sources.joined(separator: "; "))))
            return .object(fields)
        }
        let root = placements.first { $0.isRoot }
        var steps: [JSONValue] = []
        for placed in placements where placed.arrival == .presented {
            if let dynamic = placed.dynamicStyle {
                warnings.append(
                    "\(placed.className)'s presentation style is dynamic (\(dynamic.expression.text)); the scenario "
                        + "uses " + (placed.style?.rawValue ?? "the release's default"))
            }
            var present: [JSONValue.Field] = [.init("present", spec(placed))]
            if let style = placed.style { present.append(.init("style", .string(style.rawValue))) }
            steps.append(.object(present))
            steps.append(.object(["dismiss": .bool(true)]))
        }
        let device = families.contains(.phone) ? "iphone-15" : "ipad-air"
        let scenario = JSONValue.object([
            "device": .string(device), "iosVersion": .string(version.description), "app": .object(app),
            "root": root.map(spec) ?? .object(["id": .string("root")]), "steps": .array(steps),
        ])
        return (scenario, warnings)
    }
}
