import Glibc
import Synchronization

/// Ctrl-C for the commands that write many files (`frames`, `play`): SIGINT only sets a flag, and the command's
/// frame loop checks it between frames, finishes the frame it is writing, writes the manifest of what was
/// completed and exits with ``exitStatus``.
///
/// A second SIGINT exits at once with the same status; any file being written then stays under its dot-named
/// temporary name, which the next run into that folder removes.
enum Interrupt {
    /// The documented status of an interrupted run (128 + SIGINT, as a shell reports it).
    static let exitStatus: Int32 = 130

    /// Whether SIGINT has arrived since ``install()``.
    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Replaces SIGINT's default action (die at once) with setting the flag.
    static func install() {
        signal(SIGINT) { _ in
            // Only async-signal-safe work here: a lock-free atomic exchange and _exit.
            if Interrupt.requested.exchange(true, ordering: .relaxed) { _exit(Interrupt.exitStatus) }
        }
        // A blocked signal never reaches the handler, and the mask is inherited: a parent that runs pivot from a
        // thread blocking SIGINT (Foundation's Process does, from a Dispatch thread) would make Ctrl-C a no-op.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static let requested = Atomic<Bool>(false)
}
