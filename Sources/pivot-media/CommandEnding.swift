import ArgumentParser
import Foundation
import PivotCLI

/// The one way a command that writes files ends after its library call returned: each warning on stderr as
/// `pivot: warning: …`, the summary on stdout unless `quiet`, and, when the run was interrupted, a line saying
/// so and ``Interrupt/exitStatus``, before anything is recorded or verified: an interrupted `--record` stores no
/// reference and an interrupted `--verify` compares nothing (so it never says "all match").
///
/// - Parameter manifestPath: The manifest, or `nil` when it is in a temporary folder about to be removed (under
///   `--record`/`--verify` without an output folder), where it is neither summarised nor named.
/// - Throws: `ExitCode(Interrupt.exitStatus)` when `isInterrupted`.
func finish(
    clip: String, warnings: [String], isInterrupted: Bool, manifestPath: String?, quiet: Bool,
    summary: () -> [String]
) throws {
    for warning in warnings { printError("warning: \(clip): \(warning)") }
    if !quiet, manifestPath != nil { for line in summary() { print(line) } }
    if isInterrupted {
        throw interrupted(
            clip, manifestPath.map { "\($0) lists the files written" } ?? "nothing was recorded or compared")
    }
}

/// The end of every interrupted run: `pivot: SUBJECT: interrupted; WHAT` on stderr, and the exit status
/// ``Interrupt/exitStatus`` (128 + the signal) to throw.
func interrupted(_ subject: String, _ what: String) -> ExitCode {
    printError("\(subject): interrupted; \(what)")
    return ExitCode(Interrupt.exitStatus)
}
