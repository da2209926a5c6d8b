extension SnapshotMode: CustomStringConvertible {
    /// `record` or `verify`, as result files and messages write it.
    public var description: String { self == .record ? "record" : "verify" }
}
