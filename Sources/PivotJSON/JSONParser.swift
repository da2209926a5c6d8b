/// A strict JSON parser (RFC 8259) that reports the line and column of the first error and rejects duplicate keys
/// and lone surrogates.
///
/// Its work is linear in the text: each key is checked against a set of the object's keys, and nesting stops at
/// 512 levels. Callers bound the text itself (``Scenario/maximumTextSize``).
///
/// Foundation's `JSONSerialization` loses key order, cannot tell `true` from `1` on Linux and accepts duplicate
/// keys, so scenario files are read with this instead.
package struct JSONParser {
    /// A syntax error: where it is and what was expected.
    package struct SyntaxError: Error, Equatable {
        /// 1-based line.
        package var line: Int
        /// 1-based column, in bytes.
        package var column: Int
        /// What went wrong.
        package var message: String
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `text` as one JSON value followed only by whitespace.
    package static func parse(_ text: String) -> Result<JSONValue, SyntaxError> {
        var parser = JSONParser(bytes: Array(text.utf8))
        do throws(SyntaxError) {
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < 512 else { throw error("nesting is too deep") }
        guard let byte = peek() else { throw error("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(String(decoding: [byte], as: UTF8.self))'")
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var fields: [JSONValue.Field] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let keyStart = index
            let key = try parseString()
            guard keys.insert(key).inserted else {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            fields.append(JSONValue.Field(key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(fields)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var scalars: [UInt8] = []
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &scalars)
            case 0..<0x20:
                index -= 1
                throw error("control character in a string")
            default:
                scalars.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func appendEscape(to scalars: inout [UInt8]) throws(SyntaxError) {
        guard let byte = peek() else { throw error("unterminated string") }
        index += 1
        let simple: [UInt8: String] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
            UInt8(ascii: "f"): "\u{c}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let text = simple[byte] {
            scalars.append(contentsOf: text.utf8)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("invalid escape in a string") }
        var code = try parseHex4()
        // RFC 8259 §7: a character outside the BMP is a high surrogate escape followed by a low one; either alone
        // is not a character.
        let loneSurrogate = "lone surrogate \\u\(String(code, radix: 16, uppercase: true)) in a string"
        if Self.lowSurrogates.contains(code) { throw error(loneSurrogate) }
        if Self.highSurrogates.contains(code) {
            let escapeStart = index
            guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(loneSurrogate)
            }
            index += 2
            let low = try parseHex4()
            guard Self.lowSurrogates.contains(low) else {
                index = escapeStart
                throw error(loneSurrogate)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        scalars.append(contentsOf: String(Character(scalar)).utf8)
    }

    private static let highSurrogates: Range<UInt32> = 0xD800..<0xDC00
    private static let lowSurrogates: Range<UInt32> = 0xDC00..<0xE000

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexDigit(byte) else { throw error("invalid \\u escape") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("invalid number") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek(), isDigit(byte) else { throw error("invalid number") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek(), isDigit(byte) else { throw error("invalid number") }
            skipDigits()
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            index = start
            throw error("number out of range")
        }
        return value
    }

    // MARK: - Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for expected in word.utf8 {
            guard peek() == expected else { throw error("invalid literal, expected \(word)") }
            index += 1
        }
    }

    private func error(_ message: String) -> SyntaxError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return SyntaxError(line: line, column: index - lineStart + 1, message: message)
    }
}
