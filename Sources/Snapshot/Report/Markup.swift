/// Escaping for XML and HTML text and attribute values.
enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and the characters XML 1.0 forbids (control
    /// characters other than tab, line feed and carriage return, unpaired surrogates cannot occur in a Swift
    /// `String`, U+FFFE and U+FFFF) replaced by U+FFFD, so any string makes a well-formed document.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
