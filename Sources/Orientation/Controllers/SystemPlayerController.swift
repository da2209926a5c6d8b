/// The system player, AVKit's `AVPlayerViewController`, as UIKit's orientation machinery sees it: embedded as a
/// child of a container (inline, in its frame) or presented, with its own full-screen path.
///
/// Embedded, it decides nothing (UIKit never asks a child). Entering full screen (``enterFullScreen(animated:)``,
/// or playback beginning with ``entersFullScreenWhenPlaybackBegins``) presents a ``FullScreenPlayerController``
/// over everything with a custom full-screen presentation; that controller answers UIKit's orientation questions
/// with this one's answers, so the full-screen video may turn to landscape under a portrait-only presenter, and
/// ``exitFullScreen(animated:)`` dismisses it, the presenter deciding again. Presented itself, the player already
/// fills the window and decides like any presented controller (`docs/uikit-versions.md`, "The system player").
///
/// It records `loadClip` in `viewDidLoad`, `play` when its view first appears, `pause` in `viewWillDisappear`,
/// and `enterFullScreen` / `exitFullScreen`; a real player overrides ``loadClip()``, ``play()`` and ``pause()``.
///
/// Mirrors AVKit's `AVPlayerViewController`.
open class SystemPlayerController: ViewController {
    /// The clip's path as the scenario file writes it.
    public let clip: String
    /// How the video fills the view (`"videoGravity"`).
    public let videoGravity: VideoGravity
    /// Whether playback beginning in the embedded view enters full screen (AVKit's property of that name).
    public let entersFullScreenWhenPlaybackBegins: Bool
    /// The full-screen controller while the player is (or was last) in full screen.
    public private(set) var fullScreenController: FullScreenPlayerController?
    /// The session time from which AVKit's transport controls show: the view's (or the full-screen view's)
    /// appearance, or the start of a turn, whichever came last.
    public private(set) var controlsRevealTime = 0.0
    /// The last zoom between the inline view and full screen (``FullScreenZoom``), `nil` before the first animated
    /// `enterFullScreen` or `exitFullScreen`.
    public private(set) var zoom: FullScreenZoom?
    /// Whether playback has begun (the view appeared once).
    public private(set) var hasBegunPlayback = false
    /// Whether playback began embedded with ``entersFullScreenWhenPlaybackBegins`` and full screen is still to
    /// be entered (the replay enters it once the step that made the view appear has finished).
    public private(set) var needsFullScreen = false

    /// Creates a system player of `clip`.
    public init(
        id: String, clip: String, videoGravity: VideoGravity = .aspect,
        entersFullScreenWhenPlaybackBegins: Bool = false,
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil, shouldAutorotate: Bool = true,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil
    ) {
        self.clip = clip
        self.videoGravity = videoGravity
        self.entersFullScreenWhenPlaybackBegins = entersFullScreenWhenPlaybackBegins
        super.init(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation)
    }

    /// Whether the player's view is a child's view inside a container (inline), rather than presented or the root.
    public var isEmbedded: Bool { parent != nil }

    /// Whether its full-screen controller is on screen.
    public var isFullScreen: Bool { fullScreenController?.presentingViewController != nil }

    // MARK: - Playback hooks

    /// The clip is opened (from `viewDidLoad`). Records `loadClip` with the `clip` path.
    open func loadClip() { record("loadClip", args: ["clip": .string(clip)]) }
    /// Playback begins (the first `viewDidAppear`). Records `play`.
    open func play() { record("play") }
    /// Playback pauses (`viewWillDisappear`). Records `pause`.
    open func pause() { record("pause") }

    // MARK: - Callbacks

    /// Records `viewDidLoad`, then opens the clip.
    open override func viewDidLoad() {
        super.viewDidLoad()
        loadClip()
    }

    /// Records `viewDidAppear`, shows the controls, and plays; the first time, embedded, with
    /// ``entersFullScreenWhenPlaybackBegins``, asks for full screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        revealControls()
        if !hasBegunPlayback, entersFullScreenWhenPlaybackBegins, isEmbedded { needsFullScreen = true }
        hasBegunPlayback = true
        play()
    }

    /// Records `viewWillDisappear`, then pauses.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        pause()
    }

    /// Records `viewWillTransition`; a turn shows the controls again.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        revealControls()
    }

    // MARK: - Full screen

    /// Enters full screen, as the full-screen button (or AVKit's `enterFullScreenAnimated:completionHandler:`)
    /// does: presents a ``FullScreenPlayerController`` over the top of the presentation chain with a custom
    /// full-screen presentation, animated by AVKit's zoom from the inline frame (``zoom``). Records
    /// `enterFullScreen`; a player that is not embedded, or already in full screen, records `enterFullScreen` with
    /// `ignored` and its reason instead.
    ///
    /// - Returns: The crash if UIKit would refuse the full-screen controller's orientations.
    @discardableResult
    public func enterFullScreen(animated: Bool = true) -> AppCrash? {
        needsFullScreen = false
        guard let session else { return nil }
        guard isEmbedded, !isFullScreen else {
            let reason = isFullScreen ? "already in full screen" : "not embedded: it already fills its presentation"
            record("enterFullScreen", args: ["ignored": .string(reason)])
            return nil
        }
        record("enterFullScreen")
        let fullScreen = FullScreenPlayerController(player: self)
        fullScreenController = fullScreen
        let crash = session.present(fullScreen, style: .customFullscreen, animated: animated)
        if crash == nil, animated, isFullScreen { zoom = FullScreenZoom(.entering, startTime: session.time) }
        return crash
    }

    /// Leaves full screen (the Done button, or AVKit's `exitFullScreenAnimated:completionHandler:`): dismisses the
    /// full-screen controller when it is the topmost presented one, animated by the zoom back (``zoom``). Records
    /// `exitFullScreen`, with `ignored` and the reason when the player is not in full screen or something is
    /// presented over it.
    ///
    /// - Returns: The crash if the controller beneath allows no orientation.
    @discardableResult
    public func exitFullScreen(animated: Bool = true) -> AppCrash? {
        guard let session else { return nil }
        guard isFullScreen, let fullScreen = fullScreenController else {
            record("exitFullScreen", args: ["ignored": .string("not in full screen")])
            return nil
        }
        guard session.presentedControllers.last === fullScreen else {
            record("exitFullScreen", args: ["ignored": .string("a controller is presented over the full screen")])
            return nil
        }
        record("exitFullScreen")
        let crash = session.dismiss(animated: animated)
        if crash == nil, animated, !isFullScreen { zoom = FullScreenZoom(.exiting, startTime: session.time) }
        revealControls()
        return crash
    }

    /// Shows the transport controls from now on (``controlsRevealTime``).
    func revealControls() {
        controlsRevealTime = session?.time ?? 0
    }
}
