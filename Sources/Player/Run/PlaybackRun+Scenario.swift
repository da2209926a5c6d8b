import Orientation

/// A controller that plays a clip, as a ``PlaybackRun`` follows it: the seed's player or the system player.
protocol ClipPlayer: ViewController {
    /// The playback position in seconds.
    var clipTime: Double { get }
    /// Whether the playback clock is running.
    var isPlaying: Bool { get }
}

extension PlayerViewController: ClipPlayer {}
extension SystemPlayerViewController: ClipPlayer {}

extension PlaybackRun {
    /// `pivot play --scenario` with an `avPlayerViewController`: replays the scenario, without drawing, to the
    /// moment its player starts, and returns the session there and the player (on the run's source, so the clip's
    /// colour, stream and aperture options apply).
    ///
    /// The moment (a choice, `docs/commands.md`): the launch and the steps through the first one after which the
    /// player has begun playback (its view appeared: as the root's child at launch, presented, pushed, added as a
    /// child or as a window's root), then every step that starts before any time passes (an `enterFullScreen`
    /// right after it, say), so the clip starts at 0 exactly where the app shows it: inline at its frame, or zooming
    /// to full screen after `enterFullScreen` or with `entersFullScreenWhenPlaybackBegins`. Later steps are not
    /// performed.
    ///
    /// - Throws: ``ScenarioSimulation/Failure/clip(_:)`` when another player's clip cannot be opened;
    ///   ``ScenarioSimulation/Failure/invalidScenario(_:)`` when the player never begins playback;
    ///   ``PlaybackError/appWouldCrash(_:)`` when the app would crash by then.
    func start(_ played: PlayedScenario) throws -> (OrientationSession, SystemPlayerViewController) {
        let spec = played.player
        let player = SystemPlayerViewController(
            id: spec.id, source: source, videoGravity: spec.videoGravity,
            entersFullScreenWhenPlaybackBegins: spec.entersFullScreenWhenPlaybackBegins,
            supportedInterfaceOrientations: spec.supportedOrientations, shouldAutorotate: spec.shouldAutorotate,
            preferredInterfaceOrientationForPresentation: spec.preferredOrientationForPresentation)
        let others = ScenarioSimulation.PlayerFactory(gravity: settings.gravity, contrastRule: settings.contrastRule)
        let replay = try ScenarioRunner<ScenarioSimulation.Failure> { spec throws(ScenarioSimulation.Failure) in
            spec.id == player.id ? player : try others.make(spec)
        }
        .start(played.scenario)
        let session = replay.session
        while let until = try replay.next() {
            try PlayerStage.check(session.crash)
            if player.hasBegunPlayback, until > session.time + 1e-9 { break }
        }
        try PlayerStage.check(session.crash)
        guard player.hasBegunPlayback else {
            throw ScenarioSimulation.Failure.invalidScenario(
                ScenarioError(path: "", message: "the avPlayerViewController \"\(player.id)\" never appears on screen"))
        }
        return (session, player)
    }
}
