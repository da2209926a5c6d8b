import Foundation
import PivotCLI

/// The full `pivot` (every command, linked with the media libraries), run in the front's place.
///
/// `execv` keeps the process, so its id, standard streams, environment and arguments (argv unchanged, `pivot`
/// first) stay the caller's, and signals and the exit status are the full binary's own.
enum HandOff {
    /// The full binary's file name: the executable that loads FFmpeg, zimg and FreeType.
    static let fullBinaryName = "pivot-media"

    /// The full binary: beside this executable's real file (`/proc/self/exe`, so a `pivot` reached through a
    /// symbolic link still finds it), or beside `argv[0]` where there is no `/proc`.
    static var fullBinaryPath: String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(fullBinaryName)
            .path
    }

    /// Replaces this process with the full binary, passing the arguments unchanged; if it cannot be run, prints
    /// `pivot: cannot run PATH: reason (build it with …)` and exits 1.
    static func run() -> Never {
        let path = fullBinaryPath
        execv(path, CommandLine.unsafeArgv)
        let reason = String(cString: strerror(errno))
        printError(
            "cannot run \(path): \(reason) (build it with `make release` or `swift build --product \(fullBinaryName)`)")
        exit(1)
    }
}
