import Dispatch

/// Writes ``JSONValue``s as UTF-8 into one growing buffer: the layout of ``JSONValue/rendered(inlineWidth:)``
/// and the text of ``JSONValue/compact``.
///
/// A container is first written on one line straight into the buffer; if it turns out wider than the columns left
/// at its indent, the attempt is cut off as soon as that is known and taken back, and the container is written one
/// element per line instead. So each value is written once unless its container does not fit, and a failed attempt
/// costs at most about a line.
struct JSONWriter {
    /// The columns a one-line array or object may take, counted from its indent.
    let inlineWidth: Int
    /// The text so far, UTF-8.
    private var bytes: [UInt8] = []
    /// Where the last string holding a byte beyond ASCII ended: text after it is ASCII, one column per byte.
    private var nonASCIIEnd = 0

    init(inlineWidth: Int) {
        self.inlineWidth = inlineWidth
    }

    /// The text written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `value` with arrays and objects on one line if they fit in `inlineWidth` less `indent` columns and
    /// one element per line, indented two more spaces, if not.
    mutating func write(_ value: JSONValue, indent: Int) {
        let start = bytes.count
        switch value {
        case .array(let elements):
            guard !appendCompact(value, from: start, limit: inlineWidth - indent) else { return }
            takeBack(to: start)
            append("[\n")
            appendLines(elements, indent: indent + 2)
            appendSpaces(indent)
            append("]")
        case .object(let fields):
            guard !appendCompact(value, from: start, limit: inlineWidth - indent) else { return }
            takeBack(to: start)
            append("{\n")
            for (position, field) in fields.enumerated() {
                appendSpaces(indent + 2)
                appendQuoted(field.key)
                append(": ")
                write(field.value, indent: indent + 2)
                append(position == fields.count - 1 ? "\n" : ",\n")
            }
            appendSpaces(indent)
            append("}")
        case .null, .bool, .number, .string:
            // A scalar is written whole whatever its width.
            _ = appendCompact(value, from: start, limit: .max)
        }
    }

    /// Appends each of `elements` on a line of its own at `indent`, each but the last followed by a comma. A long
    /// array (a project's thousands of screens) is cut into chunks written by writers of their own on every core
    /// and joined in order: an element's text depends only on the element and its indent, so the text is the same.
    private mutating func appendLines(_ elements: [JSONValue], indent: Int) {
        let chunks = elements.count >= Self.elementsPerChunk * 2 ? min(elements.count / Self.elementsPerChunk, 16) : 1
        guard chunks > 1 else {
            appendLines(elements[...], last: elements.count - 1, indent: indent)
            return
        }
        let inlineWidth = inlineWidth
        // Safe: each chunk writes only its own slot, and every slot is read after `concurrentPerform` returns.
        nonisolated(unsafe) let written = UnsafeMutableBufferPointer<JSONWriter>.allocate(capacity: chunks)
        defer { written.deallocate() }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var writer = JSONWriter(inlineWidth: inlineWidth)
            let range = (elements.count * chunk / chunks)..<(elements.count * (chunk + 1) / chunks)
            writer.appendLines(elements[range], last: elements.count - 1, indent: indent)
            (written.baseAddress! + chunk).initialize(to: writer)
        }
        for chunk in 0..<chunks {
            let writer = (written.baseAddress! + chunk).move()
            if writer.nonASCIIEnd > 0 { nonASCIIEnd = bytes.count + writer.nonASCIIEnd }
            bytes.append(contentsOf: writer.bytes)
        }
    }

    /// The arrays shorter than twice this are written on one thread.
    private static let elementsPerChunk = 256

    /// Appends `elements` (positions of an array whose last is `last`) one per line at `indent`.
    private mutating func appendLines(_ elements: ArraySlice<JSONValue>, last: Int, indent: Int) {
        for position in elements.indices {
            appendSpaces(indent)
            write(elements[position], indent: indent)
            append(position == last ? "\n" : ",\n")
        }
    }

    /// Appends `value` on one line while the text from `start` stays within `limit` columns; `false`, with the text
    /// cut short, as soon as it does not, so a long array (a manifest's frames) is not written out once per level
    /// only to be found too wide.
    mutating func appendCompact(_ value: JSONValue, from start: Int, limit: Int) -> Bool {
        switch value {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let value): append(JSONValue.decimal(value))
        case .string(let value): appendQuoted(value)
        case .array(let elements):
            append("[")
            for (position, element) in elements.enumerated() {
                if position > 0 { append(", ") }
                guard appendCompact(element, from: start, limit: limit) else { return false }
            }
            append("]")
        case .object(let fields):
            append("{")
            for (position, field) in fields.enumerated() {
                if position > 0 { append(", ") }
                appendQuoted(field.key)
                append(": ")
                guard appendCompact(field.value, from: start, limit: limit) else { return false }
            }
            append("}")
        }
        return fits(from: start, limit: limit)
    }

    /// Whether the text from `start` takes at most `limit` columns (characters). Counting bytes is constant time
    /// and never less than the characters; the characters are counted only when the bytes overflow and some are
    /// beyond ASCII (the one-line text of ASCII is one character per byte: control characters are escaped).
    private func fits(from start: Int, limit: Int) -> Bool {
        bytes.count - start <= limit
            || (nonASCIIEnd > start && String(decoding: bytes[start...], as: UTF8.self).count <= limit)
    }

    private mutating func takeBack(to start: Int) {
        bytes.removeSubrange(start...)
        nonASCIIEnd = min(nonASCIIEnd, start)
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func appendSpaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Appends `text` in quotes, escaping quotes, backslashes and control characters; the runs between them are
    /// copied as they are, so a string with nothing to escape is one copy.
    private mutating func appendQuoted(_ text: String) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        let beyondASCII = text.withUTF8 { utf8 in
            var copied = 0
            var highBits: UInt8 = 0
            for position in utf8.indices {
                let byte = utf8[position]
                highBits |= byte
                guard let escape = Self.escape(byte) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<position]))
                append(escape)
                copied = position + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
            return highBits >= 0x80
        }
        bytes.append(UInt8(ascii: "\""))
        if beyondASCII { nonASCIIEnd = bytes.count }
    }

    /// The escape JSON text needs for `byte`, or `nil` if it is written as it is. Every byte that needs one is
    /// ASCII, and no byte of a multi-byte UTF-8 sequence is, so escaping bytes escapes the same characters as
    /// escaping scalars.
    @inline(__always)
    private static func escape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        case ..<0x20:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }
}
