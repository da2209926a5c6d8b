import ArgumentParser
import Foundation

/// What both `pivot` executables share at their root: the command's name, help text and version, and the one
/// way a command line ends in an error.
///
/// `pivot` (the front, which runs `app` itself) and `pivot-media` (every command) build their root command from
/// ``configuration(subcommands:)`` and run through ``main(_:)``, so `pivot app`'s usage, help, messages and exit
/// statuses read the same whichever of the two runs it (docs/app-scanning.md, "Speed").
public enum PivotRoot {
    /// The version `pivot --version` prints and SARIF reports name.
    public static let version = "0.1.0"

    /// The documented exit status for a usage error.
    public static let usageErrorStatus: Int32 = 2

    /// The root command's configuration, `pivot`, with `subcommands`.
    public static func configuration(subcommands: [any ParsableCommand.Type]) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "pivot",
            abstract:
                "A headless media-player orientation backend: real clips through FFmpeg, UIKit's rotation rules.",
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
            version: version,
            subcommands: subcommands
        )
    }

    /// Parses the process's arguments with `root` as the root command, runs the command they name and exits,
    /// mapping argument-parser's usage-error status (64, `EX_USAGE`) to the documented 2 and its `Error: ` prefix
    /// to the `pivot: ` every error message starts with (an error no command caught, such as an unreadable
    /// reference, exits 1 the same way).
    public static func main(_ root: any ParsableCommand.Type) -> Never {
        do {
            var command = try root.parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = root.exitCode(for: error)
            guard !(error is ExitCode), code != .success else { root.exit(withError: error) }
            var message = root.fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = "pivot: " + message.dropFirst("Error: ".count) }
            if !message.hasPrefix("pivot: ") { message = "pivot: " + message }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(code == .validationFailure ? usageErrorStatus : code.rawValue)
        }
    }
}
