public import Chrome
import Export
import Foundation
import Orientation
import PivotJSON
import Pixels
import Video

/// `pivot simulate SCENARIO --render DIR` as one call: replays a scenario with its real players and draws the
/// whole screen (``SceneCompositor``) at every output frame of virtual time, into the same outputs as `pivot play`
/// (frame files, contact sheet, manifest, video).
///
/// Steps take the virtual time they take: a `wait` its seconds, a rotation the coordinator's duration (drawn
/// frame by frame); every other step is a cut. Frame `k` shows the screen at `k / fps` after every step up to
/// that time; the run ends with the first frame at or after the end of the last step (and the rotation it
/// started). The scenario is replayed once, pulled step by step (``ScenarioReplay``) by the ``FrameLoop``, so the
/// number of frames is known only at the end: the progress has no total, and the disk is checked before each
/// frame rather than once.
///
/// ```swift
/// var options = ScenarioRender.Options()
/// options.framesPerSecond = 10
/// let result = try ScenarioRender.run(file: "scenarios/sheet.json", folder: "out", options: options)
/// ```
public enum ScenarioRender {
    /// How to render and what to write.
    public struct Options: Sendable, Equatable {
        /// Pixels per point.
        public var scale = RenderScale.fixed(1)
        /// Output frames per second; `nil` for the device display's refresh rate.
        public var framesPerSecond: Double?
        /// The frame file format.
        public var format: FrameFileFormat = .ppm
        /// The view drawn; `nil` for the defaults (``FrameView/defaultForFrameFiles``, ``FrameView/defaultForVideo``).
        public var view: FrameView?
        /// A video of the run to write (`.mp4` or `.mov`), or `nil`.
        public var video: String?
        /// Whether an earlier run's files may be replaced.
        public var overwrite = false
        /// The iOS release overriding the scenario's, or `nil`.
        public var iosVersion: IOSVersion?
        /// How the players' videos fill their views.
        public var gravity: VideoGravity = .aspect
        /// How the players' close-button colours are chosen.
        public var contrastRule: ContrastRule = .adaptive
        /// Whether the system chrome is drawn, and in which appearance (`.none`, the bare rendering, by default).
        public var chrome = ChromeSettings.none

        /// Creates the default options: 1 pixel per point, the display's rate, PPM, the default views.
        public init() {}
    }

    /// What a run wrote.
    public struct Result: Sendable {
        /// The replay's step results, as `pivot simulate` prints them.
        public var scenario: ScenarioResult
        /// Every written frame.
        public var frames: [SceneFrameRecord]
        /// Whether the run stopped early because it was asked to.
        public var isInterrupted: Bool
        /// The manifest's path.
        public var manifestPath: String
    }

    /// Replays the scenario at `file` and writes its frames into `folder` and the video.
    ///
    /// - Parameters:
    ///   - file: The scenario file.
    ///   - folder: The frame files' folder, or `nil` for the video alone (its manifest beside it as `VIDEO.json`).
    ///   - options: The rendering and output settings.
    ///   - progress: Called after each frame with its record and the picture.
    ///   - shouldStop: Asked between frames; `true` ends the frames, and the replay, there (the manifest is
    ///     marked interrupted).
    /// - Returns: What was written; a run whose app would crash stops drawing at the crash and carries it in
    ///   ``Result/scenario``.
    /// - Throws: ``ScenarioSimulation/Failure`` for an invalid scenario or clip; the output errors of
    ///   ``PlayExport/run(clip:folder:options:progress:shouldStop:)``. A run that fails after writing frame files
    ///   leaves a manifest listing them, with `"failed"` giving the reason.
    /// - Precondition: `folder` or ``Options/video`` is given.
    public static func run(
        file: String, folder: String?, options: Options,
        progress: @escaping (SceneFrameRecord, RGBImage) -> Void = { _, _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws -> Result {
        let scenario: Scenario
        switch ScenarioSimulation.load(file, iosVersion: options.iosVersion) {
        case .success(let loaded): scenario = loaded
        case .failure(let error): throw ScenarioSimulation.Failure.invalidScenario(error)
        }
        let device = scenario.device
        let scale = options.scale.pixelsPerPoint(on: device)
        let frameRate = options.framesPerSecond ?? Double(device.refreshRate)
        let outputSettings = RunOutputs.Settings(
            format: options.format, overwrite: options.overwrite, view: options.view,
            screenShape: DeviceScreenShape(device: device), device: device, scale: scale, frameRate: frameRate)
        let outputs = try RunOutputs(
            folder: folder, video: options.video, settings: outputSettings, frameCount: nil, shouldStop: shouldStop)
        let loop = FrameLoop<SceneFrameRecord>(
            settings: .init(
                scale: scale, frameRate: frameRate, format: options.format, writesFiles: folder != nil,
                chrome: options.chrome),
            shouldStop: { outputs.isStopRequested(shouldStop) },
            output: { frame, record in
                progress(
                    record,
                    try outputs.write(
                        frame.image, interfaceView: frame.interfaceView, entry: record, deviceView: frame.deviceView))
            })
        let header =
            JSONValue.fields([
                "scenario": .string(file),
                "device": .string(device.id),
                "iosVersion": .string("\(scenario.iosVersion)"),
                "scale": .number(scale),
                "frameRate": .number(frameRate),
            ]) + options.chrome.manifestFields
        let players = ScenarioSimulation.PlayerFactory(gravity: options.gravity, contrastRule: options.contrastRule)
        /// Lists the frames written so far in a manifest that says why the run failed, and throws the failure.
        func fail(_ error: Error, events: [Event]) throws -> Never {
            outputs.abandon(
                manifest: loop.manifest(
                    header: header, pictures: outputs.pictureFields,
                    status: JSONValue.fields(["crash": .null, "failed": .string("\(error)")]), events: events))
            throw error
        }
        let replay: ScenarioReplay<ScenarioSimulation.Failure>
        var runner = ScenarioRunner(makeController: players.make)
        runner.drawsSystemBars = options.chrome.drawsSystemBars
        do { replay = try runner.start(scenario) } catch {
            try fail(error, events: [])
        }
        do { try draw(replay, on: loop) } catch { try fail(error, events: replay.result.steps.flatMap(\.events)) }
        let result = replay.result
        let manifest = loop.manifest(
            header: header, pictures: outputs.pictureFields,
            status: JSONValue.fields(["crash": result.crash.map { .string("\($0)") } ?? .null]),
            events: result.steps.flatMap(\.events))
        let manifestPath = try outputs.finish(manifest: manifest)
        return Result(
            scenario: result, frames: loop.entries, isInterrupted: loop.isInterrupted, manifestPath: manifestPath)
    }

    /// Pulls `replay` step by step, drawing on `loop` the frames due while time passes, through the first frame
    /// at or after the end of the last step; a stop ends the replay at once.
    private static func draw(
        _ replay: ScenarioReplay<ScenarioSimulation.Failure>, on loop: FrameLoop<SceneFrameRecord>
    ) throws {
        let session = replay.session
        func describe(_ frame: FrameLoop<SceneFrameRecord>.Frame) -> SceneFrameRecord {
            SceneFrameRecord(
                index: frame.index, file: frame.file, time: session.time,
                interfaceOrientation: session.interfaceOrientation,
                scene: frame.scene ?? RenderedScene(image: frame.image, views: [], players: []),
                rotationProgress: session.activeTransition.map { $0.percentComplete(at: session.time) },
                deviceView: frame.deviceView)
        }
        while let until = try replay.next() {
            try loop.draw(session, until: until, describe: describe)
            if loop.isEnded { return }
        }
        try loop.draw(session, until: session.time, throughEnd: true, describe: describe)
    }
}
