/// One token: an identifier or number, a punctuation character, or a string literal's contents.
struct ObjCToken: Equatable {
    enum Kind: Equatable { case word, punctuation, string }
    var kind: Kind
    var text: String
    var line: Int
}

/// Splits Objective-C into tokens; comments and `#` lines vanish, a string literal becomes one token.
enum ObjCLexer {
    static func tokens(_ source: String) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var line = 1
        var atLineStart = true
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                atLineStart = true
                index += 1
                continue
            }
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                index += 1
                continue
            }
            if atLineStart, scalar == "#" {
                // A preprocessor line, continued by a trailing backslash.
                while index < scalars.count, scalars[index] != "\n" || (index > 0 && scalars[index - 1] == "\\") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                continue
            }
            atLineStart = false
            if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "/", peek(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if scalar == "\"" || scalar == "'" {
                let start = line
                var text = String.UnicodeScalarView()
                index += 1
                while index < scalars.count, scalars[index] != scalar, scalars[index] != "\n" {
                    if scalars[index] == "\\" { index += 1 }
                    if index < scalars.count { text.append(scalars[index]) }
                    index += 1
                }
                index += 1
                tokens.append(ObjCToken(kind: .string, text: String(text), line: start))
                continue
            }
            if scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                var text = String.UnicodeScalarView()
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || scalars[index] == "_" || scalars[index] == "."
                        || ("0"..."9").contains(scalars[index])
                {
                    text.append(scalars[index])
                    index += 1
                }
                tokens.append(ObjCToken(kind: .word, text: String(text), line: line))
                continue
            }
            tokens.append(ObjCToken(kind: .punctuation, text: String(scalar), line: line))
            index += 1
        }
        return tokens
    }
}
