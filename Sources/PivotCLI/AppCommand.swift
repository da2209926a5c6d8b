import AppScan
import ArgumentParser
import Foundation
import Orientation
import PivotJSON

/// `pivot app PROJECT`: reads an Xcode project (or a folder of sources) and reports what each screen does on each
/// idiom and iOS release, and what breaks where.
///
/// Both executables run it: the front `pivot` itself (so the scan starts without loading FFmpeg) and `pivot-media`
/// among its subcommands (so `pivot --help` lists it and `pivot help app` works).
public struct AppCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Read an iOS app's project and report its orientations per screen, idiom and release, and findings.",
        discussion: """
            Reads *.xcodeproj/project.pbxproj (targets, build settings), Info.plist (XML or binary), storyboards \
            and xibs, Swift sources (with swift-syntax) and Objective-C sources, with no Xcode and no build; a \
            folder without a project is read as one target. Only iOS app and app-extension targets are answered; \
            others are listed and skipped. Each placed controller's orientations come from Pivot's orientation \
            engine. Rules and sources: docs/app-scanning.md.

            Exit status: 0 success; 1 if nothing under PROJECT could be read (a file that cannot be read prints \
            one "pivot: FILE: reason" line and the rest is still scanned); 2 a usage error; 5 with --fail-on when a \
            finding at or above that severity exists.
            """)

    @Argument(help: "The project folder (holding the .xcodeproj, or the sources).")
    var project: String

    @Option(help: "Answer only this target.")
    var target: String?

    @Flag(help: "Print the report as JSON instead of text.")
    var json = false

    @Option(
        name: .customLong("ios-versions"),
        help: ArgumentHelp(
            "Comma-separated iOS releases to answer for (\(IOSVersion.acceptedRange)).", valueName: "list"))
    var iosVersions = "15.0,16.0,18.0,26.0,27.0"

    @Option(
        help: ArgumentHelp(
            "Write a scenario for pivot simulate (the first answered target, under the newest release) to this file.",
            valueName: "file"))
    var scenarioOut: String?

    @Option(help: ArgumentHelp("Write the findings as SARIF 2.1.0 to this file.", valueName: "file"))
    var sarif: String?

    @Option(help: ArgumentHelp("Write one JUnit test case per rule and target to this file.", valueName: "file"))
    var junit: String?

    @Option(help: "Exit with status 5 when a finding of at least this severity exists (error or warning).")
    var failOn: FailOnArgument?

    /// The parsed `--ios-versions`, sorted and without duplicates.
    var versions: [IOSVersion] {
        Set(
            iosVersions.split(separator: ",").compactMap { IOSVersion(String($0).trimmingCharacters(in: .whitespaces)) }
        )
        .sorted()
    }

    /// An `app` command with every option at its default (argument-parser fills it in).
    public init() {}

    /// Rejects an `--ios-versions` item that is not a release Pivot knows.
    public func validate() throws {
        let parts = iosVersions.split(separator: ",", omittingEmptySubsequences: false)
        if let bad = parts.first(where: { IOSVersion(String($0).trimmingCharacters(in: .whitespaces)) == nil }) {
            throw ValidationError("--ios-versions: \"\(bad)\" is not a release (\(IOSVersion.acceptedRange))")
        }
    }

    /// Scans the project and prints and writes the report; exits 1 when nothing could be read and 5 under
    /// `--fail-on`.
    public func run() throws {
        let result = ProjectScanner(versions: versions, targetName: target).scan(project)
        for problem in result.problems {
            printError("\(problem.file.isEmpty ? project : project + "/" + problem.file): \(problem.reason)")
        }
        guard result.readAnything else {
            if result.problems.isEmpty { printError("\(project): no project, property list or source file") }
            throw ExitCode.failure
        }
        let report = result.report
        print(json ? report.json.rendered() : report.text, terminator: json ? "\n" : "")
        if let sarif {
            try write(report.sarif(version: PivotRoot.version).rendered() + "\n", to: sarif)
        }
        if let junit { try write(report.junit, to: junit) }
        if let scenarioOut, let target = report.targets.first, let newest = versions.last {
            let (scenario, warnings) = target.scenario(version: newest)
            for warning in warnings { printError("warning: \(scenarioOut): \(warning)") }
            try write(scenario.rendered() + "\n", to: scenarioOut)
        }
        if let failOn, report.findings.contains(where: { $0.finding.severity >= failOn.severity }) {
            throw ExitCode(5)
        }
    }
}

/// Writes `text` to `path` whole (through a temporary file), or prints `pivot: PATH: cannot be written` and fails:
/// the line names the file that could not be written, not the first output option given.
private func write(_ text: String, to path: String) throws {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        printError("\(path): cannot be written")
        throw ExitCode.failure
    }
}

/// `--fail-on error|warning`.
enum FailOnArgument: String, ExpressibleByArgument, CaseIterable {
    case error, warning

    var severity: Severity { self == .error ? .error : .warning }
}
