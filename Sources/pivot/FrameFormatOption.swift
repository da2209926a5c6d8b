import ArgumentParser
import Player

/// `--format ppm|png`: the frame file format of every command that writes frame files (`frames`, `play`).
struct FrameFormatOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Frame file format: ppm or png.",
            discussion: "PNG files are encoded on one thread per core with FFmpeg's PNG encoder (up prediction, "
                + "deflate level 3)."))
    var format: FrameFileFormat = .ppm
}
