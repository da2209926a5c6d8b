import Foundation
import SwiftSyntax

/// One Swift file's text beside its syntax tree: a node's line and its text are read from the file's UTF-8 bytes.
///
/// swift-syntax's `trimmedDescription` builds a copy of the node without its outer trivia before printing it, and
/// `SourceLocationConverter` walks every token's trivia to find the line starts; a slice of the bytes and a scan for
/// line breaks give the same answers for the few nodes that become facts.
final class SourceText {
    private let source: String
    /// The offset of each line's first byte, found when a line is first asked for (a file that yields no fact
    /// never pays for it).
    private lazy var lineStarts: [Int] = Self.lineStarts(source)

    /// Whether the word `available` appears anywhere (`#available`, `#unavailable`, `@available`): a file without
    /// it runs every statement on every release, and nothing needs to look for the conditions.
    private(set) lazy var mentionsAvailability: Bool =
        source.utf8.withContiguousStorageIfAvailable { Self.contains(Array("available".utf8), in: $0) } ?? true

    /// The text the syntax tree was parsed from.
    init(_ source: String) {
        var source = source
        source.makeContiguousUTF8()
        self.source = source
    }

    /// Calls `body` with the file's UTF-8 bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // `init` made the text contiguous, so the copy never happens.
        source.utf8.withContiguousStorageIfAvailable(body) ?? Array(source.utf8).withUnsafeBufferPointer(body)
    }

    /// The 1-based line where `node` starts, after its leading trivia. Line breaks are `\n`, `\r` and `\r\n`, as
    /// `SourceLocationConverter` counts them.
    func line(of node: some SyntaxProtocol) -> Int {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        // The number of line starts at or before `offset` (the first is 0): a binary search.
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The node's source text without its first token's leading and last token's trailing trivia: swift-syntax's
    /// `trimmedDescription` (the tree holds the file's bytes unchanged).
    func text(of node: some SyntaxProtocol) -> String {
        String(decoding: bytes(of: node), as: UTF8.self)
    }

    /// The node's text on one line, whitespace runs collapsed to a space, at most 200 characters.
    func oneLine(_ node: some SyntaxProtocol) -> String {
        let bytes = bytes(of: node)
        let text: String
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the whitespace characters are tab through carriage return, and space.
            var collapsed: [UInt8] = []
            collapsed.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = !collapsed.isEmpty
                } else {
                    if pendingSpace { collapsed.append(0x20) }
                    pendingSpace = false
                    collapsed.append(byte)
                }
            }
            text = String(decoding: collapsed, as: UTF8.self)
        } else {
            text = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return text.count > 200 ? String(text.prefix(199)) + "…" : text
    }

    private func bytes(of node: some SyntaxProtocol) -> Substring.UTF8View {
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = utf8.index(utf8.startIndex, offsetBy: node.endPositionBeforeTrailingTrivia.utf8Offset)
        return utf8[start..<end]
    }

    /// Whether the bytes of `word` (not empty) appear in `bytes`: `memchr` finds each place its first byte is,
    /// without looking at every byte in Swift.
    static func contains(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= word.count else { return false }
        var next = base
        let end = base + bytes.count - word.count + 1
        while next < end, let found = memchr(next, Int32(word[0]), end - next) {
            let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if memcmp(candidate, word, word.count) == 0 { return true }
            next = candidate + 1
        }
        return false
    }

    private static func lineStarts(_ source: String) -> [Int] {
        // `init` made the text contiguous, so the copy never happens.
        source.utf8.withContiguousStorageIfAvailable(lineStarts)
            ?? Array(source.utf8).withUnsafeBufferPointer(lineStarts)
    }

    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        if memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
            // Only `\n` breaks lines: `memchr` finds each without looking at every byte in Swift.
            var next = base
            let end = base + bytes.count
            while next < end, let found = memchr(next, Int32(UInt8(ascii: "\n")), end - next) {
                next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(next - base)
            }
            return starts
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index)
            }
        }
        return starts
    }
}
