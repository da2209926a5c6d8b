extension JSONValue {
    /// The value as JSON text, indented two spaces per level, with any array or object that fits in `inlineWidth`
    /// columns kept on one line; numbers without a fractional part print as integers.
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
        case .number(let value): PointFormat.string(value)
        case .string(let value): Self.quoted(value)
        case .array(let elements): "[" + elements.map(\.compact).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { Self.quoted($0.key) + ": " + $0.value.compact }.joined(separator: ", ") + "}"
        }
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
