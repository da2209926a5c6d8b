import ArgumentParser
import Foundation
import Snapshot
import Testing

@testable import pivot_media

/// The shared `--record`/`--verify` option group, parsed as a user types it.
struct SnapshotOptionsTests {
    @Test func defaultsAreExactWithFailuresInTheCurrentFolder() throws {
        let options = try SnapshotOptions.parse(["--verify", "refs"])
        #expect(options.precision == 1 && options.perceptualPrecision == 1)
        #expect(options.failures == "pivot-failures")
        #expect(options.isActive)
        #expect(try !SnapshotOptions.parse([]).isActive)
    }

    @Test func tolerancesAndReportsParse() throws {
        let options = try SnapshotOptions.parse([
            "--verify", "refs", "--precision", "0.99", "--perceptual-precision", "0.98", "--failures", "out/f",
            "--report", "out/report", "--junit", "out/junit.xml",
        ])
        let run = try #require(try options.makeRun())
        #expect(run.store.tolerance == Snapshot.ImageTolerance(precision: 0.99, perceptualPrecision: 0.98))
        #expect(run.store.mode == .verify)
        #expect(run.store.failures.path.hasSuffix("out/f"))
    }

    @Test(arguments: [
        ["--record", "a", "--verify", "b"],
        ["--verify", "refs", "--precision", "1.5"],
        ["--verify", "refs", "--perceptual-precision", "-0.1"],
        ["--record", "refs", "--junit", "j.xml"],
        ["--verify", "refs", "--failures", "refs/failures"],
        ["--verify", "refs", "--failures", "refs"],
    ])
    func invalidCombinationsAreUsageErrors(arguments: [String]) {
        #expect(throws: (any Error).self) { try SnapshotOptions.parse(arguments) }
    }

    @Test func missingReferenceMessageGivesTheRecordCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-opts-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = try SnapshotOptions.parse([
            "--verify", folder.appendingPathComponent("refs").path, "--failures",
            folder.appendingPathComponent("f").path,
        ])
        var run = try #require(try options.makeRun())
        let result = try run.check("x\n", named: "s.txt", group: "simulate")
        #expect(result.failureMessage?.contains("with --record \(folder.path)/refs in place of --verify") == true)
    }
}
