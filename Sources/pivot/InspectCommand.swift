import ArgumentParser
import Foundation
import Video

/// `pivot inspect`: what each clip is and how a player would show it.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Report each clip's size, aspect ratios, rotation and frame rate, as a player would show it.",
        discussion: """
            SAR is the container's value first (as av_guess_sample_aspect_ratio decides), 1:1 when the clip \
            declares none; DAR is computed as ffprobe computes it (not rotation-aware); rotation is the display \
            matrix angle as ffprobe prints it (counter-clockwise degrees, -90 for an iPhone portrait recording). \
            The displayed size applies SAR, then swaps width and height for a quarter turn.

            With several files, a bad one is reported on stderr and the others are still inspected; the exit \
            status is then 1. With --json, one object is printed for one file and an array for several; a file \
            that cannot be read appears as {"file": ..., "error": ...}.
            """
    )

    @Argument(help: "The clips to inspect.")
    var files: [String]

    @Flag(name: .long, help: "Print ffprobe-style JSON instead of a summary.")
    var json = false

    @OptionGroup var logging: LoggingOptions

    func run() throws {
        logging.apply()
        var reports: [InspectReport] = []
        for file in files {
            do {
                reports.append(.success(try MediaFile(path: file).info))
            } catch {
                printError(error.description)
                reports.append(.failure(file: file, reason: error.description))
            }
        }
        if json {
            print(try InspectReport.json(reports))
        } else {
            for case .success(let info) in reports { print(InspectReport.summary(of: info)) }
        }
        if reports.contains(where: \.isFailure) { throw ExitCode.failure }
    }
}
