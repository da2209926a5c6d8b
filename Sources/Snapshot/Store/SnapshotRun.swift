import Foundation
import Pixels

/// One record or verify run over many snapshots: checks each through a ``SnapshotStore``, keeps the results, and
/// writes the HTML and JUnit reports at the end; what the CLI's `--record`/`--verify` options drive.
public struct SnapshotRun: Sendable {
    /// Where and how snapshots are recorded or verified.
    public let store: SnapshotStore
    /// Every result so far, in the order checked.
    public private(set) var results: [SnapshotResult] = []

    /// Starts a run.
    public init(store: SnapshotStore) {
        self.store = store
    }

    /// Records or verifies a picture through the store, and keeps the result.
    @discardableResult
    public mutating func check(_ image: RGBImage, named name: String, group: String) throws -> SnapshotResult {
        let result = try store.check(image, named: name, group: group)
        results.append(result)
        return result
    }

    /// Records or verifies a text through the store, and keeps the result.
    @discardableResult
    public mutating func check(_ text: String, named name: String, group: String) throws -> SnapshotResult {
        let result = try store.check(text, named: name, group: group)
        results.append(result)
        return result
    }

    /// Keeps a failure that no store check made: a snapshot that could not be made at all (a scenario file invalid
    /// on the chosen iOS version), so the run goes on and its reports list it with `message`.
    public mutating func addFailure(named name: String, group: String, message: String) {
        results.append(SnapshotResult(name: name, group: group, outcome: .failed(message), evidence: .omitted))
    }

    /// The results that failed.
    public var failures: [SnapshotResult] { results.filter { $0.failureMessage != nil } }

    /// One line for the console: how many snapshots were recorded, or how many matched and which failed.
    public var summary: String {
        Self.summary(
            mode: store.mode, results: results, references: store.references.path, failures: store.failures.path)
    }

    /// The one way a run's summary is worded, for a run here and for one read back (``SnapshotRunResult``).
    static func summary(mode: SnapshotMode, results: [SnapshotResult], references: String, failures: String) -> String {
        let count = results.count
        let noun = count == 1 ? "snapshot" : "snapshots"
        let failed = results.filter { $0.failureMessage != nil }
        if mode == .record, failed.isEmpty { return "recorded \(count) \(noun) in \(references)" }
        guard !failed.isEmpty else { return "verified \(count) \(noun) against \(references): all match" }
        let what = mode == .record ? "could not be recorded in" : "differ from"
        return "\(failed.count) of \(count) \(noun) \(what) \(references): "
            + failed.map(\.name).joined(separator: ", ") + (mode == .record ? "" : "; evidence in \(failures)")
    }

    /// The run as plain data: its results with their places in the whole run, for `--result` and
    /// `pivot report merge`.
    ///
    /// - Parameters:
    ///   - title: The reports' title.
    ///   - positions: Each result's item's place in the whole run's order (``SnapshotRunResult/Case/position``);
    ///     `nil` for a run not split, whose results are their own order.
    ///   - shard: Which shard of how many the run was, from 1; `nil` for a run not split.
    /// - Precondition: `positions`, when given, has one entry per result.
    public func makeResult(
        title: String, positions: [Int]? = nil, shard: (index: Int, count: Int)? = nil
    ) -> SnapshotRunResult {
        let positions = positions ?? Array(results.indices)
        precondition(positions.count == results.count, "\(positions.count) positions for \(results.count) results")
        return SnapshotRunResult(
            title: title, mode: store.mode, references: store.references.path, failures: store.failures.path,
            shardIndex: shard?.index ?? 1, shardCount: shard?.count ?? 1,
            cases: zip(positions, results).map { SnapshotRunResult.Case(position: $0, result: $1) })
    }

    /// Writes `index.html` into `reportFolder` and the JUnit XML to `junitFile`, each when given; an existing
    /// file is replaced only with `overwrite`, as frame files are (``SnapshotRunResult/writeReports(reportFolder:junitFile:resultFile:overwrite:)``).
    ///
    /// - Throws: A ``SnapshotError`` naming the first report file that exists when `overwrite` is off (nothing is
    ///   written then), or when a file cannot be written or a picture cannot be encoded.
    public func writeReports(title: String, reportFolder: URL?, junitFile: URL?, overwrite: Bool = false) throws {
        try makeResult(title: title).writeReports(
            reportFolder: reportFolder, junitFile: junitFile, overwrite: overwrite)
    }
}
