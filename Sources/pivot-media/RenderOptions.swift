import ArgumentParser
import Chrome
import Export
import Orientation
import Player

/// How `pivot play` and `pivot matrix` draw the player screen.
struct RenderOptions: ParsableArguments {
    @Option(name: .long, help: "Video gravity: aspect, aspectFill or resize.")
    var gravity: VideoGravity = .aspect

    @Option(name: .long, help: "Close-button contrast rule: adaptive, seed or seed-traits.")
    var contrast: ContrastRule = .adaptive

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Pixels per point of the rendered frames: 1, 2, 3 or native (the device's own scale).",
            valueName: "1|2|3|native"))
    var scale: ScaleArgument = .points(1)

    @Option(name: .long, help: "The system chrome's appearance: light or dark.")
    var appearance: Appearance = .light

    @Option(
        name: .long,
        help: "System chrome: system (status bar, bars, home indicator, titled panels) or none (the bare rendering).")
    var chrome: ChromeSettings.Mode = .system

    /// `--chrome` and `--appearance` as the renderer takes them.
    var chromeSettings: ChromeSettings { ChromeSettings(mode: chrome, appearance: appearance) }
}

/// `--scale`: 1, 2 or 3 pixels per point, or `native` for the device's own.
enum ScaleArgument: ExpressibleByArgument, Equatable {
    /// A fixed number of pixels per point.
    case points(Int)
    /// The device's own scale.
    case native

    init?(argument: String) {
        if argument == "native" {
            self = .native
        } else if let value = Int(argument), (1...3).contains(value) {
            self = .points(value)
        } else {
            return nil
        }
    }

    /// The value as typed: `2`, `native`.
    var defaultValueDescription: String {
        switch self {
        case .points(let value): "\(value)"
        case .native: "native"
        }
    }

    /// The scale as the renderer takes it.
    var renderScale: RenderScale {
        switch self {
        case .points(let value): .fixed(Double(value))
        case .native: .native
        }
    }
}

extension VideoGravity: ExpressibleByArgument {}
extension FrameFileFormat: ExpressibleByArgument {}
extension FrameView: ExpressibleByArgument {}
extension ContrastRule: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension ChromeSettings.Mode: ExpressibleByArgument {}
