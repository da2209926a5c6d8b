/// The controller AVKit presents when an embedded ``SystemPlayerController`` enters full screen (AVKit's private
/// `AVFullScreenViewController`): it shows the same player over the whole window and answers UIKit's orientation
/// questions with the player's answers, so an app that overrides `supportedInterfaceOrientations` on its
/// `AVPlayerViewController` decides the full-screen orientations (`docs/uikit-versions.md`, "The system player").
public final class FullScreenPlayerController: ViewController {
    /// The player whose video it shows.
    public unowned let player: SystemPlayerController

    /// Creates the full-screen controller of `player`, named `<player id>.fullScreen` in the event log.
    init(player: SystemPlayerController) {
        self.player = player
        super.init(id: player.id + ".fullScreen")
    }

    /// The player's mask: by default the idiom's (`UIViewController`'s default), or what the spec sets.
    public override var supportedInterfaceOrientations: InterfaceOrientationMask {
        player.supportedInterfaceOrientations
    }

    /// The player's `shouldAutorotate`.
    public override var shouldAutorotate: Bool { player.shouldAutorotate }

    /// The player's preferred orientation (none by default: full screen opens in the current orientation).
    public override var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
        player.preferredInterfaceOrientationForPresentation
    }

    /// Records `viewDidAppear`; the full-screen view appearing shows the controls again.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.revealControls()
    }

    /// Records `viewWillTransition`; a turn in full screen shows the controls again.
    public override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        player.revealControls()
    }
}
