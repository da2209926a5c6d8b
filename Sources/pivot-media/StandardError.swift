import ArgumentParser
import Export
import Foundation
import PivotCLI
import Player
import Video

/// Reports a failure of a command's main job on stderr and returns the documented exit status: 3 when the
/// simulated app would crash, 1 for everything else (a `MediaError` with a path and an `OutputError` name their
/// file themselves; other errors are prefixed with `file`). With `verbose`, a `MediaError` also
/// shows FFmpeg's numeric code.
func exitStatus(reporting error: any Error, file: String, verbose: Bool) -> ExitCode {
    if let exit = error as? ExitCode { return exit }
    if let crash = error as? PlaybackError {
        printError("\(file): \(crash)")
        return ExitCode(3)
    }
    switch error {
    case let error as MediaError:
        let text = verbose ? error.detailedDescription : error.description
        printError(error.path == nil ? "\(file): \(text)" : text)
    case let error as OutputError: printError(error.description)
    default: printError("\(file): \(error)")
    }
    return .failure
}
