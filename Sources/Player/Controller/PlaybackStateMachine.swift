/// The player's playback rules as a state machine: load in `viewDidLoad`, play in `viewDidAppear`, pause in
/// `viewWillDisappear`, stop at the end of the clip; the playback clock runs only while playing.
///
/// Event methods return the ``Action`` the controller must carry out, so the rules are tested without a clip.
public struct PlaybackStateMachine: Sendable, Equatable {
    /// What the controller must do after an event.
    public enum Action: Sendable, Equatable {
        /// Open the clip.
        case openClip
        /// Start (or resume) playback.
        case play
        /// Pause playback; frames rendered now repeat the last picture.
        case pause
        /// Nothing changes.
        case none
    }

    private enum State: Sendable, Equatable {
        case idle, loaded, playing, paused, ended
    }

    private var state = State.idle
    /// The playback position in seconds; advances only while playing, and stops at ``duration``.
    public private(set) var clipTime = 0.0
    /// The clip's duration in seconds.
    public let duration: Double

    /// Creates a machine for a clip of `duration` seconds.
    public init(duration: Double) {
        precondition(duration >= 0, "a clip's duration is never negative")
        self.duration = duration
    }

    /// Whether the clock is running.
    public var isPlaying: Bool { state == .playing }

    /// Whether playback reached the end of the clip.
    public var hasEnded: Bool { state == .ended }

    /// `viewDidLoad`: the clip is opened once.
    public mutating func viewDidLoad() -> Action {
        precondition(state == .idle, "viewDidLoad runs once")
        state = .loaded
        return .openClip
    }

    /// `viewDidAppear`: playback starts, or resumes after a pause.
    public mutating func viewDidAppear() -> Action {
        switch state {
        case .loaded, .paused:
            state = .playing
            return .play
        case .playing, .ended:
            return .none
        case .idle:
            preconditionFailure("viewDidAppear before viewDidLoad")
        }
    }

    /// `viewWillDisappear`: playback pauses.
    public mutating func viewWillDisappear() -> Action {
        guard state == .playing else { return .none }
        state = .paused
        return .pause
    }

    /// Time passes: the clock advances while playing; reaching the end stops playback.
    ///
    /// - Returns: ``Action/pause`` when the clip ended during this interval, otherwise ``Action/none``.
    public mutating func advance(by seconds: Double) -> Action {
        guard state == .playing else { return .none }
        clipTime = min(duration, clipTime + seconds)
        guard clipTime >= duration else { return .none }
        state = .ended
        return .pause
    }
}
