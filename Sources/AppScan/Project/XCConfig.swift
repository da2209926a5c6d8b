/// Reads `.xcconfig` build settings: `KEY = VALUE` lines, `//` comments, `#include` (and `#include?`) of other
/// files. Conditional settings (`KEY[sdk=iphoneos*]`) are skipped: the scanner reads one unconditional
/// configuration.
///
/// A file is parsed once into its ``Line``s (``lines(of:path:)``); ``settings(at:depth:isOptional:read:)`` then
/// follows the includes, so a scan that meets the same file for many targets can keep its lines.
public enum XCConfig {
    /// A line of an `.xcconfig` file that says something.
    public enum Line: Sendable, Equatable {
        /// `#include "path"` (`isOptional` for `#include?`), the path relative to the project folder.
        case include(path: String, isOptional: Bool)
        /// `KEY = VALUE`.
        case setting(key: String, XcodeProject.Setting)
    }

    /// The settings of the file at `path` (relative to the project folder), with its includes read through
    /// `read` first (a later line wins).
    /// - Parameters:
    ///   - isOptional: Whether the file came from `#include?`.
    ///   - read: Returns a file's lines (``lines(of:path:)``), or `nil` if it cannot be read (and reports it unless
    ///     it is optional).
    ///   - depth: How many includes deep this file is; more than 8 is taken as a cycle and stops.
    public static func settings(
        at path: String, depth: Int = 0, isOptional: Bool = false, read: (_ path: String, _ isOptional: Bool) -> [Line]?
    ) -> [String: XcodeProject.Setting] {
        guard depth < 8, let lines = read(path, isOptional) else { return [:] }
        var settings: [String: XcodeProject.Setting] = [:]
        for line in lines {
            switch line {
            case .include(let included, let isOptional):
                for (key, value) in Self.settings(at: included, depth: depth + 1, isOptional: isOptional, read: read) {
                    settings[key] = value
                }
            case .setting(let key, let setting): settings[key] = setting
            }
        }
        return settings
    }

    /// The includes and settings of `text`, the file at `path`, in order.
    public static func lines(of text: String, path: String) -> [Line] {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        var lines: [Line] = []
        // A line ends at LF, CRLF (one Character in Swift, which `split(separator: "\n")` does not split) or CR.
        let lineBreak = { (character: Character) in character == "\n" || character == "\r\n" || character == "\r" }
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: lineBreak).enumerated() {
            var line = rawLine
            if let comment = commentStart(line) { line = line[..<comment] }
            let trimmed = line.trimming(isWhitespace)
            if trimmed.hasPrefix("#include") {
                // `#include?` names a file that may be missing (a developer's local settings): no problem then.
                let isOptional = trimmed.hasPrefix("#include?")
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close
                else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                let resolved = normalized(included.hasPrefix("/") ? included : join(folder, included))
                lines.append(.include(path: resolved, isOptional: isOptional))
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimming(isWhitespace)
            guard !key.isEmpty, !key.contains("[") else { continue }
            // Xcode accepts a trailing semicolon.
            var value = trimmed[trimmed.index(after: equals)...].trimming(isWhitespace)
            if value.hasSuffix(";") { value = value.dropLast().trimming(isWhitespace) }
            let list = value.split(separator: " ").map { $0.trimming { $0 == "\"" } }
            lines.append(
                .setting(
                    key: String(key),
                    XcodeProject.Setting(value: String(value), list: list.map(String.init), line: index + 1, file: path)
                ))
        }
        return lines
    }

    /// Whether `scalar` is white space within a line: a tab, a space separator (Unicode's `Zs`) or a zero-width
    /// space, the set Foundation's `CharacterSet.whitespaces` holds (compared over every scalar).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Where the line's comment starts: the first `//` that no mark combines with (``extendsCharacter(_:)``).
    private static func commentStart(_ line: Substring) -> String.Index? {
        let utf8 = line.utf8
        let slash = UInt8(ascii: "/")
        var index = utf8.startIndex
        while let first = utf8[index...].firstIndex(of: slash) {
            let second = utf8.index(after: first)
            guard second < utf8.endIndex else { return nil }
            if utf8[second] == slash {
                let after = utf8.index(after: second)
                if after == utf8.endIndex || !extendsCharacter(line.unicodeScalars[after]) { return first }
            }
            index = second
        }
        return nil
    }
}

extension Substring {
    /// This text without the scalars at either end for which `isTrimmed` holds.
    fileprivate func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return self[endIndex...] }
        return Substring(scalars[first...last])
    }
}

/// `a/./b/../c` → `a/c`; a path that climbs above its start keeps its leading `..` (and is then refused as outside
/// the project).
func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != ".." {
            parts.removeLast()
        } else {
            parts.append(part)
        }
    }
    return parts.joined(separator: "/")
}
