import ArgumentParser
import Video

/// The `--verbose` flag shared by every command that opens clips.
struct LoggingOptions: ParsableArguments {
    @Flag(name: .long, help: "Let FFmpeg print its own warnings and errors on stderr.")
    var verbose = false

    /// Sets FFmpeg's process-wide log level; called once, at the start of `run()`, before any clip is opened.
    func apply() {
        FFmpegLog.setLevel(verbose ? .warning : .quiet)
    }
}
