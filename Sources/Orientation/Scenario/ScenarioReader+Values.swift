import PivotJSON

/// The scenario file's values: objects with known keys, strings, flags, numbers, orientations and presentation
/// styles, each read with the JSON path its error names.
extension ScenarioReader {
    func object(_ json: JSONValue, at path: String, keys: [String]) throws(ScenarioError) -> [String: JSONValue] {
        guard case .object(let list) = json else { throw typeError(path, "an object") }
        if let unknown = list.first(where: { !keys.contains($0.key) }) {
            throw ScenarioError(
                path: join(path, unknown.key),
                message: "unknown key \"\(unknown.key)\"" + Suggestion.hint(for: unknown.key, in: keys))
        }
        return Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.value) })
    }

    func string(_ json: JSONValue, at path: String) throws(ScenarioError) -> String {
        guard case .string(let value) = json else { throw typeError(path, "a string") }
        return value
    }

    func bool(_ json: JSONValue, at path: String) throws(ScenarioError) -> Bool {
        guard case .bool(let value) = json else { throw typeError(path, "true or false") }
        return value
    }

    func integer(_ json: JSONValue, at path: String) throws(ScenarioError) -> Int {
        guard case .number(let value) = json, value >= 0, value < 1e9, PointFormat.isWhole(value) else {
            throw typeError(path, "an integer ≥ 0")
        }
        return Int(value)
    }

    func points(_ json: JSONValue, at path: String) throws(ScenarioError) -> Double {
        guard case .number(let value) = json, value >= 0 else { throw typeError(path, "a number of points ≥ 0") }
        return value
    }

    func deviceOrientation(_ json: JSONValue, at path: String) throws(ScenarioError) -> DeviceOrientation {
        let name = try singleOrientationName(json, at: path)
        guard let pose = DeviceOrientation(name: name) else {
            throw unknownOrientation(name, at: path, valid: DeviceOrientation.allCases.map(\.name))
        }
        return pose
    }

    func interfaceOrientation(_ json: JSONValue, at path: String) throws(ScenarioError) -> InterfaceOrientation {
        let name = try singleOrientationName(json, at: path)
        guard let orientation = InterfaceOrientation(name: name) else {
            throw unknownOrientation(name, at: path, valid: InterfaceOrientation.allCases.map(\.name))
        }
        return orientation
    }

    /// The name where one orientation is expected; a list or a mask name (`landscape`) is refused as a mask.
    private func singleOrientationName(_ json: JSONValue, at path: String) throws(ScenarioError) -> String {
        if case .array = json {
            throw ScenarioError(path: path, message: "expected one orientation, not a list of orientations (a mask)")
        }
        let name = try string(json, at: path)
        if InterfaceOrientation(name: name) == nil, InterfaceOrientationMask(name: name) != nil {
            throw ScenarioError(
                path: path, message: "\"\(name)\" is a mask of several orientations; expected one orientation")
        }
        return name
    }

    func unknownOrientation(_ name: String, at path: String, valid: [String]) -> ScenarioError {
        ScenarioError(path: path, message: "unknown orientation \"\(name)\"" + Suggestion.hint(for: name, in: valid))
    }

    /// A present step's `"style"` (or `nil` for the version's default); `"custom"` reads
    /// `"shouldPresentInFullscreen"` (default `true`, as `UIPresentationController`'s), which no other style takes.
    func presentationStyle(of step: StepInput) throws(ScenarioError) -> PresentationStyle? {
        let fullscreen = try step.fields["shouldPresentInFullscreen"].map { value throws(ScenarioError) in
            try bool(value, at: step.path(of: "shouldPresentInFullscreen"))
        }
        guard let json = step.fields["style"] else {
            if fullscreen != nil { throw missing("style", in: step.path) }
            return nil
        }
        let path = step.path(of: "style")
        let name = try string(json, at: path)
        let names = PresentationStyle.allCases.filter { $0 != .customFullscreen }.map(\.rawValue)
        guard names.contains(name), let style = PresentationStyle(rawValue: name) else {
            throw ScenarioError(
                path: path, message: "unknown style \"\(name)\"" + Suggestion.hint(for: name, in: names))
        }
        guard style == .custom else {
            if fullscreen != nil {
                throw ScenarioError(
                    path: step.path(of: "shouldPresentInFullscreen"), message: "only for \"style\": \"custom\"")
            }
            return style
        }
        return fullscreen ?? true ? .customFullscreen : .custom
    }

    /// The Boolean modifier `key` of a step, `true` when absent.
    func flag(_ key: String, of step: StepInput) throws(ScenarioError) -> Bool {
        try step.fields[key].map { value throws(ScenarioError) in try bool(value, at: step.path(of: key)) } ?? true
    }

    func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    func missing(_ key: String, in path: String) -> ScenarioError {
        ScenarioError(path: path.isEmpty ? key : path, message: "missing key \"\(key)\"")
    }

    func typeError(_ path: String, _ expected: String) -> ScenarioError {
        ScenarioError(path: path, message: "expected \(expected)")
    }
}
