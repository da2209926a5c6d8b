import PivotJSON

/// Reading a scenario's step lists, with version branches:
/// `{"ifVersion": ">=16.0", "then": [STEPS], "else": [STEPS]}` (operators `>=` and `<`; `else` optional) stands
/// for the steps of the branch the scenario's iOS release takes, so one file runs on every release.
///
/// Only the branch taken is read as steps (each checked against the release as any step is); the other must be a
/// list but is not read, since it may hold steps the release lacks (`setNeedsUpdateOfSupportedInterfaceOrientations`
/// before 16, say). A branch can hold further branches.
extension ScenarioReader {
    /// The steps of the list at `path`, version branches replaced by the steps of the branch taken.
    mutating func steps(_ json: JSONValue, at path: String) throws(ScenarioError) -> [ScenarioStep] {
        guard case .array(let elements) = json else { throw typeError(path, "an array of steps") }
        var steps: [ScenarioStep] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            if case .object(let fields) = element, fields.contains(where: { $0.key == "ifVersion" }) {
                steps += try branch(element, at: elementPath)
            } else {
                steps.append(try step(element, at: elementPath))
            }
        }
        return steps
    }

    /// The steps of the branch of `{"ifVersion": …, "then": …, "else": …}` that the scenario's release takes.
    private mutating func branch(_ json: JSONValue, at path: String) throws(ScenarioError) -> [ScenarioStep] {
        let fields = try object(json, at: path, keys: ["ifVersion", "then", "else"])
        guard let conditionJSON = fields["ifVersion"] else { throw missing("ifVersion", in: path) }
        guard let thenJSON = fields["then"] else { throw missing("then", in: path) }
        let condition = try versionCondition(conditionJSON, at: join(path, "ifVersion"))
        let elseJSON = fields["else"] ?? .array([])
        for (key, value) in [("then", thenJSON), ("else", elseJSON)] {
            guard case .array = value else { throw typeError(join(path, key), "an array of steps") }
        }
        return condition.holds(for: version)
            ? try steps(thenJSON, at: join(path, "then")) : try steps(elseJSON, at: join(path, "else"))
    }

    /// Parses `">=16.0"` or `"<16.0"`.
    private func versionCondition(_ json: JSONValue, at path: String) throws(ScenarioError) -> VersionCondition {
        let text = try string(json, at: path)
        let expected = "a condition such as \">=16.0\" or \"<16.0\""
        for comparison in VersionCondition.Comparison.allCases where text.hasPrefix(comparison.rawValue) {
            let number = String(text.dropFirst(comparison.rawValue.count))
            guard let version = IOSVersion(number) else {
                throw ScenarioError(
                    path: path,
                    message: "unknown iOS version \"\(number)\" (expected \(IOSVersion.acceptedRange))")
            }
            return VersionCondition(comparison: comparison, version: version)
        }
        throw typeError(path, expected)
    }
}
