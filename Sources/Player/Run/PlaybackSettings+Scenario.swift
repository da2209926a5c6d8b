import Orientation

/// The scenario a `pivot play --scenario` run plays, and the player of it that is played.
public struct PlayedScenario: Sendable, Equatable {
    /// The scenario, parsed for its own iOS release (its `ifVersion` branches taken).
    public var scenario: Scenario
    /// The player played: ``Scenario/firstPlayer``.
    public var player: ControllerSpec

    /// Creates the pair.
    public init(scenario: Scenario, player: ControllerSpec) {
        self.scenario = scenario
        self.player = player
    }

    /// Whether the player plays inside the scenario's own app, replayed to the moment it starts
    /// (``PlaybackRun``): an `avPlayerViewController`. A `player` is the seed's modal player and plays in `play`'s
    /// own app (``PlayerStage``).
    public var playsInApp: Bool { player.kind == .avPlayerViewController }
}

extension PlaybackSettings {
    /// `pivot play --scenario FILE`: the scenario's first player (``Scenario/firstPlayer``), on the scenario's
    /// device, held as the scenario launches it, under its iOS release and in its iPad window.
    ///
    /// A `player` is played as `pivot play` plays a clip, with its masks, preferred orientation and close button;
    /// an `avPlayerViewController` in the scenario's app (``PlayedScenario/playsInApp``), where its own values
    /// apply.
    ///
    /// - Returns: The clip's path (resolved against the scenario's folder) and the settings.
    /// - Throws: ``ScenarioSimulation/Failure/invalidScenario(_:)`` for an unreadable or invalid file, or one
    ///   without a player with a clip.
    public static func scenarioPlayer(
        file: String
    ) throws(ScenarioSimulation.Failure) -> (clip: String, settings: PlaybackSettings) {
        let scenario: Scenario
        switch ScenarioSimulation.load(file) {
        case .success(let loaded): scenario = loaded
        case .failure(let error): throw .invalidScenario(error)
        }
        guard let player = scenario.firstPlayer, let clip = player.clipPath else {
            throw .invalidScenario(
                ScenarioError(path: "", message: "no \"player\" or \"avPlayerViewController\" with a clip to play"))
        }
        var settings = PlaybackSettings(device: scenario.device)
        settings.deviceOrientation = scenario.deviceOrientation
        settings.iosVersion = scenario.iosVersion
        settings.window = scenario.window
        settings.scenario = PlayedScenario(scenario: scenario, player: player)
        settings.supportedOrientations = player.supportedOrientations ?? settings.supportedOrientations
        // A parsed player without the key already carries the seed's landscapeLeft; `null` is no preference.
        settings.preferredOrientation = player.preferredOrientationForPresentation
        settings.showsCloseButton = player.showsCloseButton
        return (clip, settings)
    }
}
