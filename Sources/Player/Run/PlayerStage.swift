import Orientation

/// The app around the player in `pivot play` and `pivot matrix`: a portrait-only presenter as the window's root,
/// which presents the player full screen, without animation.
///
/// The app allows the idiom's default orientations and requires full screen, so view-controller masks apply on
/// iPad too (a multitasking iPad app would ignore them); with a window it supports multitasking instead, since a
/// window ignores the masks anyway.
enum PlayerStage {
    /// Launches a session on `device`, held in `pose`, under `version`'s rules, in `window` (an iPad window, or
    /// `nil` for full screen), and presents `player` in it.
    ///
    /// - Throws: ``PlaybackError/appWouldCrash(_:)`` when UIKit would refuse the player's orientations.
    static func present(
        _ player: PlayerViewController, on device: DeviceModel, pose: DeviceOrientation = .portrait,
        version: IOSVersion = .newest, window: WindowPlacement? = nil
    ) throws -> OrientationSession {
        // A full-screen video player, as AVPlayerViewController is while it plays: the status bar hidden, the home
        // indicator left to hide (`docs/chrome.md`, "The built-in player of play and matrix").
        player.prefersStatusBarHidden = true
        player.prefersHomeIndicatorAutoHidden = true
        let presenter = ViewController(id: "presenter", supportedInterfaceOrientations: .portrait)
        let session = OrientationSession(
            device: device, app: AppConfiguration(requiresFullScreen: window == nil), deviceOrientation: pose,
            iosVersion: version, window: window, root: presenter)
        try check(session.launch())
        try check(session.present(player, style: .fullScreen, animated: false))
        return session
    }

    /// Throws the crash a session step returned, if any.
    static func check(_ crash: AppCrash?) throws {
        if let crash { throw PlaybackError.appWouldCrash(crash) }
    }
}
