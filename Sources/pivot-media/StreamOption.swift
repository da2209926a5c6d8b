import ArgumentParser

/// `--stream N`, shared by the commands that open one clip's video.
struct StreamOption: ParsableArguments {
    @Option(
        name: .customLong("stream"),
        help: "The container index of the video stream to use (default: the one the ffmpeg CLI picks).")
    var index: Int?
}
