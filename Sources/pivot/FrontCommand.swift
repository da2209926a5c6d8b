import ArgumentParser
import PivotCLI

/// `pivot`: runs `pivot app` itself and hands every other command line to the full binary (``HandOff``), so an
/// app scan never loads FFmpeg, zimg or FreeType (issue 25; docs/app-scanning.md, "Speed").
///
/// Its root is `pivot` with `app` alone, built as the full binary's is, so `pivot app`'s usage, help, errors and
/// exit statuses read the same from either.
@main
struct FrontCommand: ParsableCommand {
    static let configuration = PivotRoot.configuration(subcommands: [AppCommand.self])

    /// Runs `app` here when it is the first argument; otherwise replaces this process with the full binary.
    static func main() {
        guard CommandLine.arguments.dropFirst().first == AppCommand.configuration.commandName else {
            HandOff.run()
        }
        PivotRoot.main(self)
    }
}
