import Foundation

/// The outcome of one record or verify run as plain data, the run perhaps one shard of a larger one: what
/// `--result FILE` writes and `pivot report merge` reads.
///
/// It keeps every check's group, name and outcome, and for each failure the evidence the HTML report shows
/// (reference and actual, pictures or texts) and the files it left in the failures folder, so the JUnit file and
/// the HTML report can be made again from it on another machine, equal to the ones the run itself writes.
///
/// ```swift
/// let result = run.makeResult(title: "pivot simulate scenarios", positions: [0, 3, 6], shard: (2, 3))
/// try result.writeReports(reportFolder: nil, junitFile: nil, resultFile: URL(fileURLWithPath: "shard-2.json"))
/// ```
///
/// ## Topics
/// - ``merging(_:)``
/// - ``init(json:)``
/// - ``json``
public struct SnapshotRunResult: Sendable, Hashable {
    /// One checked snapshot and its place in the whole run.
    public struct Case: Sendable, Hashable {
        /// The place (from 0), in the order of the whole run before it was split into shards, of the item that
        /// made the snapshot (a matrix cell, a scenario file, a frame): what puts shards' cases back in order.
        public var position: Int
        /// The check's outcome.
        public var result: SnapshotResult

        /// Creates a case.
        public init(position: Int, result: SnapshotResult) {
            self.position = position
            self.result = result
        }
    }

    /// The reports' title (`pivot simulate scenarios`).
    public var title: String
    /// Whether the run recorded or verified.
    public var mode: SnapshotMode
    /// The references folder's path.
    public var references: String
    /// The failures folder's path.
    public var failures: String
    /// Which shard this is, from 1; 1 for a run not split.
    public var shardIndex: Int
    /// How many shards the run was split into; 1 for a run not split.
    public var shardCount: Int
    /// The checks, in the order they were made.
    public var cases: [Case]

    /// Creates a result.
    ///
    /// - Precondition: 1 ≤ `shardIndex` ≤ `shardCount`.
    public init(
        title: String, mode: SnapshotMode, references: String, failures: String, shardIndex: Int = 1,
        shardCount: Int = 1, cases: [Case]
    ) {
        precondition(shardCount >= 1 && (1...shardCount).contains(shardIndex), "shard \(shardIndex) of \(shardCount)")
        self.title = title
        self.mode = mode
        self.references = references
        self.failures = failures
        self.shardIndex = shardIndex
        self.shardCount = shardCount
        self.cases = cases
    }

    /// The checks' results, in order.
    public var results: [SnapshotResult] { cases.map(\.result) }

    /// The results that failed.
    public var failedResults: [SnapshotResult] { results.filter { $0.failureMessage != nil } }

    /// One line for the console, as ``SnapshotRun/summary`` says it.
    public var summary: String {
        SnapshotRun.summary(mode: mode, results: results, references: references, failures: failures)
    }

    /// Writes `index.html` into `reportFolder`, the JUnit XML to `junitFile` and this result as JSON to
    /// `resultFile`, each when given; an existing file is replaced only with `overwrite`, as frame files are.
    ///
    /// - Throws: A ``SnapshotError`` naming the first of those files that exists when `overwrite` is off
    ///   (nothing is written then), or when a file cannot be written or a picture cannot be encoded.
    public func writeReports(
        reportFolder: URL?, junitFile: URL?, resultFile: URL? = nil, overwrite: Bool = false
    )
        throws
    {
        let files = [reportFolder?.appendingPathComponent("index.html"), junitFile, resultFile].compactMap(\.self)
        if !overwrite, let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw SnapshotError("\(existing.path): already exists; use --overwrite or another report path")
        }
        if let reportFolder {
            let html: String
            do {
                html = try HTMLReport(title: title, results: results).html()
            } catch {
                throw SnapshotError("cannot encode the report's pictures: \(error)")
            }
            try SnapshotFile.write(Data(html.utf8), to: reportFolder.appendingPathComponent("index.html"))
        }
        if let junitFile {
            try SnapshotFile.write(Data(JUnitReport(name: title, results: results).xml.utf8), to: junitFile)
        }
        if let resultFile {
            let text = try json
            try SnapshotFile.write(Data(text.utf8), to: resultFile)
        }
    }
}
