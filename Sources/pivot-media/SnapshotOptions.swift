import ArgumentParser
import Foundation
import PivotCLI
import Player
import Snapshot

/// `--record DIR` / `--verify DIR` and their settings, shared by every command that writes pictures or a report.
struct SnapshotOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write the pictures (or report) as references into DIR.", valueName: "dir"))
    var record: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Render again and compare with the references in DIR; exit 4 on a mismatch.", valueName: "dir"))
    var verify: String?

    @Option(name: .long, help: "With --verify: the share of pixels that must match, 0–1.")
    var precision: Double = 1

    @Option(
        name: .customLong("perceptual-precision"),
        help: "With --verify: how close a pixel must be, 0–1; it matches when its CIEDE2000 ΔE ≤ (1 − Q) × 100.")
    var perceptualPrecision: Double = 1

    @Option(
        name: .long,
        help: ArgumentHelp("With --verify: where failing frames leave their triptychs.", valueName: "dir"))
    var failures = "pivot-failures"

    @Option(name: .long, help: ArgumentHelp("With --verify: write an HTML report into DIR.", valueName: "dir"))
    var report: String?

    @Option(name: .long, help: ArgumentHelp("With --verify: write a JUnit XML report to FILE.", valueName: "file"))
    var junit: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --record or --verify: write every check's outcome as JSON to FILE, for `pivot report merge`.",
            valueName: "file"))
    var result: String?

    /// The exit status of a verify run with a mismatch or a missing reference.
    static let mismatchExitCode = ExitCode(4)

    func validate() throws {
        if record != nil && verify != nil { throw ValidationError("--record and --verify cannot be used together") }
        guard (0...1).contains(precision) else { throw ValidationError("--precision must be between 0 and 1") }
        guard (0...1).contains(perceptualPrecision) else {
            throw ValidationError("--perceptual-precision must be between 0 and 1")
        }
        if verify == nil && (report != nil || junit != nil) {
            throw ValidationError("--report and --junit need --verify")
        }
        if result != nil && !isActive { throw ValidationError("--result needs --record or --verify") }
        if let verify, SnapshotStore.isFolder(URL(fileURLWithPath: failures), inside: URL(fileURLWithPath: verify)) {
            throw ValidationError("--failures \(failures) is inside the references folder \(verify)")
        }
    }

    /// Whether either mode was asked for.
    var isActive: Bool { record != nil || verify != nil }

    /// Checks that a command that writes files has somewhere to write them.
    func validate(out: String?) throws {
        if out == nil && !isActive { throw ValidationError("give --out DIR, --record DIR or --verify DIR") }
    }

    /// Runs `body` with the folder the command writes into: `--out` when given, else a new temporary folder that
    /// is removed afterwards (with `--record` or `--verify` the files only pass through it).
    func withOutputFolder<Result>(out: String?, _ body: (String) throws -> Result) throws -> Result {
        if let out { return try body(out) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pivot-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.path)
    }

    /// A run for these options, or `nil` when neither `--record` nor `--verify` was given.
    func makeRun() throws -> SnapshotRun? {
        guard let folder = record ?? verify else { return nil }
        let store = try SnapshotStore(
            mode: record != nil ? .record : .verify, references: URL(fileURLWithPath: folder),
            failures: URL(fileURLWithPath: failures),
            tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision),
            recordHint: "record it by running the same command with --record \(folder) in place of --verify")
        return SnapshotRun(store: store)
    }

    /// Records or verifies the files a command wrote into `folder` (frames become PNG references, other files
    /// text), then ends the run; does nothing without `--record` or `--verify`. `overwrite` (the command's
    /// `--overwrite`) lets the reports replace existing files; `positions` and `shard` go to the `--result` file
    /// (``finish(_:title:positions:shard:overwrite:failureStatus:)``).
    ///
    /// A signal (``Interrupt``) between two files ends the run there with 128 + the signal, before any summary or
    /// report: an interrupted verify never says "all match", and an interrupted record says how many references it
    /// replaced (each whole; the others are unchanged), so the set is known to be partial.
    func check(
        files: [String], in folder: String, group: String, title: String, positions: [Int]? = nil,
        shard: Shard? = nil, overwrite: Bool
    ) throws {
        guard var run = try makeRun() else { return }
        for (done, file) in files.enumerated() {
            if Interrupt.isRequested {
                let outcome =
                    record.map { "\(done) of \(files.count) references recorded in \($0), the others unchanged" }
                    ?? "\(done) of \(files.count) frames compared, nothing verified"
                throw interrupted(group, outcome)
            }
            try run.checkFiles([file], in: URL(fileURLWithPath: folder), group: group)
        }
        try finish(run, title: title, positions: positions, shard: shard, overwrite: overwrite)
    }

    /// Writes the reports asked for (replacing existing ones only with `overwrite`), prints the run's summary,
    /// and throws `failureStatus` (4, a mismatch, unless the command says otherwise) when anything failed.
    ///
    /// - Parameters:
    ///   - positions: Each result's item's place in the whole run (``SnapshotRunResult/Case/position``), for
    ///     `--result`; `nil` when the results are their own order.
    ///   - shard: The command's `--shard`, for `--result`.
    func finish(
        _ run: SnapshotRun, title: String, positions: [Int]? = nil, shard: Shard? = nil, overwrite: Bool,
        failureStatus: ExitCode = mismatchExitCode
    ) throws {
        try run.makeResult(title: title, positions: positions, shard: shard.map { ($0.index, $0.count) })
            .writeReports(
                reportFolder: report.map { URL(fileURLWithPath: $0) },
                junitFile: junit.map { URL(fileURLWithPath: $0) },
                resultFile: result.map { URL(fileURLWithPath: $0) }, overwrite: overwrite)
        for failure in run.failures {
            printError(failure.failureMessage ?? failure.name)
        }
        print(run.summary)
        if !run.failures.isEmpty { throw failureStatus }
    }
}
