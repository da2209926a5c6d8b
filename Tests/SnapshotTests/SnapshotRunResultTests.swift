import Foundation
import Pixels
import Snapshot
import TestSupport
import Testing

/// `--result FILE` and `pivot report merge`: a run written as JSON and read back makes the same reports, and the
/// shards of a run merge into the run made on one machine, or are refused when they are not one run's shards.
struct SnapshotRunResultTests {
    /// A verify run over six items, one snapshot each: passes, a changed picture, a missing picture reference, a
    /// changed text, and a scenario that could not be simulated; `shard` keeps only that shard's items, as
    /// `--shard` deals them (item `i` to shard `i mod count + 1`).
    static func verifyRun(in folder: URL, shard: (index: Int, count: Int)? = nil) throws -> SnapshotRunResult {
        let references = folder.appendingPathComponent("refs")
        let failures = folder.appendingPathComponent("failures")
        let image = TestImages.gradient()
        if !FileManager.default.fileExists(atPath: references.path) {
            var record = SnapshotRun(
                store: try SnapshotStore(mode: .record, references: references, failures: failures, recordHint: ""))
            try record.check(image, named: "a.png", group: "matrix")
            try record.check(image, named: "b.png", group: "matrix")
            try record.check("one\ntwo\n", named: "d.txt", group: "simulate s")
            try record.check("same\n", named: "e.txt", group: "simulate s")
        }
        var run = SnapshotRun(
            store: try SnapshotStore(
                mode: .verify, references: references, failures: failures,
                tolerance: ImageTolerance(precision: 0.99, perceptualPrecision: 0.98), recordHint: "record it"))
        let items: [(inout SnapshotRun) throws -> Void] = [
            { try $0.check(image, named: "a.png", group: "matrix") },
            { try $0.check(RGBImage(width: 40, height: 30, fill: .white), named: "b.png", group: "matrix") },
            { try $0.check(image, named: "c.png", group: "matrix") },
            { try $0.check("one\nthree\n", named: "d.txt", group: "simulate s") },
            { try $0.check("same\n", named: "e.txt", group: "simulate s") },
            { $0.addFailure(named: "f.txt", group: "simulate s", message: "s/f.json: iosVersion: too old") },
        ]
        var positions: [Int] = []
        for (position, item) in items.enumerated() where shard.map({ position % $0.count == $0.index - 1 }) ?? true {
            try item(&run)
            positions.append(position)
        }
        return run.makeResult(title: "pivot verify s", positions: positions, shard: shard)
    }

    /// The reports a result makes: JUnit XML and the HTML page.
    static func reports(_ result: SnapshotRunResult) throws -> (junit: String, html: String) {
        (
            JUnitReport(name: result.title, results: result.results).xml,
            try HTMLReport(title: result.title, results: result.results).html()
        )
    }

    @Test func aResultReadBackMakesTheSameReports() throws {
        try TemporaryFolder.with("result") { folder in
            let result = try Self.verifyRun(in: folder)
            #expect(result.failedResults.map(\.name) == ["b.png", "c.png", "d.txt", "f.txt"])
            let read = try SnapshotRunResult(json: try result.json)
            #expect(read.title == result.title && read.mode == .verify && read.references == result.references)
            #expect(read.cases.map(\.position) == Array(0..<6))
            // Failures keep everything; passes keep what the reports show of them.
            #expect(read.failedResults == result.failedResults)
            #expect(read.results.map(\.outcome) == result.results.map(\.outcome))
            #expect(read.results.first?.evidence == .omitted)
            #expect(read.failedResults.map(\.evidenceFiles) == [["b.png"], [], ["d.txt", "d.txt.diff"], []])
            let (junit, html) = try Self.reports(result)
            let (readJUnit, readHTML) = try Self.reports(read)
            #expect(readJUnit == junit)
            #expect(readHTML == html)
            #expect(read.summary == result.summary)
        }
    }

    @Test func threeShardsMergeIntoTheSingleRun() throws {
        try TemporaryFolder.with("result") { folder in
            let whole = try Self.verifyRun(in: folder)
            let shards = try (1...3).map { k in
                (
                    file: "shard-\(k).json",
                    result: try SnapshotRunResult(
                        json: try Self.verifyRun(in: folder, shard: (k, 3)).json)
                )
            }
            #expect(shards.map(\.result.cases.count) == [2, 2, 2])
            // Given in any order.
            let merged = try SnapshotRunResult.merging([shards[2], shards[0], shards[1]])
            #expect(merged.shardIndex == 1 && merged.shardCount == 1)
            #expect(merged.cases.map(\.position) == Array(0..<6))
            let (junit, html) = try Self.reports(whole)
            let (mergedJUnit, mergedHTML) = try Self.reports(merged)
            #expect(mergedJUnit == junit)
            #expect(mergedHTML == html)
            #expect(merged.summary == whole.summary)
        }
    }

    @Test func shardsThatAreNotOneRunAreRefused() throws {
        try TemporaryFolder.with("result") { folder in
            let one = try Self.verifyRun(in: folder, shard: (1, 2))
            let two = try Self.verifyRun(in: folder, shard: (2, 2))
            func refusal(_ shards: [(String, SnapshotRunResult)]) -> String? {
                do {
                    _ = try SnapshotRunResult.merging(shards.map { (file: $0.0, result: $0.1) })
                    return nil
                } catch {
                    return "\(error)"
                }
            }
            #expect(refusal([("a", one), ("b", two)]) == nil)
            var ofThree = two
            ofThree.shardCount = 3
            #expect(refusal([("a", one), ("b", ofThree)])?.hasPrefix("b: shard 2 of 3, but a is shard 1 of 2") == true)
            #expect(refusal([("a", one), ("b", one)]) == "b: shard 1 of 2 again (also a)")
            #expect(refusal([("a", one)]) == "a: no result for shard 2 of 2; give every shard's result")
            var retitled = two
            retitled.title = "pivot verify t"
            #expect(
                refusal([("a", one), ("b", retitled)])
                    == #"b: a result of "pivot verify t", but a is of "pivot verify s""#)
            var recorded = two
            recorded.mode = .record
            #expect(refusal([("a", one), ("b", recorded)]) == "b: a record result, but a is a verify result")
            // A case dealt to the other shard: the same item twice.
            var overlapping = two
            overlapping.cases.append(one.cases[0])
            #expect(
                refusal([("a", one), ("b", overlapping)])
                    == "b: cases[3] (matrix: a.png) is at position 0, which is shard 1's of 2, not shard 2's")
            // The same case at a position of its own shard.
            var twice = two
            twice.cases.append(.init(position: 5, result: two.cases[0].result))
            #expect(refusal([("a", one), ("b", twice)]) == "b: cases[3] (matrix: b.png) is also in b")
            #expect(refusal([]) == "no shard results to merge")
            // A file that claims a huge count is answered at once, naming the first missing shards.
            var huge = one
            huge.shardCount = Int(Int32.max)
            huge.cases = [one.cases[0]]
            #expect(
                refusal([("a", huge)])
                    == "a: no result for shard 2, 3, 4, 5, 6, … of 2147483647; give every shard's result")
        }
    }

    @Test(arguments: [
        ("[]", "not a Pivot result"),
        ("{\"pivotResult\": 1,", "line 1, column 19: expected a key in quotes"),
        (#"{"pivotResult": 2}"#, "not a Pivot result"),
        (#"{"pivotResult": 1, "mode": "verify"}"#, "shard.count: missing"),
        (
            #"{"pivotResult": 1, "title": "t", "mode": "verify", "references": "r", "failures": "f", "shard": {"index": 3, "count": 2}, "cases": []}"#,
            "shard.index: expected a whole number from 1 to 2"
        ),
        (
            #"{"pivotResult": 1, "title": "t", "mode": "verify", "references": "r", "failures": "f", "shard": {"index": 1, "count": 1}, "cases": [{"position": 0, "group": "g", "name": "n", "outcome": "lost"}]}"#,
            "cases[0].outcome: expected \"passed\", \"recorded\" or \"failed\""
        ),
        (
            #"{"pivotResult": 1, "title": "t", "mode": "verify", "references": "r", "failures": "f", "shard": {"index": 1, "count": 1}, "cases": [{"position": 0, "group": "g", "name": "n", "outcome": "failed", "message": "m", "evidenceFiles": [], "evidence": {"image": {"reference": null, "actual": "AAAA", "precision": 1, "perceptualPrecision": 2}}}]}"#,
            "cases[0].evidence.image.perceptualPrecision: expected a number from 0 to 1"
        ),
        (
            #"{"pivotResult": 1, "title": "t", "mode": "verify", "references": "r", "failures": "f", "shard": {"index": 1, "count": 1}, "cases": [{"position": 0, "group": "g", "name": "n", "outcome": "failed", "message": "m", "evidenceFiles": [], "evidence": {"image": {"reference": null, "actual": "AAAA", "precision": 1, "perceptualPrecision": 1}}}]}"#,
            "cases[0].evidence.image.actual: not a readable PNG"
        ),
    ])
    func aFileThatIsNotAResultSaysWhere(text: String, expected: String) {
        #expect {
            _ = try SnapshotRunResult(json: text)
        } throws: { error in
            "\(error)".hasPrefix(expected)
        }
    }
}
