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
        var output = ""
        _ = appendCompact(to: &output, limit: .max)
        return output
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

    /// Appends ``compact``'s text to `output` while `output` stays within `limit` characters; `false`, with the
    /// text cut short, as soon as it does not, so a long array (a manifest's frames) is not written out once per
    /// level only to be found too wide.
    private func appendCompact(to output: inout String, limit: Int) -> Bool {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.decimal(value)
        case .string(let value): output += Self.quoted(value)
        case .array(let elements):
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += ", " }
                guard element.appendCompact(to: &output, limit: limit) else { return false }
            }
            output += "]"
        case .object(let fields):
            output += "{"
            for (position, field) in fields.enumerated() {
                output += (position > 0 ? ", " : "") + Self.quoted(field.key) + ": "
                guard field.value.appendCompact(to: &output, limit: limit) else { return false }
            }
            output += "}"
        }
        // Counting UTF-8 bytes is constant time and never less than the characters, which are counted only
        // when the bytes overflow (text beyond ASCII).
        return output.utf8.count <= limit || output.count <= limit
    }

    private func write(to output: inout String, indent: Int, inlineWidth: Int) {
        var single = ""
        guard !appendCompact(to: &single, limit: inlineWidth - indent) else {
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
            // A scalar is appended whole before its width is checked, so `single` holds all of it.
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
