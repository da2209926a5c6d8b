import ArgumentParser
import Foundation
import PivotCLI
import Snapshot
import Video

/// `pivot report merge SHARD_RESULT… --junit FILE --report DIR`: the shards of one run, joined into its reports.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the --result files of a run's shards into one JUnit file and one HTML report.",
        discussion: """
            Each job of a CI matrix runs one shard (`pivot matrix … --shard K/N --verify refs --result \
            shard-K.json`, or `pivot simulate FOLDER --verify refs --shard K/N --result shard-K.json`); a last job \
            gives every shard's result file here. The cases are put back in the order of the run made on one \
            machine, so --junit and --report write the files that run would have written (the HTML report's \
            pictures come from the result files, which keep every failure's evidence). Failures are listed on \
            stderr and a summary on stdout, as the run prints them. Existing report files are replaced only with \
            --overwrite.

            The results must be every shard of one run, each once: the same N, title (command and input) and \
            mode, no case twice; otherwise nothing is written and one line says which file is wrong.

            Exit status: 0 when every case passed or was recorded; 4 when any failed in any shard; 1 when a \
            result file cannot be read or the files are not one run's shards; 2 a usage error. docs/sharding.md \
            has the file format and a GitHub Actions example.
            """)

    @Argument(help: ArgumentHelp("Every shard's result file (written with --result).", valueName: "shard-result"))
    var results: [String]

    @Option(name: .long, help: ArgumentHelp("Write the merged JUnit XML report to FILE.", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write the merged HTML report into DIR (index.html).", valueName: "dir"))
    var report: String?

    @Flag(name: .long, help: "Replace existing report files.")
    var overwrite = false

    func validate() throws {
        if results.isEmpty { throw ValidationError("give every shard's result file") }
    }

    func run() throws {
        var shards: [(file: String, result: SnapshotRunResult)] = []
        for file in results {
            do {
                shards.append((file, try SnapshotRunResult(json: try Self.read(file))))
            } catch {
                printError("\(file): \(error)")
                throw ExitCode.failure
            }
        }
        let merged: SnapshotRunResult
        do {
            merged = try SnapshotRunResult.merging(shards)
            try merged.writeReports(
                reportFolder: report.map { URL(fileURLWithPath: $0) },
                junitFile: junit.map { URL(fileURLWithPath: $0) },
                overwrite: overwrite)
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        for failure in merged.failedResults {
            printError(failure.failureMessage ?? failure.name)
        }
        print(merged.summary)
        if !merged.failedResults.isEmpty { throw SnapshotOptions.mismatchExitCode }
    }

    /// The text of the result file at `path`: a regular file only (``InputFile``), read up to
    /// ``SnapshotRunResult/maximumTextSize``.
    private static func read(_ path: String) throws -> String {
        if let refusal = InputFile.refusal(path) { throw SnapshotError(refusal) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw SnapshotError("cannot read the file") }
        defer { try? handle.close() }
        // One byte past the limit is enough to refuse a file that is too large.
        let data = try handle.read(upToCount: SnapshotRunResult.maximumTextSize + 1) ?? Data()
        guard data.count <= SnapshotRunResult.maximumTextSize else {
            throw SnapshotError("larger than the limit of \(SnapshotRunResult.maximumTextSize >> 20) MiB for a result")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
