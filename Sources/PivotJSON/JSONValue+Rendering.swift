extension JSONValue {
    /// The value as JSON text, indented two spaces per level, with any array or object that fits in `inlineWidth`
    /// columns kept on one line; numbers print as ``decimal(_:)`` writes them.
    public func rendered(inlineWidth: Int = 120) -> String {
        var writer = JSONWriter(inlineWidth: inlineWidth)
        writer.write(self, indent: 0)
        return writer.text
    }

    /// The value as JSON text on a single line.
    public var compact: String {
        var writer = JSONWriter(inlineWidth: .max)
        _ = writer.appendCompact(self, from: 0, limit: .max)
        return writer.text
    }

    /// The shortest decimal that reads back as `value` rounded to the nearest millionth (microseconds, for
    /// times): `0.9` for `0.8999999999999999`, `393` for `393.0`, `0.033333` for 1/30. Every number Pivot
    /// prints, in JSON and in text, goes through this, so binary noise never reaches a report.
    ///
    /// Values of a billion or more (or not finite) print unrounded.
    public static func decimal(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e9 else { return PointFormat.string(value) }
        return PointFormat.string(PointFormat.rounded(value, steps: 1_000_000))
    }
}
