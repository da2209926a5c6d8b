/// A value of an OpenStep ("old-style ASCII") property list, the format of `project.pbxproj`, with the 1-based line
/// each value starts on, so a build setting can be cited.
public struct OpenStepValue: Sendable, Equatable {
    /// The value's shape.
    public enum Kind: Sendable, Equatable {
        /// A quoted or bare string (numbers and identifiers are strings too).
        case string(String)
        /// `( a, b, )`.
        case array([OpenStepValue])
        /// `{ key = value; }`, keys in the order written.
        case dictionary([(key: String, value: OpenStepValue)])

        /// Equal shapes with equal contents (dictionary entries in order).
        public static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): a == b
            case (.array(let a), .array(let b)): a == b
            case (.dictionary(let a), .dictionary(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: false
            }
        }
    }

    /// The value's shape.
    public var kind: Kind
    /// The 1-based line the value starts on.
    public var line: Int

    /// The string, or `nil` for an array or a dictionary.
    public var string: String? { if case .string(let text) = kind { text } else { nil } }
    /// The elements, or `[]` for a string or a dictionary.
    public var array: [OpenStepValue] { if case .array(let items) = kind { items } else { [] } }
    /// The entries, or `[]` for a string or an array.
    public var entries: [(key: String, value: OpenStepValue)] {
        if case .dictionary(let entries) = kind { entries } else { [] }
    }
    /// The value of `key` in a dictionary (the last one written wins, as in Xcode).
    public subscript(key: String) -> OpenStepValue? { entries.last { $0.key == key }?.value }

    /// Parses a whole OpenStep property list.
    /// - Throws: ``OpenStepParseError`` naming the line of the first problem.
    public static func parse(_ text: String) throws(OpenStepParseError) -> OpenStepValue {
        var parser = OpenStepParser(Array(text.utf8))
        let value = try parser.value()
        parser.skipTrivia()
        guard parser.isAtEnd else { throw parser.error("text after the property list") }
        return value
    }
}

/// Why an OpenStep property list could not be read.
public struct OpenStepParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong there.
    public var reason: String

    /// Creates an error.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}

/// A recursive-descent reader over UTF-8 bytes; comments (`/* */`, `//`) are skipped.
private struct OpenStepParser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    func error(_ reason: String) -> OpenStepParseError { OpenStepParseError(line: line, reason: reason) }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    advance()
                }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func expect(_ character: Character) throws(OpenStepParseError) {
        skipTrivia()
        guard !isAtEnd, bytes[index] == character.asciiValue! else {
            throw error("expected '\(character)'")
        }
        advance()
    }

    mutating func value() throws(OpenStepParseError) -> OpenStepValue {
        skipTrivia()
        guard !isAtEnd else { throw error("unexpected end of file") }
        let start = line
        depth += 1
        defer { depth -= 1 }
        // Deep nesting is not how Xcode writes projects; refuse it rather than exhaust the stack.
        guard depth < 256 else { throw error("nesting deeper than 256 levels") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            advance()
            var entries: [(key: String, value: OpenStepValue)] = []
            while true {
                skipTrivia()
                guard !isAtEnd else { throw error("unterminated dictionary") }
                if bytes[index] == UInt8(ascii: "}") {
                    advance()
                    break
                }
                let key = try string()
                try expect("=")
                let item = try value()
                try expect(";")
                entries.append((key, item))
            }
            return OpenStepValue(kind: .dictionary(entries), line: start)
        case UInt8(ascii: "("):
            advance()
            var items: [OpenStepValue] = []
            while true {
                skipTrivia()
                guard !isAtEnd else { throw error("unterminated array") }
                if bytes[index] == UInt8(ascii: ")") {
                    advance()
                    break
                }
                items.append(try value())
                skipTrivia()
                if !isAtEnd, bytes[index] == UInt8(ascii: ",") { advance() }
            }
            return OpenStepValue(kind: .array(items), line: start)
        default:
            return OpenStepValue(kind: .string(try string()), line: start)
        }
    }

    mutating func string() throws(OpenStepParseError) -> String {
        skipTrivia()
        guard !isAtEnd else { throw error("unexpected end of file") }
        if bytes[index] == UInt8(ascii: "\"") {
            advance()
            var text: [UInt8] = []
            while true {
                guard !isAtEnd else { throw error("unterminated string") }
                let byte = bytes[index]
                advance()
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\"), !isAtEnd {
                    let escaped = bytes[index]
                    advance()
                    switch escaped {
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    default: text.append(escaped)
                    }
                } else {
                    text.append(byte)
                }
            }
            guard let decoded = String(validating: text, as: UTF8.self) else { throw error("string is not UTF-8") }
            return decoded
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "+"):
            true
        default: false
        }
    }
}
