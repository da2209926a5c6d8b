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
            3 the simulated app would crash (UIApplicationInvalidInterfaceOrientation), 130 interrupted.
            """,
        version: "0.1.0",
        subcommands: [
            InspectCommand.self, FramesCommand.self, PlayCommand.self, MatrixCommand.self, SimulateCommand.self,
            DevicesCommand.self,
        ]
    )

    /// Runs the command, mapping argument-parser's usage-error status (64, `EX_USAGE`) to the documented 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(usageErrorStatus)
        }
    }

    /// The documented exit status for a usage error.
    static let usageErrorStatus: Int32 = 2
}
