/// The condition of a scenario's `ifVersion` branch: the scenario's iOS release compared with one release.
public struct VersionCondition: Sendable, Hashable {
    /// How the releases are compared.
    public enum Comparison: String, Sendable, Hashable, CaseIterable {
        /// At or after the release (`>=`); listed first so `>=` is not read as a longer `<`.
        case atLeast = ">="
        /// Before the release (`<`).
        case before = "<"
    }

    /// How the releases are compared.
    public var comparison: Comparison
    /// The release compared with.
    public var version: IOSVersion

    /// Creates the condition.
    public init(comparison: Comparison, version: IOSVersion) {
        self.comparison = comparison
        self.version = version
    }

    /// Whether `release` satisfies the condition.
    public func holds(for release: IOSVersion) -> Bool {
        switch comparison {
        case .atLeast: release >= version
        case .before: release < version
        }
    }
}
