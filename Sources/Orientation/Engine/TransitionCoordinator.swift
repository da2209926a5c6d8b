/// One interface rotation in progress, on the session's virtual clock.
///
/// Controllers receive it in `willTransition(to:with:)` and `viewWillTransition(to:with:)` and can add work to it:
/// alongside animations run inside the animation, after the new traits, safe areas and layout are in place;
/// completions run when ``transitionDuration`` has passed on the virtual clock. Each run is logged for the controller
/// that registered it (`animateAlongsideTransition`, `animateAlongsideTransitionCompletion`).
///
/// Mirrors UIKit's `UIViewControllerTransitionCoordinator`.
public final class TransitionCoordinator {
    /// The orientation before the rotation.
    public let fromOrientation: InterfaceOrientation
    /// The orientation after the rotation.
    public let toOrientation: InterfaceOrientation
    /// The window size before the rotation.
    public let fromSize: Size
    /// The window size after the rotation.
    public let toSize: Size
    /// The duration in seconds: the idiom's per quarter turn by default (0.3 iPhone, 0.4 iPad); for an iPadOS 26
    /// live resize, the spring's settling duration (``SpringCurve/settlingDuration``).
    public let transitionDuration: Double
    /// How the change moves over ``transitionDuration``: ``TransitionCurve/rotation`` for a rotation, the
    /// live-resize spring for an iPadOS 26 window resize (``OrientationRules/liveResizeSpring``).
    public let curve: TransitionCurve
    /// The virtual time the rotation started at.
    public let startTime: Double
    /// Whether the completions have run.
    public private(set) var isCompleted = false

    private weak var session: OrientationSession?
    private var isAnimating = false
    private var alongsideAnimations: [Registration] = []
    private var completions: [Registration] = []

    /// A block and the controller that registered it. The owner is held weakly: a controller keeps its
    /// coordinator while a rotation runs, so a strong owner here made a cycle that leaked both whenever a
    /// rotation never completed (found by AddressSanitizer's leak check).
    private struct Registration {
        weak var owner: ViewController?
        let block: (TransitionCoordinator) -> Void
    }

    init(
        session: OrientationSession, from: InterfaceOrientation, to: InterfaceOrientation, fromSize: Size,
        toSize: Size, duration: Double, curve: TransitionCurve = .rotation
    ) {
        self.session = session
        self.fromOrientation = from
        self.toOrientation = to
        self.fromSize = fromSize
        self.toSize = toSize
        self.transitionDuration = duration
        self.curve = curve
        self.startTime = session.time
    }

    /// The virtual time the completions run at.
    public var endTime: Double { startTime + transitionDuration }

    /// Whether the rotation is animated (it always is unless the duration is zero).
    public var isAnimated: Bool { transitionDuration > 0 }

    /// The fraction of the rotation done at the session's current virtual time, from 0 to 1.
    public var percentComplete: Double { percentComplete(at: session?.time ?? endTime) }

    /// The fraction of the rotation done at virtual time `time`, clamped to 0...1 (1 for a zero duration).
    public func percentComplete(at time: Double) -> Double {
        guard transitionDuration > 0 else { return 1 }
        return min(max((time - startTime) / transitionDuration, 0), 1)
    }

    /// The curve a rotation follows: SpringBoard's rotation settings name a Core Animation timing function
    /// (*choice*: ease-in-ease-out, `docs/uikit-versions.md`).
    public static let rotationCurve = TimingCurve.easeInEaseOut

    /// The fraction of the change drawn at virtual time `time`, along ``curve``: for a rotation
    /// ``percentComplete(at:)`` through ``rotationCurve``, for a live resize the spring's value; the progress at
    /// which frames show the interface turning and the window's bounds animating.
    public func easedPercentComplete(at time: Double) -> Double {
        curve.progress(elapsed: time - startTime, duration: transitionDuration)
    }

    /// Adds an animation to run alongside the rotation and a block to run when it ends.
    ///
    /// Called once the animation started (from `traitCollectionDidChange`, say), the animation runs at once.
    /// - Returns: `false` if the rotation already completed and nothing was added.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
        completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        guard !isCompleted else { return false }
        let owner = session?.currentRecipient
        if let completion { completions.append(Registration(owner: owner, block: completion)) }
        if let animation {
            if isAnimating {
                run(animation, for: owner, as: "animateAlongsideTransition")
            } else {
                alongsideAnimations.append(Registration(owner: owner, block: animation))
            }
        }
        return true
    }

    /// Starts the animation: runs the alongside animations registered so far.
    func runAlongsideAnimations() {
        isAnimating = true
        let pending = alongsideAnimations
        alongsideAnimations = []
        for entry in pending { run(entry.block, for: entry.owner, as: "animateAlongsideTransition") }
    }

    /// Ends the rotation: runs the completions.
    func complete() {
        isCompleted = true
        let pending = completions
        completions = []
        for entry in pending { run(entry.block, for: entry.owner, as: "animateAlongsideTransitionCompletion") }
    }

    private func run(_ block: (TransitionCoordinator) -> Void, for owner: ViewController?, as name: String) {
        owner?.record(name)
        block(self)
    }
}
