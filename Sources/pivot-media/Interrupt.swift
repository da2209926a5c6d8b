import Glibc
import Synchronization

/// Stop requests for the commands that write files (`frames`, `play`, `matrix`): SIGINT (Ctrl-C), SIGTERM (what
/// `timeout` and CI cancellation send) and SIGHUP (a closed terminal) only record the signal, and the command's
/// loop checks ``isRequested`` between files, finishes the file it is writing, writes the manifest of what was
/// completed (marked `"interrupted": true`) and exits with ``exitStatus``: 128 + the signal, as a shell reports
/// a process the signal killed (130, 143, 129).
///
/// A second signal exits at once with the same rule; any file being written then stays under its dot-named
/// temporary name, which the next run into that folder removes.
enum Interrupt {
    /// The signals treated as a request to stop.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The exit status of an interrupted run: 128 + the first signal received (130 before any arrived).
    static var exitStatus: Int32 {
        let signal = received.load(ordering: .relaxed)
        return 128 + (signal == 0 ? SIGINT : signal)
    }

    /// Whether one of ``signals`` has arrived since ``install()``.
    static var isRequested: Bool { received.load(ordering: .relaxed) != 0 }

    /// Replaces the default action of ``signals`` (die at once) with recording the signal.
    static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals {
            signal(number) { number in
                // Only async-signal-safe work here: a lock-free atomic exchange and _exit.
                if Interrupt.received.exchange(number, ordering: .relaxed) != 0 { _exit(128 + number) }
            }
            sigaddset(&set, number)
        }
        // A blocked signal never reaches the handler, and the mask is inherited: a parent that runs pivot from a
        // thread blocking SIGINT (Foundation's Process does, from a Dispatch thread) would make Ctrl-C a no-op.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static let received = Atomic<Int32>(0)
}
