/// Why a scenario file was rejected: the JSON path of the offending value and what is wrong with it.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path (`steps[3].present.kind`), or empty for a syntax error.
    public var path: String
    /// What is wrong (`unknown kind "modal"`).
    public var message: String
    /// Whether the scenario asks for an iOS release its device never ran (``DeviceModel/runs(_:)``), which `pivot`
    /// reports as a usage error (exit status 2) rather than a bad file.
    public var isUnsupportedVersion: Bool

    /// Creates an error at `path`.
    public init(path: String, message: String, isUnsupportedVersion: Bool = false) {
        self.path = path
        self.message = message
        self.isUnsupportedVersion = isUnsupportedVersion
    }

    /// One line: `steps[3].present.kind: unknown kind "modal"`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
