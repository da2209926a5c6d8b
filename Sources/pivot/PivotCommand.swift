import ArgumentParser

@main
struct PivotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pivot", abstract: "Pivot",
        subcommands: [FramesCommand.self])
}
