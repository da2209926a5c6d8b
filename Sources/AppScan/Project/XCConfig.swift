import Foundation

/// Reads `.xcconfig` build settings: `KEY = VALUE` lines, `//` comments, `#include` (and `#include?`) of other
/// files. Conditional settings (`KEY[sdk=iphoneos*]`) are skipped: the scanner reads one unconditional
/// configuration.
public enum XCConfig {
    /// The settings of the file at `path` (relative to the project folder), with its includes read through
    /// `read` first (a later line wins).
    /// - Parameters:
    ///   - isOptional: Whether the file came from `#include?`.
    ///   - read: Returns a file's text, or `nil` if it cannot be read (and reports it unless it is optional).
    ///   - depth: How many includes deep this file is; more than 8 is taken as a cycle and stops.
    public static func settings(
        at path: String, depth: Int = 0, isOptional: Bool = false, read: (_ path: String, _ isOptional: Bool) -> String?
    ) -> [String: XcodeProject.Setting] {
        guard depth < 8, let text = read(path, isOptional) else { return [:] }
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        var settings: [String: XcodeProject.Setting] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                // `#include?` names a file that may be missing (a developer's local settings): no problem then.
                let isOptional = trimmed.hasPrefix("#include?")
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close
                else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                let resolved = normalized(included.hasPrefix("/") ? included : join(folder, included))
                for (key, value) in Self.settings(at: resolved, depth: depth + 1, isOptional: isOptional, read: read) {
                    settings[key] = value
                }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            // Xcode accepts a trailing semicolon.
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            let list = value.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            settings[key] = XcodeProject.Setting(value: value, list: list, line: index + 1, file: path)
        }
        return settings
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
