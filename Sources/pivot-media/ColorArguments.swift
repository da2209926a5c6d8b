import ArgumentParser
import Video

/// `--tonemap` and `--assume-colorspace`, shared by `frames` and `play`.
struct ColorArguments: ParsableArguments {
    /// The `--tonemap` values.
    enum ToneMapArgument: String, ExpressibleByArgument, CaseIterable {
        case auto, none
    }

    /// The `--assume-colorspace` values.
    enum ColorspaceArgument: String, ExpressibleByArgument, CaseIterable {
        case bt601, bt709
    }

    @Option(
        help: ArgumentHelp(
            "auto: HDR (HLG, PQ) and wide-gamut clips become SDR BT.709; none: ffmpeg's output, bit for bit.",
            valueName: "auto|none"))
    var tonemap: ToneMapArgument = .auto

    @Option(
        help: ArgumentHelp(
            "The YUV matrix for clips that declare none (default: BT.709 from 1280 wide or 577 high, else BT.601).",
            valueName: "bt601|bt709"))
    var assumeColorspace: ColorspaceArgument?

    /// The library's options.
    var options: ColorOptions {
        ColorOptions(
            toneMapping: tonemap == .none ? .none : .auto,
            assumedMatrix: assumeColorspace.map { $0 == .bt709 ? .bt709 : .bt601 })
    }
}
