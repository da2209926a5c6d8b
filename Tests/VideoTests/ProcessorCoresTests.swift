import Foundation
import TestSupport
import Testing
import Video

/// The core count Pivot's worker threads follow.
struct ProcessorCoresTests {
    /// `nproc` counts the cores in the calling process's affinity mask (what `taskset` narrows), as Pivot must;
    /// the child inherits this test process's mask. OpenMP's variables, which `nproc` also obeys, are removed.
    @Test func usableCoresAreTheAffinityMasksAsNprocCountsThem() throws {
        let result = try Subprocess.run("/usr/bin/env", ["-u", "OMP_NUM_THREADS", "-u", "OMP_THREAD_LIMIT", "nproc"])
        #expect(result.status == 0, "\(result.stderr)")
        let nproc = Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(nproc == ProcessorCores.usable)
    }
}
