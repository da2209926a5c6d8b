import ArgumentParser
import Player

/// What a rendering run writes and shows, the same for `pivot play` and `pivot simulate --render`: frame
/// format, video, view, frame rate and the terminal preview.
struct FrameOutputArguments: ParsableArguments {
    @OptionGroup var format: FrameFormatOption

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write the run as one video (.mp4 or .mov); without --out, only the video and FILE.json.",
            valueName: "file"))
    var video: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "What is drawn: device (the device as held, on a fixed square canvas) or interface (upright).",
            discussion: "Default: interface for frame files, device for --video."))
    var view: FrameView?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output frames per second, or `display` for the device display's refresh rate.",
            discussion: "Default for play: the clip's frame rate when it is constant, the display's rate when it "
                + "varies; for simulate --render: the display's rate.",
            valueName: "rate|display"))
    var fps: FrameRateArgument?

    /// The output rate `--fps` asks for, or `nil` without it (each command's default): the one mapping of
    /// `--fps` for `play`, `simulate --render` and `matrix --scenario`; `displayRefreshRate` is `nil` when the
    /// device is known only to the run, whose `nil` rate is its display's.
    func framesPerSecond(displayRefreshRate: Double?) -> Double? {
        fps?.framesPerSecond(displayRefreshRate: displayRefreshRate)
    }

    @Flag(name: .long, help: "Do not show the frames in the terminal as they render.")
    var noPreview = false

    func validate() throws {
        if let video, !(video.hasSuffix(".mp4") || video.hasSuffix(".mov")) {
            throw ValidationError("--video must name an .mp4 or .mov file")
        }
    }
}
