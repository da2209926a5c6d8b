import Chrome
import Export
import Orientation
import PivotJSON
import Pixels
import Video

/// The one loop that draws a run frame by frame, whatever drives it: `pivot play` (``PlaybackRun``, which turns
/// the device as scripted between frames) and `pivot simulate --render` (``ScenarioRender``, which pulls a
/// ``ScenarioReplay`` step by step and draws the frames due while time passes).
///
/// It owns the clock (frame `k` is drawn at ``startTime`` `+ k / frameRate` of virtual time), the compositor, the device-view
/// timeline (recorded by watching the session, ``DeviceViewRecording``), the stop check before each frame and the
/// frames' entries, which become the manifest's `frames` (``manifest(header:pictures:status:events:)``).
///
/// ```swift
/// let loop = FrameLoop<SceneFrameRecord>(settings: settings, shouldStop: { stop }) { frame, entry in … }
/// try loop.draw(session, until: 1.5) { frame in SceneFrameRecord(frame) }
/// ```
final class FrameLoop<Entry: FrameEntry> {
    /// How the loop draws.
    struct Settings {
        /// Pixels per point.
        var scale: Double
        /// Output frames per second.
        var frameRate: Double
        /// The frame file format, which names the frames.
        var format: FrameFileFormat = .ppm
        /// The most frames the run draws, or `nil` when the driver's end decides; a live-resize spring running at
        /// the limit is drawn on until it settles.
        var frameLimit: Int?
        /// Whether the frames are written as files, which names them in their entries.
        var writesFiles = true
        /// Whether the compositor draws the system chrome, and in which appearance.
        var chrome = ChromeSettings.none
    }

    /// One frame as drawn, for the driver to describe.
    struct Frame {
        /// The frame's index, from 0.
        var index: Int
        /// The file it is written to, or `nil` when the run writes no frame files.
        var file: String?
        /// Its time on the session's clock, ``FrameLoop/startTime`` `+ index / frameRate`.
        var time: Double
        /// The session, at (or, when it had passed it, after) that time.
        var session: OrientationSession
        /// What the compositor drew, laid out at the window's bounds (animating during a rotation, as UIKit
        /// animates them); `nil` when a player on screen was not laid out yet.
        var scene: RenderedScene?
        /// How the device is held and how the interface sits on it.
        var deviceView: DeviceViewState
        /// Degrees the window's transform still turns the interface (``DeviceViewTimeline/remainingTurn(at:)``).
        var remainingTurn: Double
        /// The canvas of the window's size once its rotation ends (its size now when none runs).
        var canvas: PixelRect

        /// The interface as laid out: the scene's picture, or a single black pixel when nothing was drawn.
        var image: RGBImage { scene?.image ?? RGBImage(width: 1, height: 1) }
        /// The interface view's picture: ``image`` turned by ``remainingTurn`` onto ``canvas``
        /// (``InterfaceTurn``); ``image`` itself when nothing turns it, so a window's live resize shows the
        /// interface at the spring's size, the window's own frame animating.
        var interfaceView: RGBImage {
            scene == nil || remainingTurn == 0
                ? image : InterfaceTurn.picture(of: image, turnedBy: remainingTurn, onto: canvas)
        }
    }

    /// Receives each frame with its entry, in order; what it throws ends the run.
    typealias Output = (Frame, Entry) throws -> Void

    /// How the loop draws.
    let settings: Settings
    /// Every frame drawn, in order.
    private(set) var entries: [Entry] = []
    /// Whether the stop check ended the run before a frame.
    private(set) var isInterrupted = false
    /// Whether the run has ended: interrupted, at its frame limit, or ended by the driver.
    private(set) var isEnded = false
    /// The session time of the first frame: 0 for a run that starts at launch; `pivot play --scenario` starts
    /// where the scenario shows its player. Set before the first frame.
    var startTime = 0.0

    private var compositor: SceneCompositor
    private var recording: DeviceViewRecording?
    /// When the last live-resize spring seen settles (0 before any).
    private var springSettleTime = 0.0
    private let shouldStop: () -> Bool
    private let output: Output

    /// Creates a loop that asks `shouldStop` before each frame and hands every frame to `output`.
    init(settings: Settings, shouldStop: @escaping () -> Bool = { false }, output: @escaping Output) {
        precondition(settings.frameRate > 0, "the frame rate must be positive")
        self.settings = settings
        self.shouldStop = shouldStop
        self.output = output
        compositor = SceneCompositor(scale: settings.scale)
        // The interface is laid out at the bounds UIKit animates; the interface view then turns it (InterfaceTurn).
        compositor.animatesBounds = true
        compositor.chrome = settings.chrome
    }

    /// The time of the next frame.
    var nextFrameTime: Double { startTime + Double(entries.count) / settings.frameRate }

    /// The canvas a window of `size` points is drawn on.
    func canvasRect(forWindow size: Size) -> PixelRect { compositor.canvasRect(forWindow: size) }

    /// The device-view timeline recorded so far (empty before the first look at a session).
    var deviceViewTimeline: DeviceViewTimeline? { recording?.timeline }

    /// Notes what changed in `session` since the last look (a turn, a rotation, a window change), for the device
    /// view. ``draw(_:until:throughEnd:prepare:describe:)`` looks before and after each frame's preparation;
    /// a driver looks after anything else it does to the session.
    func observe(_ session: OrientationSession) {
        if let transition = session.activeTransition, transition.curve.isSpring {
            springSettleTime = max(springSettleTime, transition.endTime)
        }
        if recording == nil {
            recording = DeviceViewRecording(session)
        } else {
            recording!.observe(session)
        }
    }

    /// Draws every frame due before `until`, moving the session's clock to each, until the run ends.
    ///
    /// - Parameters:
    ///   - session: The session drawn.
    ///   - until: The time the frames stop before.
    ///   - throughEnd: Whether to draw also the first frame at or after `until` (the run's last).
    ///   - prepare: Called with each frame's index and time once the clock is there, before drawing; returns
    ///     `false` to end the run before that frame. `pivot play` turns the device and moves the clip here.
    ///   - describe: The frame's entry; `nil` ends the run without it.
    /// - Throws: What `prepare`, `describe`, the compositor or the output throws.
    func draw(
        _ session: OrientationSession, until: Double, throughEnd: Bool = false,
        prepare: (Int, Double) throws -> Bool = { _, _ in true }, describe: (Frame) throws -> Entry?
    ) throws {
        observe(session)
        // The first frame at or after `until` is the one at index ⌈(until − start) × rate⌉ (less a rounding margin).
        let last = throughEnd ? ((until - startTime) * settings.frameRate - 1e-6).rounded(.up) : -1
        while !isEnded {
            let index = entries.count
            let time = startTime + Double(index) / settings.frameRate
            guard time < until - 1e-9 || Double(index) <= last else { return }
            // A live-resize spring still running at the limit is drawn until it settles: a run never ends mid-spring.
            if let limit = settings.frameLimit, index >= limit, !isOwedToSpring(frameAt: time) { return end() }
            if shouldStop() {
                isInterrupted = true
                return end()
            }
            session.advance(by: max(0, time - session.time))
            observe(session)
            guard try prepare(index, time) else { return end() }
            observe(session)
            let frame = Frame(
                index: index,
                file: settings.writesFiles ? OutputFolder.frameFileName(index: index, format: settings.format) : nil,
                time: time,
                session: session,
                scene: WindowControlsPainter.painted(
                    try compositor.render(session, at: session.time), controls: session.windowControls,
                    scale: settings.scale),
                deviceView: recording!.state(at: session.time),
                remainingTurn: recording!.timeline.remainingTurn(at: session.time),
                canvas: compositor.canvasRect(forWindow: session.windowSize))
            guard let entry = try describe(frame) else { return end() }
            try output(frame, entry)
            entries.append(entry)
        }
    }

    /// Whether the frame at `time` is still owed to a live-resize spring (``TransitionCurve/isSpring``): the frame
    /// before it came before the last spring seen had settled, so the run draws it whatever its end says.
    func isOwedToSpring(frameAt time: Double) -> Bool {
        time - 1 / settings.frameRate < springSettleTime - 1e-9
    }

    /// Ends the run: later calls to ``draw(_:until:throughEnd:prepare:describe:)`` draw nothing.
    func end() { isEnded = true }

    /// The run's manifest: `header`, then `pictures` (``RunOutputs/pictureFields``), `interrupted`, `status`
    /// (the driver's warnings or crash, and `failed` for a run that failed), every frame's entry and `events`.
    func manifest(
        header: [JSONValue.Field], pictures: [JSONValue.Field], status: [JSONValue.Field], events: [Event]
    ) -> JSONValue {
        .object(
            header + pictures
                + JSONValue.fields(["interrupted": .bool(isInterrupted)]) + status
                + JSONValue.fields([
                    "frames": .array(entries.map(\.json)),
                    "events": .array(events.map(\.json)),
                ]))
    }
}

@available(*, unavailable, message: "it drives an OrientationSession, which is not thread-safe")
extension FrameLoop: Sendable {}

/// One frame's entry in a run's manifest, as a ``FrameLoop`` collects them.
protocol FrameEntry {
    /// The output index, from 0.
    var index: Int { get }
    /// The file the frame is written to, or `nil` when the run writes no frame files.
    var file: String? { get }
    /// Virtual time, in seconds.
    var time: Double { get }
    /// The interface orientation in force.
    var interfaceOrientation: InterfaceOrientation { get }
    /// The running rotation's progress, 0 to 1, or `nil`: a frame past a rotation's middle goes on the sheet.
    var rotationProgress: Double? { get }
    /// The frame's entry in `manifest.json`.
    var json: JSONValue { get }
}
