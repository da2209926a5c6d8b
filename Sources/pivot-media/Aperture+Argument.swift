import ArgumentParser
import Video

/// `--aperture clean|production|encoded`.
extension Aperture.Mode: ExpressibleByArgument {}

/// `--aperture` for `frames` and `play`: which QuickTime aperture the picture shows.
struct ApertureOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The QuickTime aperture shown, like AVPlayerItem.videoApertureMode.",
            discussion: """
                clean (AVFoundation's default): cropped to the clap atom's clean aperture at the pasp pixel aspect; \
                production: the whole picture at the pixel aspect; encoded: the coded pixels, square. tapt's sizes \
                win where the track has them.
                """))
    var aperture: Aperture.Mode = .clean
}
