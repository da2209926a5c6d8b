import Foundation
import Snapshot
import TestSupport
import Testing

/// The hunks are checked against GNU `diff -u`, the format's reference implementation.
struct UnifiedDiffTests {
    static let base = (1...20).map { "line \($0)" }

    static let cases: [(String, [String])] = [
        ("one line changed", base.enumerated().map { $0.offset == 9 ? "changed" : $0.element }),
        ("first line removed", Array(base.dropFirst())),
        ("line added at the end", base + ["extra"]),
        (
            "two far-apart changes make two hunks",
            base.enumerated().map { [1, 17].contains($0.offset) ? "x" : $0.element }
        ),
        ("two near changes make one hunk", base.enumerated().map { [5, 10].contains($0.offset) ? "x" : $0.element }),
        ("lines inserted in the middle", Array(base[0..<8]) + ["new a", "new b"] + Array(base[8...])),
        ("everything replaced", ["other"]),
    ]

    @Test(arguments: 0..<cases.count)
    func hunksMatchGNUDiff(index: Int) throws {
        let (label, changed) = Self.cases[index]
        let reference = Self.base.joined(separator: "\n") + "\n"
        let actual = changed.joined(separator: "\n") + "\n"
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.txt")
        let b = folder.appendingPathComponent("b.txt")
        try reference.write(to: a, atomically: true, encoding: .utf8)
        try actual.write(to: b, atomically: true, encoding: .utf8)
        let result = try Subprocess.run("diff", ["-u", a.path, b.path])
        #expect(result.status == 1, "diff found a difference")
        // diff's two header lines carry timestamps; the hunks follow.
        let expected = result.output.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)[2]
        #expect(UnifiedDiff(reference: reference, actual: actual).description == String(expected), "\(label)")
    }

    @Test func equalTextsHaveNoHunks() {
        #expect(UnifiedDiff(reference: "a\nb\n", actual: "a\nb\n").isEmpty)
        #expect(UnifiedDiff(reference: "a\nb\n", actual: "a\nb\n").text(referenceName: "x", actualName: "y") == "")
    }

    @Test func headerNamesBothSides() {
        let text = UnifiedDiff(reference: "a\n", actual: "b\n").text(referenceName: "ref.txt", actualName: "now.txt")
        #expect(text == "--- ref.txt\n+++ now.txt\n@@ -1 +1 @@\n-a\n+b\n")
    }
}
