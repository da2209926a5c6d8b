import ArgumentParser
import Foundation

/// The one way a command that writes files ends after its library call returned: each warning on stderr as
/// `pivot: warning: …`, the summary on stdout unless `quiet`, and, when the run was interrupted, a line saying
/// so and ``Interrupt/exitStatus``.
///
/// - Throws: `ExitCode(Interrupt.exitStatus)` when `isInterrupted`.
func finish(
    clip: String, warnings: [String], isInterrupted: Bool, manifestPath: String, quiet: Bool,
    summary: () -> [String]
) throws {
    for warning in warnings { printError("warning: \(clip): \(warning)") }
    if !quiet { for line in summary() { print(line) } }
    if isInterrupted {
        printError("\(clip): interrupted; \(manifestPath) lists the files written")
        throw ExitCode(Interrupt.exitStatus)
    }
}
