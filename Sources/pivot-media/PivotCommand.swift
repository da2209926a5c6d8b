import ArgumentParser
import PivotCLI

/// The full `pivot` command (the `pivot-media` executable): probe, decode and render clips, simulate iOS
/// orientation behaviour, and read an app's project. The front `pivot` hands it every command line but `app`.
@main
struct PivotCommand: ParsableCommand {
    static let configuration = PivotRoot.configuration(subcommands: [
        InspectCommand.self, FramesCommand.self, PlayCommand.self, MatrixCommand.self, SimulateCommand.self,
        DevicesCommand.self, AppCommand.self, ReportCommand.self,
    ])

    /// Runs the command line the way every `pivot` does (``PivotRoot/main(_:)``).
    static func main() {
        PivotRoot.main(self)
    }
}
