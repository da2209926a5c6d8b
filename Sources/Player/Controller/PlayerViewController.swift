import Orientation

/// The landscape-first modal player: the seed text's `LandscapeModalViewController` on a real pipeline.
///
/// It prefers `landscapeLeft` when presented full screen and supports every orientation but upside down (both
/// configurable). It loads its clip in `viewDidLoad`, plays in `viewDidAppear` and pauses in
/// `viewWillDisappear`, recording `loadClip`, `play`, `pause` and `didPlayToEnd` in the session's event log.
/// Its layout is computed at the first layout pass and again inside the rotation's alongside animation, where
/// the new size and safe-area insets are known.
public final class PlayerViewController: ViewController {
    /// The clip's pictures.
    public let source: FrameSource
    /// How the video fills the view.
    public let gravity: VideoGravity
    /// How the close button's colours are chosen.
    public let contrastRule: ContrastRule
    /// Whether the close button (✕) is drawn (`"closeButton"` in a scenario; default `true`).
    public let showsCloseButton: Bool

    private var playback: PlaybackStateMachine
    /// The layout in force (the target layout while a rotation runs).
    public private(set) var layout: PlayerLayout?
    /// The button appearance chosen by a seed rule (the target one while a rotation runs); `nil` for `adaptive`.
    public private(set) var seedAppearance: ButtonAppearance?
    /// Where the running rotation started from, and its coordinator.
    private var transitionStart:
        (layout: PlayerLayout, appearance: ButtonAppearance?, coordinator: TransitionCoordinator)?

    /// Creates a player.
    /// - Parameters:
    ///   - id: The name in the event log.
    ///   - source: The clip's pictures.
    ///   - gravity: How the video fills the view.
    ///   - contrastRule: How the close button's colours are chosen.
    ///   - shouldAutorotate: Whether device turns may rotate the interface while the player decides.
    ///   - supportedInterfaceOrientations: The player's mask (all but upside down by default).
    ///   - preferredInterfaceOrientation: The orientation it is presented in (`landscapeLeft` by default), or `nil`
    ///     for none.
    ///   - showsCloseButton: Whether the close button is drawn.
    public init(
        id: String = "player", source: FrameSource, gravity: VideoGravity = .aspect,
        contrastRule: ContrastRule = .adaptive, shouldAutorotate: Bool = true,
        supportedInterfaceOrientations: InterfaceOrientationMask = .allButUpsideDown,
        preferredInterfaceOrientation: InterfaceOrientation? = .landscapeLeft, showsCloseButton: Bool = true
    ) {
        self.source = source
        self.gravity = gravity
        self.contrastRule = contrastRule
        self.showsCloseButton = showsCloseButton
        self.playback = PlaybackStateMachine(duration: source.duration)
        super.init(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientation)
    }

    /// Whether the playback clock is running.
    public var isPlaying: Bool { playback.isPlaying }
    /// The playback position in seconds.
    public var clipTime: Double { playback.clipTime }

    // MARK: - Lifecycle

    override public func viewDidLoad() {
        super.viewDidLoad()
        if playback.viewDidLoad() == .openClip {
            record("loadClip", args: ["clip": .string(source.name), "displaySize": .size(source.displaySize)])
        }
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if playback.viewDidAppear() == .play { record("play", args: ["clipTime": .number(clipTime)]) }
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if playback.viewWillDisappear() == .pause { record("pause", args: ["clipTime": .number(clipTime)]) }
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The first layout pass: no transition fires when the player first appears, so the layout (and the
        // seed rules' colour) must be decided here too, or the first frames show the wrong state.
        guard layout == nil else { return }
        layout = makeLayout()
        switch contrastRule {
        case .seed: seedAppearance = Self.seedAppearance(forPortraitShaped: viewSize.height > viewSize.width)
        case .seedTraits: seedAppearance = Self.seedAppearance(for: traitCollection)
        case .adaptive: seedAppearance = nil
        }
    }

    override public func clockDidAdvance(from start: Double, to end: Double) {
        super.clockDidAdvance(from: start, to: end)
        if playback.advance(by: end - start) == .pause { record("didPlayToEnd", args: ["clipTime": .number(clipTime)]) }
    }

    // MARK: - Rotation

    override public func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        // The seed's earlier rule: it never runs on a full-screen iPad, where no size class changes.
        if contrastRule == .seedTraits { seedAppearance = Self.seedAppearance(for: newCollection) }
    }

    override public func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        let startAppearance = seedAppearance
        super.viewWillTransition(to: size, with: coordinator)
        guard let current = layout else { return }
        transitionStart = (current, startAppearance, coordinator)
        if contrastRule == .seed { seedAppearance = Self.seedAppearance(forPortraitShaped: size.height > size.width) }
        // The new safe-area insets are known only inside the animation, so the layout is recomputed there.
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.layout = self?.makeLayout() },
            completion: { [weak self] _ in self?.transitionStart = nil })
    }

    // MARK: - What a frame shows

    /// What the screen shows at virtual time `time`: the layout and seed appearance, interpolated by the running
    /// rotation's eased progress (``TransitionCoordinator/easedPercentComplete(at:)``, the curve the interface turns
    /// along), and that rotation with its linear time fraction.
    ///
    /// - Parameter animatingBounds: Whether the view size animates during a rotation too (the device view).
    public func presentation(at time: Double, animatingBounds: Bool = false) -> PlayerPresentation? {
        guard let layout else { return nil }
        guard let start = transitionStart, !start.coordinator.isCompleted else {
            return PlayerPresentation(layout: layout, seedAppearance: seedAppearance, transition: nil)
        }
        let eased = start.coordinator.easedPercentComplete(at: time)
        let appearance = zip(start.appearance, seedAppearance).map { $0.interpolated(to: $1, progress: eased) }
        return PlayerPresentation(
            layout: start.layout.interpolated(to: layout, progress: eased, animatingBounds: animatingBounds),
            seedAppearance: appearance ?? seedAppearance,
            transition: .init(
                from: start.coordinator.fromOrientation, to: start.coordinator.toOrientation,
                progress: start.coordinator.percentComplete(at: time)))
    }

    private func makeLayout() -> PlayerLayout {
        PlayerLayout(
            viewSize: viewSize, safeArea: safeAreaInsets, displaySize: source.displaySize, gravity: gravity,
            showsCloseButton: showsCloseButton)
    }

    private static func seedAppearance(forPortraitShaped isPortrait: Bool) -> ButtonAppearance {
        isPortrait ? .seedPortrait : .seedLandscape
    }

    private static func seedAppearance(for traits: TraitCollection) -> ButtonAppearance {
        traits.verticalSizeClass == .compact ? .seedLandscape : .seedPortrait
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
