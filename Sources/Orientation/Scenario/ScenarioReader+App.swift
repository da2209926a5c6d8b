import PivotJSON

/// Reading the scenario's `"app"`: the Info.plist keys and delegates' answers, and orientation lists.
extension ScenarioReader {
    /// The keys of `"app"` that hold an orientation mask.
    static let appMaskKeys = [
        "supportedOrientations", "supportedOrientationsPad", "supportedOrientationsPhone", "delegateOrientations",
        "sceneDelegateOrientations",
    ]
    /// Every key `"app"` accepts.
    static let appKeys =
        appMaskKeys + ["sceneManifest", "requiresFullScreen", "requiresFullScreenIgnoredStartingWithVersion"]

    func appConfiguration(_ json: JSONValue, at path: String) throws(ScenarioError) -> AppConfiguration {
        let maskKeys = Self.appMaskKeys
        let ignoredKey = "requiresFullScreenIgnoredStartingWithVersion"
        let fields = try object(json, at: path, keys: Self.appKeys)
        var masks: [String: InterfaceOrientationMask] = [:]
        var orders: [String: [InterfaceOrientation]] = [:]
        for key in maskKeys {
            if let value = fields[key], value != .null {
                orders[key] = try orientationList(value, at: join(path, key))
                masks[key] = InterfaceOrientationMask((orders[key] ?? []).map(InterfaceOrientationMask.init))
            }
        }
        var app = AppConfiguration(
            supportedOrientations: masks["supportedOrientations"],
            supportedOrientationsPad: masks["supportedOrientationsPad"],
            supportedOrientationsPhone: masks["supportedOrientationsPhone"],
            delegateOrientations: masks["delegateOrientations"],
            sceneDelegateOrientations: masks["sceneDelegateOrientations"],
            hasSceneManifest: try fields["sceneManifest"].map { value throws(ScenarioError) in
                try bool(value, at: join(path, "sceneManifest"))
            } ?? true,
            requiresFullScreen: try fields["requiresFullScreen"].map { value throws(ScenarioError) in
                try bool(value, at: join(path, "requiresFullScreen"))
            } ?? false,
            requiresFullScreenIgnoredFrom: try fields[ignoredKey].map { value throws(ScenarioError) in
                try plistVersion(value, at: join(path, ignoredKey))
            })
        app.supportedOrientationsOrder = orders["supportedOrientations"] ?? []
        app.supportedOrientationsPadOrder = orders["supportedOrientationsPad"] ?? []
        app.supportedOrientationsPhoneOrder = orders["supportedOrientationsPhone"] ?? []
        return app
    }

    /// A version string as an Info.plist holds it (`"26.2"`): any release, future ones included.
    func plistVersion(_ json: JSONValue, at path: String) throws(ScenarioError) -> IOSVersion {
        let text = try string(json, at: path)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let major = parts[0], major >= 0,
            let minor = parts.count > 1 ? parts[1] : 0, minor >= 0, parts.allSatisfy({ $0 != nil })
        else { throw typeError(path, "a version such as \"26.2\"") }
        return IOSVersion(major: major, minor: minor)
    }

    func mask(_ json: JSONValue, at path: String) throws(ScenarioError) -> InterfaceOrientationMask {
        InterfaceOrientationMask(try orientationList(json, at: path).map(InterfaceOrientationMask.init))
    }

    /// An orientation list in the order written, each orientation once; a mask name (`landscape`, `all`) stands
    /// for its orientations in the fallback order.
    func orientationList(_ json: JSONValue, at path: String) throws(ScenarioError) -> [InterfaceOrientation] {
        guard case .array(let elements) = json else { throw typeError(path, "a list of orientations") }
        guard !elements.isEmpty else { throw ScenarioError(path: path, message: "empty orientation list") }
        var result: [InterfaceOrientation] = []
        for (index, element) in elements.enumerated() {
            let name = try string(element, at: path + "[\(index)]")
            guard let named = InterfaceOrientationMask(name: name) else {
                throw unknownOrientation(
                    name, at: path + "[\(index)]", valid: InterfaceOrientationMask.namedMasks.map(\.name))
            }
            result += named.orientations.filter { !result.contains($0) }
        }
        return result
    }
}
