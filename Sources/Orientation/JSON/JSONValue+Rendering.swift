extension JSONValue {
    /// The value as JSON text, indented two spaces per level, with any array or object that fits in `inlineWidth`
    /// columns kept on one line; numbers print as ``decimal(_:)`` writes them.
    public func rendered(inlineWidth: Int = 120) -> String {
        var output = ""
        write(to: &output, indent: 0, inlineWidth: inlineWidth)
        return output
    }

    /// The value as JSON text on a single line.
    public var compact: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.decimal(value)
        case .string(let value): Self.quoted(value)
        case .array(let elements): "[" + elements.map(\.compact).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { Self.quoted($0.key) + ": " + $0.value.compact }.joined(separator: ", ") + "}"
        }
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

    private func write(to output: inout String, indent: Int, inlineWidth: Int) {
        let single = compact
        guard single.count + indent > inlineWidth else {
            output += single
            return
        }
        let inner = String(repeating: " ", count: indent + 2)
        switch self {
        case .array(let elements):
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: indent + 2, inlineWidth: inlineWidth)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let fields):
            output += "{\n"
            for (position, field) in fields.enumerated() {
                output += inner + Self.quoted(field.key) + ": "
                field.value.write(to: &output, indent: indent + 2, inlineWidth: inlineWidth)
                output += position == fields.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        default:
            output += single
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
