import ArgumentParser
import Export
import Player

/// `--format ppm|png`, shared by the commands that write one image file per frame or cell.
struct FrameFormatOption: ParsableArguments {
    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "Frame file format: ppm or png.",
            discussion:
                "PNG: Pivot's zlib encoder, up prediction, deflate level 2 (the bytes FFmpeg's PNG encoder writes "
                + "with those settings); frames and play encode on one thread per core."))
    var fileFormat: FrameFileFormat = .ppm
}
