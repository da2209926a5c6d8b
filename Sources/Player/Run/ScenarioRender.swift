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
/// that time; the run ends with the first frame at or after the end of the last step.
///
/// ```swift
/// var options = ScenarioRender.Options()
/// options.framesPerSecond = 10
/// let result = try ScenarioRender.run(file: "scenarios/sheet.json", folder: "out", options: options)
/// ```
public enum ScenarioRender {
    /// How to render and what to write.
    public struct Options: Sendable, Equatable {
        /// Pixels per point; `nil` for the device's own scale (`--scale native`).
        public var scale: Double? = 1
        /// Output frames per second; `nil` for the device display's refresh rate.
        public var framesPerSecond: Double?
        /// The frame file format.
        public var format: FrameFileFormat = .ppm
        /// The view drawn; `nil` for the defaults: the interface view in frame files, the device view in the video.
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

        /// Creates the default options: 1 pixel per point, the display's rate, PPM, the default views.
        public init() {}
    }

    /// What a run wrote.
    public struct Result: Sendable {
        /// The replay's step results, as `pivot simulate` prints them.
        public var scenario: ScenarioResult
        /// Every written frame.
        public var frames: [SceneFrameRecord]
        /// The number of frames the scenario's duration called for.
        public var plannedFrameCount: Int
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
    ///   - progress: Called after each frame with its record, the planned frame count and the picture.
    ///   - shouldStop: Asked between frames; `true` ends the frames there (the manifest is marked interrupted).
    /// - Returns: What was written; a run whose app would crash stops drawing at the crash and carries it in
    ///   ``Result/scenario``.
    /// - Throws: ``ScenarioSimulation/Failure`` for an invalid scenario or clip; the output errors of
    ///   ``PlayExport/run(clip:folder:options:progress:shouldStop:)``.
    /// - Precondition: `folder` or ``Options/video`` is given.
    public static func run(
        file: String, folder: String?, options: Options,
        progress: @escaping (SceneFrameRecord, Int, RGBImage) -> Void = { _, _, _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws -> Result {
        let scenario: Scenario
        switch ScenarioSimulation.load(file, iosVersion: options.iosVersion) {
        case .success(let loaded): scenario = loaded
        case .failure(let error): throw ScenarioSimulation.Failure.invalidScenario(error)
        }
        let device = scenario.device
        let scale = options.scale ?? device.scale
        let frameRate = options.framesPerSecond ?? Double(device.refreshRate)
        let frameCount = Self.frameCount(duration: duration(of: scenario), frameRate: frameRate)
        let shape = DeviceScreenShape(device: device)
        let outputs = try RunOutputs(
            folder: folder, video: options.video,
            settings: RunOutputs.Settings(
                format: options.format, overwrite: options.overwrite, view: options.view, screenShape: shape,
                device: device, scale: scale, frameRate: frameRate),
            frameCount: frameCount, shouldStop: shouldStop)

        var compositor = SceneCompositor(scale: scale)
        compositor.animatesBounds =
            (folder != nil && options.view == .device) || (options.video != nil && (options.view ?? .device) == .device)
        var timeline: DeviceViewTimeline?
        var lastTransition: TransitionCoordinator?
        var lastWindow: (geometry: WindowGeometry, orientation: InterfaceOrientation)?
        var records: [SceneFrameRecord] = []
        var failure: Error?
        var isStopped = false

        /// Notes a device turn, a rotation that started, or an iPad window that changed without one (a cut),
        /// since the last look.
        func observe(_ session: OrientationSession) {
            let window = WindowGeometry(session)
            defer { lastWindow = (window, session.interfaceOrientation) }
            guard timeline != nil, let lastWindow else {
                timeline = DeviceViewTimeline(
                    initialPose: session.deviceOrientation, initialOrientation: session.interfaceOrientation,
                    initialWindow: window)
                return
            }
            if session.deviceOrientation != timeline!.pose(at: session.time),
                session.deviceOrientation.interfaceOrientation != nil
            {
                timeline!.turns.append(.init(time: session.time, pose: session.deviceOrientation))
            }
            if let rotation = session.activeTransition, rotation !== lastTransition {
                lastTransition = rotation
                timeline!.rotations.append(.init(rotation, fromWindow: lastWindow.geometry, toWindow: window))
            } else if window != lastWindow.geometry, session.activeTransition == nil {
                // A resize, a move, or a rotation that took no time: the device view cuts to the new window.
                timeline!.rotations.append(
                    .init(
                        startTime: session.time, duration: 0, from: lastWindow.orientation,
                        to: session.interfaceOrientation, fromWindow: lastWindow.geometry, toWindow: window))
            }
        }
        /// Draws and writes frame `records.count` at the session's time.
        func drawFrame(_ session: OrientationSession) throws {
            let index = records.count
            let time = session.time
            let scene =
                try compositor.render(session, at: time)
                ?? RenderedScene(image: RGBImage(width: 1, height: 1), views: [], players: [])
            let state = timeline!.state(at: time)
            let rotationProgress = session.activeTransition.map { $0.percentComplete(at: time) }
            let record = SceneFrameRecord(
                index: index, file: OutputFolder.frameFileName(index: index, format: options.format), time: time,
                interfaceOrientation: session.interfaceOrientation, scene: scene, rotationProgress: rotationProgress,
                deviceView: state)
            let label = String(format: "t=%.2f ", time) + session.interfaceOrientation.name
            let picture = try outputs.write(
                scene.image, index: index, deviceView: state, progress: rotationProgress, label: label)
            records.append(record)
            progress(record, frameCount, picture)
        }
        /// Moves the clock to `until`, drawing every frame due before it (`last`: every frame left).
        func pass(_ session: OrientationSession, until: Double, drawingThrough last: Bool = false) {
            observe(session)
            while failure == nil, !isStopped, records.count < frameCount {
                let time = Double(records.count) / frameRate
                guard time < until - 1e-9 || (last && records.count < frameCount) else { break }
                if outputs.isStopRequested(shouldStop) {
                    isStopped = true
                    break
                }
                session.advance(by: max(0, time - session.time))
                observe(session)
                do { try drawFrame(session) } catch { failure = error }
            }
            session.advance(by: max(0, until - session.time))
        }

        let players = ScenarioSimulation.PlayerFactory(gravity: options.gravity, contrastRule: options.contrastRule)
        let runner = ScenarioRunner(makeController: players.make) { session, until in pass(session, until: until) }
        let result = runner.run(scenario) { session in pass(session, until: session.time, drawingThrough: true) }
        if let clip = players.failure {
            outputs.abandon()
            throw ScenarioSimulation.Failure.clip(clip)
        }
        if let failure {
            outputs.abandon()
            throw failure
        }
        let manifest = JSONValue.object(
            JSONValue.fields([
                "scenario": .string(file),
                "device": .string(device.id),
                "iosVersion": .string("\(scenario.iosVersion)"),
                "scale": .number(scale),
                "frameRate": .number(frameRate),
            ]) + outputs.pictureFields
                + JSONValue.fields([
                    "interrupted": .bool(isStopped),
                    "crash": result.crash.map { .string("\($0)") } ?? .null,
                    "frames": .array(records.map(\.json)),
                    "events": .array(result.steps.flatMap(\.events).map(\.json)),
                ]))
        let manifestPath = try outputs.finish(manifest: manifest)
        return Result(
            scenario: result, frames: records, plannedFrameCount: frameCount, isInterrupted: isStopped,
            manifestPath: manifestPath)
    }

    /// How many frames a run of `duration` seconds draws: one at every `1 / frameRate` from 0, through the first
    /// at or after the end.
    static func frameCount(duration: Double, frameRate: Double) -> Int {
        max(1, Int((duration * frameRate - 1e-6).rounded(.up)) + 1)
    }

    /// The virtual time the scenario takes, from a replay with stand-in players (which take the same time).
    private static func duration(of scenario: Scenario) -> Double {
        var end = 0.0
        _ = ScenarioRunner(passTime: { session, until in
            session.advance(by: max(0, until - session.time))
            end = max(end, session.time)
        })
        .run(scenario)
        return end
    }
}
