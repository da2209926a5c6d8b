import Export
import Orientation
import Video

/// A `pivot play` run: a portrait-only presenter on a device presents the player full screen, non-animated; the
/// player plays its clip to the end while the device turns as scripted; every output frame is rendered; then
/// the player is dismissed.
///
/// The app around the player is ``PlayerStage``'s.
///
/// ```swift
/// let run = PlaybackRun(source: clip, settings: PlaybackSettings(device: iPhone15))
/// let report = try run.play { frame, record in try folder.writeFrame(frame.image, index: record.index) }
/// ```
public struct PlaybackRun {
    /// The clip's pictures.
    public var source: FrameSource
    /// The device, rendering and rotation settings.
    public var settings: PlaybackSettings
    /// The format of the frame files, which names them in the records.
    public var frameFormat: FrameFileFormat = .ppm
    /// Whether frame files are written; `false` (a video alone) leaves the records' `file` empty.
    public var writesFrameFiles = true
    /// Asked before each frame; `true` ends the frames there (the player is still dismissed), so the report lists
    /// only the frames `output` completed. `pivot play` stops on Ctrl-C so.
    public var shouldStop: () -> Bool = { false }

    /// Creates a run of `source` with `settings`.
    public init(source: FrameSource, settings: PlaybackSettings) {
        self.source = source
        self.settings = settings
    }

    /// The output frame rate in use.
    public var outputFrameRate: Double {
        if let framesPerSecond = settings.framesPerSecond { return framesPerSecond }
        if source.hasVariableFrameRate { return settings.displayRefreshRate }
        return source.frameRate > 0 ? source.frameRate : 30
    }

    /// How many frames the clip's duration takes at ``outputFrameRate``, at least one: the run's length, unless a
    /// live-resize spring is still settling at its end (``plannedFrameCount``).
    public var outputFrameCount: Int {
        max(1, Int((source.duration * outputFrameRate - 1e-6).rounded(.up)))
    }

    /// How many frames the run plans: ``outputFrameCount``, or, when a scripted resize of a window springs
    /// (``OrientationRules/liveResizeSpring``, iPadOS 26+), through the first frame at or after the last resize's
    /// settling. A resize that waits for a rotation settles later, and the run draws on until it does.
    public var plannedFrameCount: Int {
        let rules = OrientationRules(device: settings.device, app: AppConfiguration(), iosVersion: settings.iosVersion)
        guard let spring = rules.liveResizeSpring, let last = settings.resizes.resizes.last,
            let window = settings.window, window.mode != .fullScreen
        else { return outputFrameCount }
        // The resize applies at the first frame at or after its clip time.
        let start = (last.clipTime * outputFrameRate - 1e-6).rounded(.up)
        let settled = start / outputFrameRate + spring.settlingDuration
        return max(outputFrameCount, Int((settled * outputFrameRate - 1e-6).rounded(.up)) + 1)
    }

    /// Plays the clip and hands every rendered frame to `output`, in order.
    ///
    /// - Parameter output: Receives each frame and its record (whose `file` names it `frame-00000.ppm`, …);
    ///   what it throws stops the run.
    /// - Returns: Every frame's record and the session's event log.
    /// - Throws: ``PlaybackError/appWouldCrash(_:)`` when UIKit would refuse an orientation, or what `output`
    ///   or the source throws.
    public func play(output: (RenderedFrame, FrameRecord) throws -> Void) throws -> PlaybackReport {
        try withoutActuallyEscaping(output) { output in
            let loop = makeLoop { frame, record in
                let played = settings.scenario.flatMap { $0.playsInApp ? $0.player.id : nil }
                guard let shown = Self.shownPlayer(played, in: frame) else { return }
                try output(shown.frame, record)
            }
            return try play(on: loop)
        }
    }

    /// The loop this run draws on, handing each frame to `output`.
    func makeLoop(output: @escaping FrameLoop<FrameRecord>.Output) -> FrameLoop<FrameRecord> {
        FrameLoop(
            settings: .init(
                scale: settings.scale, frameRate: outputFrameRate, format: frameFormat,
                frameLimit: outputFrameCount, writesFiles: writesFrameFiles, chrome: settings.chrome),
            shouldStop: shouldStop, output: output)
    }

    /// The player `id` (`nil`: the first, the one player of `play`'s app) as drawn in `frame`, its frame's
    /// picture the whole screen.
    static func shownPlayer(_ id: String?, in frame: FrameLoop<FrameRecord>.Frame) -> RenderedPlayer? {
        guard var shown = frame.scene?.players.first(where: { id == nil || $0.id == id }) else { return nil }
        shown.frame.image = frame.image
        return shown
    }

    /// Plays the clip on `loop`: presents the player (or, for a scenario's system player, replays the scenario
    /// to the moment it starts, ``start(_:)``), draws every frame while the device turns (and an iPad window
    /// resizes) as scripted, then dismisses the seed's player.
    ///
    /// - Throws: As ``play(output:)``; for a scenario, ``ScenarioSimulation/Failure`` when a clip of it cannot be
    ///   opened or its player never starts.
    func play(on loop: FrameLoop<FrameRecord>) throws -> PlaybackReport {
        let player: any ClipPlayer
        let session: OrientationSession
        if let played = settings.scenario, played.playsInApp {
            (session, player) = try start(played)
        } else {
            let seed = PlayerViewController(
                source: source, gravity: settings.gravity, contrastRule: settings.contrastRule,
                supportedInterfaceOrientations: settings.supportedOrientations,
                preferredInterfaceOrientation: settings.preferredOrientation,
                showsCloseButton: settings.showsCloseButton)
            session = try PlayerStage.present(
                seed, on: settings.device, pose: settings.deviceOrientation, version: settings.iosVersion,
                window: settings.window)
            player = seed
        }
        loop.startTime = session.time
        var pendingTurns = settings.rotations.turns[...]
        var pendingResizes = settings.resizes.resizes[...]
        var turns: [TurnOutcome] = []
        /// Turns the device and resizes the window as scripted up to the clip's time, then moves the clip there.
        func prepare(index: Int, time: Double) throws -> Bool {
            // A turn scripted while a rotation runs waits for it to end, so the clock never jumps.
            while let turn = pendingTurns.first, turn.clipTime <= player.clipTime + 1e-9,
                session.activeTransition == nil
            {
                pendingTurns.removeFirst()
                let before = session.interfaceOrientation
                try PlayerStage.check(session.rotate(to: turn.pose))
                turns.append(
                    TurnOutcome(
                        turn: turn, frameIndex: index, clipTime: player.clipTime, from: before,
                        to: session.interfaceOrientation, canvas: loop.canvasRect(forWindow: session.windowSize)))
                loop.observe(session)
            }
            // A resize is a cut before iPadOS 26; from 26 it springs, and the next waits for it to settle.
            while let resize = pendingResizes.first, resize.clipTime <= player.clipTime + 1e-9,
                session.activeTransition == nil
            {
                pendingResizes.removeFirst()
                try PlayerStage.check(session.resizeWindow(to: resize.size))
                loop.observe(session)
            }
            try source.advance(to: player.clipTime)
            // A clip whose data ends before its claimed duration stops there, rather than repeating its last
            // picture to the claimed end (which a hostile clip could make hours long); a live-resize spring still
            // settling is drawn to its end on the last picture.
            if let end = source.endOfPictures, player.clipTime >= end - 1e-6, !loop.isOwedToSpring(frameAt: time) {
                return false
            }
            return true
        }
        try loop.draw(session, until: .infinity, prepare: prepare) { frame in
            // The player as the scene compositor drew it: the seed's presenter is hidden under the full-screen
            // player; a scenario's system player is where the app shows it, inline or full screen.
            guard let shown = Self.shownPlayer(player.id, in: frame) else { return nil }
            return FrameRecord(
                index: frame.index, file: frame.file, time: frame.time, clipTime: player.clipTime,
                isPlaying: player.isPlaying, interfaceOrientation: session.interfaceOrientation, rendered: shown.frame,
                transition: shown.transition, deviceView: frame.deviceView)
        }
        session.advance(by: max(0, min(loop.startTime + source.duration, loop.nextFrameTime) - session.time))
        // The seed's app dismisses its player at the clip's end; a scenario's app does what its steps say, and
        // they are not replayed past the start.
        if !(settings.scenario?.playsInApp ?? false) {
            try PlayerStage.check(session.dismiss(animated: true))
            session.advance(by: 2 * session.quarterTurnDuration)
        }
        return PlaybackReport(
            frames: loop.entries, turns: turns, unappliedTurns: Array(pendingTurns), duration: source.duration,
            events: session.events)
    }
}

/// Why a playback run stopped.
public enum PlaybackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// UIKit would have stopped the app (`UIApplicationInvalidInterfaceOrientation`, for the player's app).
    case appWouldCrash(AppCrash)

    /// One line for the CLI.
    public var description: String {
        switch self {
        case .appWouldCrash(let crash): "the app would crash: \(crash)"
        }
    }
}

/// What a playback run did.
public struct PlaybackReport: Sendable {
    /// Every rendered frame, in order.
    public var frames: [FrameRecord]
    /// What each scripted turn of the device did.
    public var turns: [TurnOutcome]
    /// The scripted turns that never happened: scripted after the clip's end, or pushed past it by the rotation
    /// before them.
    public var unappliedTurns: [RotationScript.Turn]
    /// The clip's duration in seconds.
    public var duration: Double
    /// The session's event log, from launch to the dismissal's end.
    public var events: [Event]
}

/// What one scripted turn of the device did to the interface.
public struct TurnOutcome: Sendable, Equatable {
    /// The turn as scripted.
    public var turn: RotationScript.Turn
    /// The first output frame rendered after it.
    public var frameIndex: Int
    /// The clip time at which the device really turned: later than scripted when it waited for a rotation.
    public var clipTime: Double
    /// The interface orientation before it.
    public var from: InterfaceOrientation
    /// The interface orientation after it (the same when UIKit ignored the pose).
    public var to: InterfaceOrientation
    /// The canvas the interface is drawn on once the rotation has ended (during it, with the device view on, the
    /// frames' canvases animate from the old size).
    public var canvas: PixelRect
}
