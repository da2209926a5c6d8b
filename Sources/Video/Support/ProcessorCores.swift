internal import CFFmpeg

/// How many cores this process may run on.
///
/// Foundation's `activeProcessorCount` counts the machine's cores even when the process is pinned to fewer
/// (`taskset -c 0`, a container's CPU set), so a pinned run would start threads that can only take turns.
/// FFmpeg's `av_cpu_count` reads the process's CPU affinity mask, and FFmpeg sizes its own decoder and slice
/// threads by it, so Pivot's worker threads follow the same count.
public enum ProcessorCores {
    /// The number of cores in this process's CPU affinity mask, at least 1.
    public static var usable: Int { max(1, Int(av_cpu_count())) }
}
