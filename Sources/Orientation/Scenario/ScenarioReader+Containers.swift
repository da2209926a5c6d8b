import PivotJSON

/// Reading the container keys: `forwardsOrientationTo` and a child's `frame`.
extension ScenarioReader {
    /// `"top"`, `"selected"` or the id of one of `children` (the words win over a child of that name).
    func forwarding(
        _ json: JSONValue, among children: [ControllerSpec], at path: String
    ) throws(ScenarioError) -> OrientationForwarding {
        let name = try string(json, at: path)
        switch name {
        case "top": return .top
        case "selected": return .selected
        default:
            guard children.contains(where: { $0.id == name }) else {
                let valid = ["top", "selected"] + children.map(\.id)
                throw ScenarioError(
                    path: path,
                    message: "no child \"\(name)\" (expected \(valid.map { "\"\($0)\"" }.joined(separator: ", ")))")
            }
            return .child(name)
        }
    }

    /// `[x, y, width, height]` in points, finite, with a positive size.
    func frame(_ json: JSONValue, at path: String) throws(ScenarioError) -> Rect {
        guard case .array(let elements) = json, elements.count == 4 else {
            throw typeError(path, "[x, y, width, height] in points")
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            guard case .number(let value) = element, value.isFinite else {
                throw typeError(path + "[\(index)]", "a number of points")
            }
            numbers.append(value)
        }
        guard numbers[2] > 0, numbers[3] > 0 else {
            throw ScenarioError(path: path, message: "a frame needs a positive width and height")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
