/// Why a scenario file was rejected: the JSON path of the offending value and what is wrong with it.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path (`steps[3].present.kind`), or empty for a syntax error.
    public var path: String
    /// What is wrong (`unknown kind "modal"`).
    public var message: String

    /// Creates an error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line: `steps[3].present.kind: unknown kind "modal"`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
