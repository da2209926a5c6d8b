/// The default controller for the scenario kind `player`: it cannot decode video, so it only records what a player
/// would do, in the same event log: `loadClip` in `viewDidLoad`, `play` in `viewDidAppear`, `pause` in
/// `viewWillDisappear`.
///
/// A real player is supplied through ``ScenarioRunner/init(makeController:)``.
open class PlayerStandInController: ViewController {
    /// The clip's path as the scenario file writes it.
    public let clip: String

    /// Creates a stand-in for a player of `clip`.
    public init(
        id: String, clip: String, supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        shouldAutorotate: Bool = true, preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil
    ) {
        self.clip = clip
        super.init(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation)
    }

    /// Records `viewDidLoad`, then `loadClip` with the `clip` path.
    open override func viewDidLoad() {
        super.viewDidLoad()
        record("loadClip", args: ["clip": .string(clip)])
    }

    /// Records `viewDidAppear`, then `play`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("play")
    }

    /// Records `viewWillDisappear`, then `pause`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("pause")
    }
}
