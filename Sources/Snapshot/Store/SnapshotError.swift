/// A snapshot folder that cannot be used, or a file that cannot be read or written.
public struct SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole sentence.
    public let description: String

    /// Creates an error from a complete sentence.
    public init(_ description: String) {
        self.description = description
    }
}
