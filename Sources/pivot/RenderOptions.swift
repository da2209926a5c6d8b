import ArgumentParser
import Player

/// How `pivot play` and `pivot matrix` draw the player screen.
struct RenderOptions: ParsableArguments {
    @Option(name: .long, help: "Video gravity: aspect, aspectFill or resize.")
    var gravity: VideoGravity = .aspect

    @Option(name: .long, help: "Close-button contrast rule: adaptive, seed or seed-traits.")
    var contrast: ContrastRule = .adaptive

    @Option(name: .long, help: "Pixels per point of the rendered frames: 1, 2 or 3.")
    var scale = 1

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }
}

extension VideoGravity: ExpressibleByArgument {}
extension ContrastRule: ExpressibleByArgument {}
