import ArgumentParser
import Foundation

/// The `pivot` command: probe, decode and render clips, and simulate iOS orientation behaviour.
@main
struct PivotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pivot",
        abstract: "A headless media-player orientation backend: real clips through FFmpeg, UIKit's rotation rules.",
        discussion: """
            Exit status: 0 success, 1 an input or output error (the message names the file), 2 a usage error, \
            3 the simulated app would crash (UIApplicationInvalidInterfaceOrientation, or from iOS 27 a launch without the \
            scene life cycle); 4 a --verify difference (report merge: a failed case in any shard); 5 app --fail-on \
            found a finding at that severity; 128 + the signal when frames, \
            play or matrix is interrupted (130 SIGINT, 143 SIGTERM, 129 SIGHUP: the file being written is finished \
            and the manifest is written with "interrupted": true). Warnings ("pivot: warning: ...") leave the status \
            at 0 and are listed in the manifest's "warnings".

            JSON output: Pivot's own files use camelCase keys; inspect --json keeps ffprobe's snake_case keys. \
            Numbers print as the shortest decimal of the value rounded to the microsecond.
            """,
        version: "0.1.0",
        subcommands: [
            InspectCommand.self, FramesCommand.self, PlayCommand.self, MatrixCommand.self, SimulateCommand.self,
            DevicesCommand.self, AppCommand.self, ReportCommand.self,
        ]
    )

    /// Runs the command, mapping argument-parser's usage-error status (64, `EX_USAGE`) to the documented 2 and
    /// its `Error: ` prefix to the `pivot: ` every error message starts with (an error no command caught, such as
    /// an unreadable reference, exits 1 the same way).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            guard !(error is ExitCode), code != .success else { exit(withError: error) }
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = "pivot: " + message.dropFirst("Error: ".count) }
            if !message.hasPrefix("pivot: ") { message = "pivot: " + message }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(code == .validationFailure ? usageErrorStatus : code.rawValue)
        }
    }

    /// The documented exit status for a usage error.
    static let usageErrorStatus: Int32 = 2
}
