import PivotJSON

/// The JSON of one step as its kind's parser sees it: the action's value, every key of the step object, and paths
/// for error messages.
struct StepInput {
    /// The value of the action key (`"portrait"` in `{"rotate": "portrait"}`).
    let value: JSONValue
    /// Every key of the step object, the action's included.
    let fields: [String: JSONValue]
    /// The step's JSON path (`steps[3]`).
    let path: String
    /// The action key.
    let name: String

    /// The action value's JSON path (`steps[3].rotate`).
    var valuePath: String { path + "." + name }

    /// The JSON path of modifier `key`.
    func path(of key: String) -> String { path + "." + key }
}

/// One kind of scenario step: its action key, the modifier keys it accepts, the UIKit change it needs, and how its
/// JSON becomes a ``ScenarioStep``. ``all`` is the one table of step kinds; a new step is a new row.
struct ScenarioStepKind: Sendable {
    /// The action key (`rotate`).
    let name: String
    /// The other keys the step object may hold (`style`, `animated`).
    let modifiers: [String]
    /// The change that introduced the API, for steps that do not exist in every version.
    let requires: UIKitChange?
    /// Parses the step.
    let parse: @Sendable (inout ScenarioReader, StepInput) throws(ScenarioError) -> ScenarioStep

    init(
        _ name: String, modifiers: [String] = [], requires: UIKitChange? = nil,
        parse: @escaping @Sendable (inout ScenarioReader, StepInput) throws(ScenarioError) -> ScenarioStep
    ) {
        self.name = name
        self.modifiers = modifiers
        self.requires = requires
        self.parse = parse
    }

    /// Every step kind, in the order error messages list them.
    static let all: [ScenarioStepKind] = [
        ScenarioStepKind("rotate") { reader, step throws(ScenarioError) in
            .rotate(try reader.deviceOrientation(step.value, at: step.valuePath))
        },
        ScenarioStepKind(
            "present", modifiers: ["style", "animated", "shouldPresentInFullscreen", "prefersGrabberVisible"]
        ) { reader, step throws(ScenarioError) in
            let style = try reader.presentationStyle(of: step)
            var presented = try reader.controller(step.value, at: step.valuePath)
            // UISheetPresentationController.prefersGrabberVisible is false by default.
            presented.prefersGrabberVisible =
                try step.fields["prefersGrabberVisible"].map {
                    value throws(ScenarioError) in try reader.bool(value, at: step.path(of: "prefersGrabberVisible"))
                } ?? false
            return .present(presented, style: style, animated: try reader.flag("animated", of: step))
        },
        ScenarioStepKind("dismiss", modifiers: ["animated"]) { reader, step throws(ScenarioError) in
            guard step.value == .bool(true) else { throw reader.typeError(step.valuePath, "true") }
            return .dismiss(animated: try reader.flag("animated", of: step))
        },
        ScenarioStepKind("push", modifiers: ["on", "animated"]) { reader, step throws(ScenarioError) in
            let navigation = try reader.reference(
                step.fields["on"], at: step.path(of: "on"), kind: .navigation, in: step.path)
            return .push(
                try reader.controller(step.value, at: step.valuePath), on: navigation,
                animated: try reader.flag("animated", of: step))
        },
        ScenarioStepKind("pop", modifiers: ["animated"]) { reader, step throws(ScenarioError) in
            .pop(
                try reader.reference(step.value, at: step.valuePath, kind: .navigation, in: step.path),
                animated: try reader.flag("animated", of: step))
        },
        ScenarioStepKind("select", modifiers: ["on"]) { reader, step throws(ScenarioError) in
            let tabBar = try reader.reference(step.fields["on"], at: step.path(of: "on"), kind: .tabBar, in: step.path)
            let index = try reader.integer(step.value, at: step.valuePath)
            guard index < reader.tabCounts[tabBar, default: 0] else {
                throw ScenarioError(path: step.valuePath, message: "no tab \(index) in \"\(tabBar)\"")
            }
            return .select(index, on: tabBar)
        },
        ScenarioStepKind("addChild", modifiers: ["to", "callDidMove"]) { reader, step throws(ScenarioError) in
            let container = try reader.reference(
                step.fields["to"], at: step.path(of: "to"), kind: .container, in: step.path)
            let child = try reader.controller(step.value, at: step.valuePath)
            reader.containerChildren.insert(child.id)
            return .addChild(child, to: container, callDidMove: try reader.flag("callDidMove", of: step))
        },
        ScenarioStepKind("removeChild", modifiers: ["callWillMove"]) { reader, step throws(ScenarioError) in
            let child = try reader.string(step.value, at: step.valuePath)
            guard reader.kinds[child] != nil else {
                throw ScenarioError(path: step.valuePath, message: "no controller \"\(child)\"")
            }
            guard reader.containerChildren.contains(child) else {
                throw ScenarioError(path: step.valuePath, message: "\"\(child)\" is not a child of a container")
            }
            return .removeChild(child, callWillMove: try reader.flag("callWillMove", of: step))
        },
        ScenarioStepKind("rotationLock") { reader, step throws(ScenarioError) in
            .rotationLock(try reader.bool(step.value, at: step.valuePath))
        },
        ScenarioStepKind("wait") { reader, step throws(ScenarioError) in
            guard case .number(let seconds) = step.value, seconds >= 0 else {
                throw reader.typeError(step.valuePath, "a number of seconds ≥ 0")
            }
            reader.waitedSeconds += seconds
            guard reader.waitedSeconds <= Scenario.maximumDuration else {
                throw ScenarioError(
                    path: step.valuePath,
                    message: "the waits add up to more than the limit of \(Int(Scenario.maximumDuration)) s "
                        + "(24 hours) for a scenario")
            }
            return .wait(seconds)
        },
        ScenarioStepKind("swipe", modifiers: ["velocity"]) { reader, step throws(ScenarioError) in
            let carousel = try reader.reference(step.value, at: step.valuePath, kind: .carousel, in: step.path)
            guard let velocityJSON = step.fields["velocity"] else { throw reader.missing("velocity", in: step.path) }
            guard case .number(let velocity) = velocityJSON else {
                throw reader.typeError(step.path(of: "velocity"), "a number")
            }
            return .swipe(carousel, velocity: velocity)
        },
        ScenarioStepKind("setSupportedOrientations", modifiers: ["on"]) { reader, step throws(ScenarioError) in
            let mask = try reader.mask(step.value, at: step.valuePath)
            guard let onJSON = step.fields["on"] else { throw reader.missing("on", in: step.path) }
            let owner = try reader.string(onJSON, at: step.path(of: "on"))
            switch owner {
            case "app": return .setSupportedOrientations(mask, on: .appDelegate)
            case "scene": return .setSupportedOrientations(mask, on: .sceneDelegate)
            case _ where reader.kinds[owner] != nil: return .setSupportedOrientations(mask, on: .controller(owner))
            default:
                throw ScenarioError(
                    path: step.path(of: "on"),
                    message:
                        "no controller \"\(owner)\" (or \"app\" for the app delegate, \"scene\" for the scene delegate)"
                )
            }
        },
        ScenarioStepKind("setNeedsUpdateOfSupportedInterfaceOrientations", requires: .orientationUpdateAPI) {
            reader, step throws(ScenarioError) in
            let id = try reader.string(step.value, at: step.valuePath)
            guard reader.kinds[id] != nil else {
                throw ScenarioError(path: step.valuePath, message: "no controller \"\(id)\"")
            }
            return .setNeedsUpdateOfSupportedInterfaceOrientations(id)
        },
        ScenarioStepKind("attemptRotationToDeviceOrientation") { reader, step throws(ScenarioError) in
            guard step.value == .bool(true) else { throw reader.typeError(step.valuePath, "true") }
            return .attemptRotationToDeviceOrientation
        },
        ScenarioStepKind("requestGeometryUpdate", requires: .orientationUpdateAPI) {
            reader, step throws(ScenarioError) in
            .requestGeometryUpdate(try reader.mask(step.value, at: step.valuePath))
        },
        ScenarioStepKind("forceDeviceOrientation") { reader, step throws(ScenarioError) in
            .forceDeviceOrientation(try reader.deviceOrientation(step.value, at: step.valuePath))
        },
        ScenarioStepKind("resizeWindow") { reader, step throws(ScenarioError) in
            try reader.requireWindow(for: step)
            let pair = try reader.numberPair(step.value, at: step.valuePath)
            return .resizeWindow(Size(width: pair.0, height: pair.1))
        },
        ScenarioStepKind("moveWindow") { reader, step throws(ScenarioError) in
            try reader.requireWindow(for: step)
            let pair = try reader.numberPair(step.value, at: step.valuePath)
            return .moveWindow(Point(x: pair.0, y: pair.1))
        },
        ScenarioStepKind("enterFullScreen", modifiers: ["animated"]) { reader, step throws(ScenarioError) in
            .enterFullScreen(
                try reader.reference(step.value, at: step.valuePath, kind: .avPlayerViewController, in: step.path),
                animated: try reader.flag("animated", of: step))
        },
        ScenarioStepKind("exitFullScreen", modifiers: ["animated"]) { reader, step throws(ScenarioError) in
            .exitFullScreen(
                try reader.reference(step.value, at: step.valuePath, kind: .avPlayerViewController, in: step.path),
                animated: try reader.flag("animated", of: step))
        },
        ScenarioStepKind("addWindow") { reader, step throws(ScenarioError) in try reader.addWindow(step) },
        ScenarioStepKind("removeWindow") { reader, step throws(ScenarioError) in try reader.removeWindow(step) },
    ]
}
