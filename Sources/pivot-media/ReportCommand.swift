import ArgumentParser

/// `pivot report`: commands over the results record and verify runs leave (`--result FILE`).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with the results --record and --verify runs write with --result.",
        subcommands: [ReportMergeCommand.self])
}
