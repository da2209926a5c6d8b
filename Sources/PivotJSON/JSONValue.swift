/// A JSON value with its object keys in order: what scenario files are parsed into, what event arguments are made
/// of, and what the JSON report is written from.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keys in the order written.
    case object([Field])

    /// One key and its value in an object.
    public struct Field: Sendable, Equatable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// Creates a field.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from literal pairs, in order: `.object(["size": .size(s)])`.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(fields(pairs))
    }

    /// Literal pairs as an object's fields, in order, for objects put together from several parts.
    public static func fields(_ pairs: KeyValuePairs<String, JSONValue>) -> [Field] {
        pairs.map { Field($0.key, $0.value) }
    }

    /// A string, or `null` for `nil`.
    public static func string(orNull value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The value of `key` if this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }
}
