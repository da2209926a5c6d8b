import ArgumentParser
import Player

/// `--format ppm|png`, shared by the commands that write one image file per frame or cell.
struct FrameFormatOption: ParsableArguments {
    @Option(name: .customLong("format"), help: "Frame file format: ppm or png.")
    var fileFormat: FrameFileFormat = .ppm
}
