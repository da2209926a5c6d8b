import Orientation

/// The system player (`avPlayerViewController`) on a real pipeline: ``Orientation/SystemPlayerController``'s
/// embedding, full-screen and rotation model, with a clip's pictures and the playback clock.
///
/// It records `loadClip` (with the clip's display size), `play`, `pause` and `didPlayToEnd` as the `player`
/// kind's ``PlayerViewController`` does; ``SceneCompositor`` draws it, inline or full screen, with AVKit's
/// transport controls (``SystemPlayerPainter``).
public final class SystemPlayerViewController: SystemPlayerController {
    /// The clip's pictures.
    public let source: FrameSource
    private var playback: PlaybackStateMachine

    /// Creates a system player of `source`; the other values are the scenario's (see
    /// ``Orientation/SystemPlayerController``).
    public init(
        id: String, source: FrameSource, videoGravity: VideoGravity = .aspect,
        entersFullScreenWhenPlaybackBegins: Bool = false,
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil, shouldAutorotate: Bool = true,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil
    ) {
        self.source = source
        self.playback = PlaybackStateMachine(duration: source.duration)
        super.init(
            id: id, clip: source.name, videoGravity: videoGravity,
            entersFullScreenWhenPlaybackBegins: entersFullScreenWhenPlaybackBegins,
            supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation)
    }

    /// Whether the playback clock is running.
    public var isPlaying: Bool { playback.isPlaying }
    /// The playback position in seconds.
    public var clipTime: Double { playback.clipTime }

    override public func loadClip() {
        if playback.viewDidLoad() == .openClip {
            record("loadClip", args: ["clip": .string(source.name), "displaySize": .size(source.displaySize)])
        }
    }

    override public func play() {
        if playback.viewDidAppear() == .play { record("play", args: ["clipTime": .number(clipTime)]) }
    }

    override public func pause() {
        if playback.viewWillDisappear() == .pause { record("pause", args: ["clipTime": .number(clipTime)]) }
    }

    override public func clockDidAdvance(from start: Double, to end: Double) {
        super.clockDidAdvance(from: start, to: end)
        if playback.advance(by: end - start) == .pause { record("didPlayToEnd", args: ["clipTime": .number(clipTime)]) }
    }
}
