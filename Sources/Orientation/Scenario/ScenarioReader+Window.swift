import PivotJSON

extension ScenarioReader {
    /// The keys `"window"` accepts.
    static let windowKeys = ["mode", "size", "origin"]

    /// Parses the scenario's `"window"`: the mode must exist on the device and in the version; the frame is in the
    /// launch orientation (the device's pose: a window follows it) and must be one the mode allows.
    func window(
        _ json: JSONValue, on device: DeviceModel, pose: DeviceOrientation
    ) throws(ScenarioError) -> WindowPlacement {
        guard device.idiom == .pad else {
            throw ScenarioError(path: "window", message: "windows are for iPads; \(device.id) is an iPhone")
        }
        let fields = try object(json, at: "window", keys: Self.windowKeys)
        guard let modeJSON = fields["mode"] else { throw missing("mode", in: "window") }
        let name = try string(modeJSON, at: "window.mode")
        guard let mode = WindowMode(rawValue: name) else {
            let hint = Suggestion.hint(for: name, in: WindowMode.allCases.map(\.rawValue))
            throw ScenarioError(path: "window.mode", message: "unknown window mode \"\(name)\"" + hint)
        }
        if let absence = mode.absence(on: version) {
            throw ScenarioError(path: "window.mode", message: "\(absence) (the scenario runs iOS \(version))")
        }
        guard device.supports(mode) else {
            throw ScenarioError(path: "window.mode", message: "\(device.name) does not support \(name)")
        }
        let size = try fields["size"].map { json throws(ScenarioError) in
            let pair = try numberPair(json, at: "window.size")
            return Size(width: pair.0, height: pair.1)
        }
        let origin = try fields["origin"].map { json throws(ScenarioError) in
            let pair = try numberPair(json, at: "window.origin")
            return Point(x: pair.0, y: pair.1)
        }
        do throws(WindowRequestError) {
            return try WindowPlacement.requested(
                mode, size: size, origin: origin, on: device, in: pose.interfaceOrientation ?? .portrait)
        } catch {
            throw ScenarioError(path: "window" + (error.field.map { "." + $0 } ?? ""), message: error.message)
        }
    }

    /// `[a, b]`: two numbers ≥ 0 (a size or a point).
    func numberPair(_ json: JSONValue, at path: String) throws(ScenarioError) -> (Double, Double) {
        guard case .array(let elements) = json, elements.count == 2, case .number(let first) = elements[0],
            case .number(let second) = elements[1], first >= 0, second >= 0
        else { throw typeError(path, "[a, b], two numbers of points ≥ 0") }
        return (first, second)
    }
}

extension ScenarioReader {
    /// Refuses a window step in a scenario without a window that can change.
    func requireWindow(for step: StepInput) throws(ScenarioError) {
        guard let windowMode, windowMode != .fullScreen else {
            throw ScenarioError(
                path: step.valuePath,
                message: "\(step.name) needs a \"window\" in a mode other than fullScreen (an iPad window)")
        }
    }
}
