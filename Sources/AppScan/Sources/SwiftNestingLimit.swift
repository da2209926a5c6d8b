/// Refuses, before swift-syntax sees it, a Swift file shaped to make swift-syntax 603 recurse without bound or work
/// for exponential time: neither is a limit of Pivot's own, but `pivot app` must not trap or hang on such a file.
///
/// Found by the `pivot app` fuzz campaign (`FuzzAppSourceTests`). swift-syntax caps nesting in its parser
/// (`Parser.defaultMaximumNestingLevel`: 256, 20 in a debug build) but not in its lookahead, nor the depth of
/// left-deep chains, which its tree walks then recurse through:
/// - `[[[[…` looks ahead for an InlineArray type (`[3 of Int]`) at each `[`, twice over: 20 levels take 16 s and
///   300 never end; a few thousand overflow the stack;
/// - `A<A<A<…` (a thousand), `try try …` (thousands), `#if` nested thousands deep, and chains of thousands of
///   `.member`, `[0]`, `()` or `else if` overflow the stack.
///
/// A light scan (comments and string literals skipped) bounds each: at most ``maximumDepth`` open brackets and
/// `#if`s, at most ``maximumSquareDepth`` `[` open since the innermost `{`, and at most ``maximumChain`` chain links
/// in one statement of one bracket level. The limits are Pivot's choice, each far beyond what a person writes (an
/// array literal nested 12 deep; 256 modifiers on one SwiftUI view) and far below where swift-syntax fails (about
/// 16 `[` for a second's lookahead in a debug build; a thousand generic arguments for the stack).
enum SwiftNestingLimit {
    /// The most brackets (`(`, `[`, `{`) and `#if`s open at once: swift-syntax's own parsing limit in a release
    /// build.
    static let maximumDepth = 256
    /// The most `[` open since the innermost `{`.
    static let maximumSquareDepth = 12
    /// The most links (`.member`, `<`, `try`, `await`, `else`, and a call or subscript right after another) in one
    /// statement of one bracket level.
    static let maximumChain = 256

    /// Why `text` is not handed to swift-syntax, or `nil` when it may be.
    static func refusal(_ text: String) -> AppScanError? {
        var text = text
        let reason = text.withUTF8 { bytes -> String? in
            var scan = Scan(bytes: bytes)
            return scan.run()
        }
        return reason.map { AppScanError("\($0); not read (swift-syntax would not finish)") }
    }

    /// The scan's state: where it is in the file's bytes, and one chain count per open bracket.
    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The next byte to read.
        var index = 0
        var chains: [Int] = [0]
        var squareDepths: [Int] = [0]
        var previous: UInt8 = 0x0A
        var atLineStart = true

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// The first limit the file passes, or `nil`.
        mutating func run() -> String? {
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if let reason = take(byte) { return reason }
            }
            return nil
        }

        /// The byte `offset` places after the current one, or `nil` past the end.
        private func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Whether the bytes from the current one on start with `word`.
        private func restStarts(with word: StaticString) -> Bool {
            guard index + word.utf8CodeUnitCount <= bytes.count else { return false }
            return (0..<word.utf8CodeUnitCount).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        }

        /// Moves past the bytes that satisfy `predicate`, from the current one on.
        private mutating func skip(while predicate: (UInt8) -> Bool) {
            while index < bytes.count, predicate(bytes[index]) { index += 1 }
        }

        private mutating func take(_ byte: UInt8) -> String? {
            defer { if byte != 0x20 && byte != 0x09 { previous = byte } }
            if byte == 0x0A || byte == 0x0D {
                atLineStart = true
                return nil
            }
            if byte == 0x20 || byte == 0x09 { return nil }
            let startsLine = atLineStart
            atLineStart = false
            // A new line that does not continue a chain (`.modifier`, `else`) starts a new statement.
            let continues = byte == UInt8(ascii: ".") || (byte == UInt8(ascii: "e") && restStarts(with: "lse"))
            if startsLine, !continues { chains[chains.count - 1] = 0 }
            switch byte {
            case UInt8(ascii: "/") where peek() == UInt8(ascii: "/"):
                skip { $0 != 0x0A }
            case UInt8(ascii: "/") where peek() == UInt8(ascii: "*"):
                skipComment()
            case UInt8(ascii: "\""):
                skipString()
            case UInt8(ascii: "#") where restStarts(with: "if"):
                return open(squares: squareDepths[squareDepths.count - 1])
            case UInt8(ascii: "#") where restStarts(with: "endif"):
                close()
            case UInt8(ascii: "("), UInt8(ascii: "["):
                let isChained = previous == UInt8(ascii: ")") || previous == UInt8(ascii: "]")
                if isChained, let reason = link() { return reason }
                return open(squares: squareDepths[squareDepths.count - 1] + (byte == UInt8(ascii: "[") ? 1 : 0))
            case UInt8(ascii: "{"):
                return open(squares: 0)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                close()
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
                chains[chains.count - 1] = 0
            case UInt8(ascii: "."), UInt8(ascii: "<"):
                return link()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // A number takes at most one `.` (`1.5`); a `.` after it is a link (`x.0.1`).
                skip(while: Self.isWordByte)
                if peek() == UInt8(ascii: "."), let next = peek(1), (48...57).contains(next) {
                    index += 1
                    skip(while: Self.isWordByte)
                }
            case _ where Self.isWordByte(byte):
                let start = index
                skip(while: Self.isWordByte)
                if (2...4).contains(index - start), Self.isLink(byte, bytes[start..<index]) { return link() }
            default:
                break
            }
            return nil
        }

        private mutating func link() -> String? {
            chains[chains.count - 1] += 1
            guard chains[chains.count - 1] > SwiftNestingLimit.maximumChain else { return nil }
            return "a chain of more than \(SwiftNestingLimit.maximumChain) members, calls or generic arguments"
        }

        /// Opens a bracket level with `squares` `[` open since the innermost `{`.
        private mutating func open(squares: Int) -> String? {
            chains.append(0)
            squareDepths.append(squares)
            if squares > SwiftNestingLimit.maximumSquareDepth {
                return "more than \(SwiftNestingLimit.maximumSquareDepth) [ nested"
            }
            guard chains.count - 1 > SwiftNestingLimit.maximumDepth else { return nil }
            return "brackets nested more than \(SwiftNestingLimit.maximumDepth) deep"
        }

        private mutating func close() {
            guard chains.count > 1 else { return }
            chains.removeLast()
            squareDepths.removeLast()
        }

        /// Whether `first` followed by `tail` is a word that links a chain: `try`, `await`, `else`.
        private static func isLink(_ first: UInt8, _ tail: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            links.contains { $0.first == first && $0.dropFirst().elementsEqual(tail) }
        }

        /// The words that link a chain.
        private static let links: [[UInt8]] = [Array("try".utf8), Array("await".utf8), Array("else".utf8)]

        private static func isWordByte(_ byte: UInt8) -> Bool {
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 0x5F
                || byte >= 0x80
        }

        /// Skips a `/* … */` comment (they nest in Swift) after its `/`.
        private mutating func skipComment() {
            index += 1
            var depth = 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "/"), peek() == UInt8(ascii: "*") {
                    depth += 1
                    index += 1
                } else if byte == UInt8(ascii: "*"), peek() == UInt8(ascii: "/") {
                    depth -= 1
                    index += 1
                    if depth == 0 { return }
                }
            }
        }

        /// Skips a string literal after its first `"`: `"…"` to the end of its line, `"""…"""` to its closing
        /// quotes. An interpolation's own strings end it early, which only undercounts.
        private mutating func skipString() {
            let isMultiline = restStarts(with: "\"\"")
            if isMultiline { index += 2 }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") {
                    index = min(index + 1, bytes.count)
                } else if byte == UInt8(ascii: "\""), !isMultiline || restStarts(with: "\"\"") {
                    if isMultiline { index += 2 }
                    return
                } else if byte == 0x0A, !isMultiline {
                    return
                }
            }
        }
    }
}
