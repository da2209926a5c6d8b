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

    /// The results that failed.
    public var failures: [SnapshotResult] { results.filter { $0.failureMessage != nil } }

    /// One line for the console: how many snapshots were recorded, or how many matched and which failed.
    public var summary: String {
        let count = results.count
        let noun = count == 1 ? "snapshot" : "snapshots"
        if store.mode == .record { return "recorded \(count) \(noun) in \(store.references.path)" }
        let failed = failures
        guard !failed.isEmpty else { return "verified \(count) \(noun) against \(store.references.path): all match" }
        return "\(failed.count) of \(count) \(noun) differ from \(store.references.path): "
            + failed.map(\.name).joined(separator: ", ") + "; evidence in \(store.failures.path)"
    }

    /// Writes `index.html` into `reportFolder` and the JUnit XML to `junitFile`, each when given; an existing
    /// file is replaced only with `overwrite`, as frame files are.
    ///
    /// - Throws: A ``SnapshotError`` naming the first report file that exists when `overwrite` is off (nothing is
    ///   written then), or when a file cannot be written or a picture cannot be encoded.
    public func writeReports(title: String, reportFolder: URL?, junitFile: URL?, overwrite: Bool = false) throws {
        let files = [reportFolder?.appendingPathComponent("index.html"), junitFile].compactMap(\.self)
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
    }
}
