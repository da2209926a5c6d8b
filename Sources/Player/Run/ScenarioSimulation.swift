import Foundation
import Orientation
import Video

/// `pivot simulate` as one call: reads a scenario file, replays it through the orientation engine with
/// `player` controllers being the real player on their real clips, and returns the result.
public enum ScenarioSimulation {
    /// Why a simulation could not run.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file is unreadable or not a valid scenario.
        case invalidScenario(ScenarioError)
        /// A `player` controller's clip cannot be opened.
        case clip(MediaError)

        /// One line for the CLI, without the scenario file's name.
        public var description: String {
            switch self {
            case .invalidScenario(let error): "\(error)"
            case .clip(let error): "\(error)"
            }
        }
    }

    /// Reads, parses and replays the scenario at `path`; clip paths in it are resolved against its folder;
    /// `iosVersion`, if given, overrides the file's `"iosVersion"`; with `drawsSystemBars` the navigation and tab
    /// bars add their heights to the safe areas of the controllers under them, as a render with the chrome draws
    /// them (``Orientation/OrientationSession/drawsSystemBars``).
    ///
    /// - Returns: Every step's result (the run stops at a step that would crash the app, which carries it).
    /// - Throws: ``Failure/invalidScenario(_:)`` for an unreadable file (with the system's reason) or an invalid
    ///   scenario; ``Failure/clip(_:)`` when a `player` controller's clip cannot be opened, before anything is
    ///   reported.
    public static func run(
        file path: String, iosVersion: IOSVersion? = nil, drawsSystemBars: Bool = false
    ) throws(Failure) -> ScenarioResult {
        let scenario: Scenario
        switch load(path, iosVersion: iosVersion) {
        case .success(let loaded): scenario = loaded
        case .failure(let error): throw .invalidScenario(error)
        }
        var runner = ScenarioRunner(makeController: PlayerFactory().make)
        runner.drawsSystemBars = drawsSystemBars
        return try runner.run(scenario)
    }

    /// Makes the real player, on its real clip, for every `player` controller of a scenario; a clip that cannot
    /// be opened ends the replay (``Failure/clip(_:)``).
    struct PlayerFactory {
        private let gravity: VideoGravity
        private let contrastRule: ContrastRule

        /// Creates a factory whose players fill their views by `gravity` and colour their button by `contrastRule`.
        init(gravity: VideoGravity = .aspect, contrastRule: ContrastRule = .adaptive) {
            self.gravity = gravity
            self.contrastRule = contrastRule
        }

        /// The player for `spec`, or `nil` for the runner's default controller.
        ///
        /// - Throws: ``Failure/clip(_:)`` when the clip cannot be opened.
        func make(_ spec: ControllerSpec) throws(Failure) -> ViewController? {
            guard spec.kind == .player || spec.kind == .avPlayerViewController, let clip = spec.clipPath else {
                return nil
            }
            do throws(MediaError) {
                let source = try ClipFrameSource(path: clip, name: spec.clip ?? clip)
                if spec.kind == .avPlayerViewController {
                    return SystemPlayerViewController(
                        id: spec.id, source: source, videoGravity: spec.videoGravity,
                        entersFullScreenWhenPlaybackBegins: spec.entersFullScreenWhenPlaybackBegins,
                        supportedInterfaceOrientations: spec.supportedOrientations,
                        shouldAutorotate: spec.shouldAutorotate,
                        preferredInterfaceOrientationForPresentation: spec.preferredOrientationForPresentation)
                }
                return PlayerViewController(
                    id: spec.id, source: source, gravity: gravity, contrastRule: contrastRule,
                    shouldAutorotate: spec.shouldAutorotate,
                    supportedInterfaceOrientations: spec.supportedOrientations ?? .allButUpsideDown,
                    preferredInterfaceOrientation: spec.preferredOrientationForPresentation,
                    showsCloseButton: spec.showsCloseButton)
            } catch {
                throw .clip(error)
            }
        }
    }

    /// Reads and parses the scenario at `path`, resolving clips against its folder; `iosVersion` overrides the
    /// file's.
    static func load(_ path: String, iosVersion: IOSVersion? = nil) -> Result<Scenario, ScenarioError> {
        readText(path).flatMap { parse($0, file: path, iosVersion: iosVersion) }
    }

    /// Parses `text`, the scenario file at `path`, resolving clips against its folder; `iosVersion` and `device`
    /// override the file's (the file's `ifVersion` branches are taken for the version in force).
    static func parse(
        _ text: String, file path: String, iosVersion: IOSVersion? = nil, device: DeviceModel? = nil
    ) -> Result<Scenario, ScenarioError> {
        Scenario.parse(
            text, folder: URL(fileURLWithPath: path).deletingLastPathComponent().path, iosVersion: iosVersion,
            device: device)
    }

    /// The file's text, or why it is not read: the system's reason (`No such file or directory`), not a regular
    /// file (``InputFile``), or larger than ``Scenario/maximumTextSize``.
    static func readText(_ path: String) -> Result<String, ScenarioError> {
        func failure(_ code: Int32) -> Result<String, ScenarioError> {
            .failure(ScenarioError(path: "", message: "cannot read the file: " + String(cString: strerror(code))))
        }
        if let refusal = InputFile.refusal(path) { return .failure(ScenarioError(path: "", message: refusal)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        // One byte past the limit is enough to refuse a file that grew after it was examined.
        let data: Data
        do { data = try handle.read(upToCount: Scenario.maximumTextSize + 1) ?? Data() } catch { return failure(EIO) }
        guard data.count <= Scenario.maximumTextSize else {
            return .failure(ScenarioError(path: "", message: Scenario.sizeRefusal))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(ScenarioError(path: "", message: "the file is not UTF-8 text"))
        }
        return .success(text)
    }
}
