internal import CFFmpeg

/// FFmpeg's process-wide log level.
public enum FFmpegLog {
    /// How much FFmpeg writes to standard error.
    public enum Level: Sendable {
        /// Nothing at all (the CLI's default: Pivot reports errors itself).
        case quiet
        /// Errors only.
        case error
        /// Warnings and errors (FFmpeg's own "Invalid NAL unit size" and similar).
        case warning
        /// FFmpeg's default amount of detail.
        case info
    }

    /// Sets FFmpeg's global log level.
    ///
    /// - Warning: This is process-wide state inside FFmpeg. Set it once, at start-up, before any clip is opened
    ///   (the `pivot` CLI does so from its entry point); changing it while other tasks decode is a data race.
    ///   The corresponding FFmpeg function is `av_log_set_level`.
    public static func setLevel(_ level: Level) {
        switch level {
        case .quiet: av_log_set_level(AV_LOG_QUIET)
        case .error: av_log_set_level(AV_LOG_ERROR)
        case .warning: av_log_set_level(AV_LOG_WARNING)
        case .info: av_log_set_level(AV_LOG_INFO)
        }
    }
}
