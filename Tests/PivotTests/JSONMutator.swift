/// Damages a JSON document at the level of its grammar, where ``ScenarioMutator`` damages its words: a value
/// replaced by deep nesting (either side of `JSONParser`'s 512 levels), a number out of `Double`'s range or of a
/// million digits, a string with an invalid or lone-surrogate escape, a control character or a huge length; the
/// document wrapped in hundreds of arrays, given a byte-order mark, a duplicated key, or trailing text.
enum JSONMutator {
    /// A mutant of `text` and a description of what was done.
    static func mutate(_ text: String, using random: inout some RandomNumberGenerator) -> (String, String) {
        var bytes = Array(text.utf8)
        let depth = [10, 511, 512, 513, 5000, 100_000].randomElement(using: &random)!
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1, 2:
            let values = scalarValues(in: bytes)
            guard let span = values.randomElement(using: &random) else { break }
            let (fragment, description) = hostileValue(depth: depth, using: &random)
            bytes.replaceSubrange(span, with: Array(fragment.utf8))
            return (String(decoding: bytes, as: UTF8.self), "value at \(span.lowerBound) -> \(description)")
        case 3:
            return (
                String(repeating: "[", count: depth) + text + String(repeating: "]", count: depth),
                "the document in \(depth) arrays"
            )
        case 4:
            // The first key given twice.
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
                let open = bytes[..<colon].lastIndex(of: UInt8(ascii: "{"))
            else { break }
            let key = Array(bytes[(open + 1)..<colon])
            bytes.insert(contentsOf: key + Array(": null,".utf8), at: open + 1)
            return (String(decoding: bytes, as: UTF8.self), "a duplicated key")
        default:
            break
        }
        let tails = ["\u{FEFF}" + text, text + " x", text + text, text + "\u{0}", String(text.prefix(text.count / 2))]
        let index = Int.random(in: 0..<tails.count, using: &random)
        return (tails[index], ["a BOM", "trailing text", "twice", "a trailing NUL", "cut in half"][index])
    }

    // MARK: - Private

    /// A hostile value's text and a description of it.
    private static func hostileValue(depth: Int, using random: inout some RandomNumberGenerator) -> (String, String) {
        let values: [(String, String)] = [
            (String(repeating: "[", count: depth) + String(repeating: "]", count: depth), "\(depth) arrays nested"),
            (
                String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth),
                "\(depth) objects nested"
            ),
            (String(repeating: "[", count: depth), "\(depth) arrays unclosed"),
            ("1e309", "1e309"), ("-1e400", "-1e400"), ("1e-400", "1e-400"), ("9007199254740993", "2^53 + 1"),
            (String(repeating: "9", count: 1_000_000), "a million digits"), ("-0", "-0"), ("01", "01"), ("1.", "1."),
            ("NaN", "NaN"), ("Infinity", "Infinity"), ("0x10", "0x10"),
            (#""\x41""#, #"\x"#), (#""\u12""#, #"\u12"#), (#""\uD800""#, "a lone high surrogate"),
            (#""\uDC00\uD800""#, "reversed surrogates"), ("\"a\u{1}b\"", "a control character"),
            ("\"" + String(repeating: "w", count: 5_000_000) + "\"", "a string of 5 MB"),
            ("\"unterminated", "an unterminated string"), ("tru", "tru"), ("nul", "nul"), ("\"\\", "a lone \\"),
        ]
        return values.randomElement(using: &random)!
    }

    /// The ranges of the scalar values (strings not followed by `:`, numbers, `true`, `false`, `null`).
    private static func scalarValues(in bytes: [UInt8]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(end + 1, bytes.count)
                let next = bytes[end...].first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
                if next != UInt8(ascii: ":") { spans.append(index..<end) }
                index = end
            } else if byte == UInt8(ascii: "-") || (48...57).contains(byte) || [116, 102, 110].contains(byte) {
                var end = index
                while end < bytes.count, !",]} \n\r\t".utf8.contains(bytes[end]) { end += 1 }
                spans.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return spans
    }
}
