import PivotJSON

/// The `addWindow` and `removeWindow` steps.
extension ScenarioReader {
    /// Parses `{"addWindow": {"id": "…", "level": N, "root": CONTROLLER, "key": false}}`: `level` defaults to 0
    /// (`UIWindow.Level.normal`) and `key` to `false`.
    mutating func addWindow(_ step: StepInput) throws(ScenarioError) -> ScenarioStep {
        let path = step.valuePath
        let fields = try object(step.value, at: path, keys: ["id", "level", "root", "key"])
        guard let idJSON = fields["id"] else { throw missing("id", in: path) }
        let id = try string(idJSON, at: join(path, "id"))
        guard id != WindowStack.mainWindowID, !openWindows.contains(id), !id.isEmpty else {
            throw ScenarioError(
                path: join(path, "id"),
                message: id == WindowStack.mainWindowID
                    ? "\"main\" is the app's own window" : "a window \"\(id)\" is already shown")
        }
        var level = 0.0
        if let levelJSON = fields["level"] {
            guard case .number(let value) = levelJSON, value.isFinite else {
                throw typeError(join(path, "level"), "a number (the window level; the main window's is 0)")
            }
            level = value
        }
        guard let rootJSON = fields["root"] else { throw missing("root", in: path) }
        let root = try controller(rootJSON, at: join(path, "root"))
        let isKey = try fields["key"].map { value throws(ScenarioError) in try bool(value, at: join(path, "key")) }
        openWindows.insert(id)
        return .addWindow(id: id, level: level, root: root, isKey: isKey ?? false)
    }

    /// Parses `{"removeWindow": "…"}`, which names a window an earlier `addWindow` showed.
    mutating func removeWindow(_ step: StepInput) throws(ScenarioError) -> ScenarioStep {
        let id = try string(step.value, at: step.valuePath)
        guard openWindows.remove(id) != nil else {
            let shown = openWindows.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw ScenarioError(
                path: step.valuePath,
                message: "no window \"\(id)\" is shown" + (shown.isEmpty ? "" : " (shown: \(shown))"))
        }
        return .removeWindow(id)
    }
}
