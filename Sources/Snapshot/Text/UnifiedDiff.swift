/// A line-by-line difference between two texts in the unified format of `diff -u`.
///
/// Lines are matched by a longest common subsequence, deletions come before insertions within a change, and
/// changes closer than twice the context are joined into one hunk, as GNU diff does.
public struct UnifiedDiff: Sendable, Hashable, CustomStringConvertible {
    /// One line of the edit script.
    enum Line: Hashable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The hunks, each starting with its `@@ -a,b +c,d @@` header; empty when the lines are the same.
    public let hunks: [String]

    /// The difference that turns `reference` into `actual`.
    ///
    /// - Parameters:
    ///   - reference: The expected text.
    ///   - actual: The text produced now.
    ///   - context: How many unchanged lines to show around each change; 3, as `diff -u`.
    public init(reference: String, actual: String, context: Int = 3) {
        let script = Self.editScript(Self.lines(of: reference), Self.lines(of: actual))
        self.hunks = Self.hunks(of: script, context: context)
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The hunks joined, without the `---`/`+++` file header.
    public var description: String { hunks.joined() }

    /// The whole diff with a `--- referenceName` / `+++ actualName` header, as `diff -u` prints it.
    public func text(referenceName: String, actualName: String) -> String {
        isEmpty ? "" : "--- \(referenceName)\n+++ \(actualName)\n" + description
    }

    /// The lines of `text`; a final newline ends the last line rather than starting an empty one.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The shortest edit script from `old` to `new`, by a longest-common-subsequence table.
    static func editScript(_ old: [String], _ new: [String]) -> [Line] {
        let columns = new.count + 1
        // common[i * columns + j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = [Int](repeating: 0, count: (old.count + 1) * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var script: [Line] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                script.append(.same(old[i]))
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1])
            {
                script.append(.removed(old[i]))
                i += 1
            } else {
                script.append(.added(new[j]))
                j += 1
            }
        }
        return script
    }

    /// Groups the changes of `script` into hunks with `context` unchanged lines around them.
    private static func hunks(of script: [Line], context: Int) -> [String] {
        let changes = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard let first = changes.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changes.dropFirst() {
            if index - end - 1 > 2 * context {
                ranges.append(start...end)
                start = index
            }
            end = index
        }
        ranges.append(start...end)

        // oldBefore[k] / newBefore[k]: how many old / new lines come before script[k].
        var oldBefore = [0]
        var newBefore = [0]
        for line in script {
            var (o, n) = (oldBefore.last!, newBefore.last!)
            switch line {
            case .same: (o, n) = (o + 1, n + 1)
            case .removed: o += 1
            case .added: n += 1
            }
            oldBefore.append(o)
            newBefore.append(n)
        }
        return ranges.map { range in
            let lower = max(0, range.lowerBound - context)
            let upper = min(script.count - 1, range.upperBound + context)
            let oldCount = oldBefore[upper + 1] - oldBefore[lower]
            let newCount = newBefore[upper + 1] - newBefore[lower]
            var hunk = "@@ -\(span(oldBefore[lower], oldCount)) +\(span(newBefore[lower], newCount)) @@\n"
            for line in script[lower...upper] {
                switch line {
                case .same(let text): hunk += " \(text)\n"
                case .removed(let text): hunk += "-\(text)\n"
                case .added(let text): hunk += "+\(text)\n"
                }
            }
            return hunk
        }
    }

    /// A hunk header's `start,count`, in diff's convention: 1-based, `,1` left out, an empty side named by the
    /// line before it.
    private static func span(_ linesBefore: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }
}
