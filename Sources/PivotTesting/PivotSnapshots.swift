import Foundation
import Pixels
import Snapshot
import Video

/// Snapshot assertions for a test target: compare what Pivot renders (frames, text reports) with references
/// stored beside the test file, and fail the running test, Swift Testing or XCTest, when they differ.
///
/// ```swift
/// import PivotTesting
/// import Testing
///
/// @Test func playerOnIPhone15() throws {
///     let frame: RGBImage = …                       // rendered with Player
///     PivotSnapshots().verify(frame, named: "iphone-15-portrait.png")
/// }
/// ```
///
/// References live in `__Snapshots__/<test file name>/` beside the test file, as swift-snapshot-testing keeps
/// them. Recording is on when `PIVOT_RECORD=1` is in the environment (as `SNAPSHOT_TESTING_RECORD` is for
/// swift-snapshot-testing) or `record: true` is passed; a recorded snapshot passes. A missing reference fails,
/// saying how to record it. A failing picture leaves a triptych (reference | actual | difference) in
/// ``failures`` and is attached to the failure where the framework supports attachments (Swift Testing).
public struct PivotSnapshots: Sendable {
    /// Where the references are.
    public var references: URL
    /// Where failures leave their triptychs and diffs: `$PIVOT_FAILURES`, or `pivot-failures/` in the temporary
    /// folder, each under the test file's name.
    public var failures: URL
    /// How closely pictures must match.
    public var tolerance: ImageTolerance
    /// Whether snapshots are written as references instead of compared.
    public var record: Bool

    /// Creates the assertions for one test file.
    ///
    /// - Parameters:
    ///   - references: The references folder; `__Snapshots__/<test file name>/` beside the test file by default.
    ///   - failures: Where failures leave their evidence; `$PIVOT_FAILURES/<test file name>/` or
    ///     `<temporary folder>/pivot-failures/<test file name>/` by default.
    ///   - tolerance: How closely pictures must match; exact by default.
    ///   - record: Whether to record; `nil` (the default) reads `PIVOT_RECORD` from the environment.
    ///   - filePath: The test file; leave the default.
    public init(
        references: URL? = nil, failures: URL? = nil, tolerance: ImageTolerance = .exact, record: Bool? = nil,
        filePath: StaticString = #filePath
    ) {
        let testFile = URL(fileURLWithPath: "\(filePath)")
        let testName = testFile.deletingPathExtension().lastPathComponent
        self.references =
            references
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testName)
        let environment = ProcessInfo.processInfo.environment
        let failureRoot =
            environment["PIVOT_FAILURES"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("pivot-failures")
        self.failures = failures ?? failureRoot.appendingPathComponent(testName)
        self.tolerance = tolerance
        self.record = record ?? ["1", "true", "yes"].contains(environment["PIVOT_RECORD"]?.lowercased() ?? "")
    }

    /// Verifies (or records) one picture.
    @discardableResult
    public func verify(
        _ image: RGBImage, named name: String, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) -> Bool {
        verify(frames: [(name, image)], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Verifies (or records) several pictures, and fails the test once, naming every frame that differs.
    ///
    /// - Returns: Whether every picture matched (or was recorded).
    @discardableResult
    public func verify(
        frames: [(name: String, image: RGBImage)], fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) -> Bool {
        let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return check(location) { store in
            try frames.map { try store.check($0.image, named: $0.name, group: location.fileID) }
        }
    }

    /// Verifies (or records) a text, such as a scenario's event log, failing with a unified diff.
    ///
    /// - Returns: Whether the text matched (or was recorded).
    @discardableResult
    public func verify(
        text: String, named name: String, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) -> Bool {
        let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return check(location) { store in [try store.check(text, named: name, group: location.fileID)] }
    }

    private func check(_ location: CallLocation, _ body: (SnapshotStore) throws -> [SnapshotResult]) -> Bool {
        let results: [SnapshotResult]
        do {
            let store = try SnapshotStore(
                mode: record ? .record : .verify, references: references, failures: failures, tolerance: tolerance,
                recordHint: "run the test with PIVOT_RECORD=1 in the environment (or record: true) to record it")
            results = try body(store)
        } catch {
            TestFailure.record("\(error)", attachments: [], location: location)
            return false
        }
        let failed = results.filter { $0.failureMessage != nil }
        guard !failed.isEmpty else { return true }
        let names = failed.map(\.name).joined(separator: ", ")
        let details = failed.compactMap(\.failureMessage).joined(separator: "\n")
        let attachments = failed.compactMap { result -> TestFailure.File? in
            let url = failures.appendingPathComponent(result.name)
            guard case .image = result.evidence, let data = FileManager.default.contents(atPath: url.path) else {
                return nil
            }
            return TestFailure.File(
                name: "\(url.deletingPathExtension().lastPathComponent)-triptych.png", bytes: [UInt8](data))
        }
        TestFailure.record(
            "\(failed.count) snapshot\(failed.count == 1 ? "" : "s") differ: \(names)\n\(details)",
            attachments: attachments, location: location)
        return false
    }
}
