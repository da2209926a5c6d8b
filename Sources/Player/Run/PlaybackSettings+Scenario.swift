import Orientation

extension PlaybackSettings {
    /// `pivot play --scenario FILE`: the scenario's first player (``Scenario/firstPlayer``) as `pivot play` plays
    /// a clip: its clip, masks, preferred orientation and close button, on the scenario's device, held as the scenario launches
    /// it, under its iOS release and in its iPad window.
    ///
    /// - Returns: The clip's path (resolved against the scenario's folder) and the settings.
    /// - Throws: ``ScenarioSimulation/Failure/invalidScenario(_:)`` for an unreadable or invalid file, or one
    ///   without a `player` controller with a clip.
    public static func scenarioPlayer(
        file: String
    ) throws(ScenarioSimulation.Failure) -> (clip: String, settings: PlaybackSettings) {
        let scenario: Scenario
        switch ScenarioSimulation.load(file) {
        case .success(let loaded): scenario = loaded
        case .failure(let error): throw .invalidScenario(error)
        }
        guard let player = scenario.firstPlayer, let clip = player.clipPath else {
            throw .invalidScenario(ScenarioError(path: "", message: "no \"player\" controller with a clip to play"))
        }
        var settings = PlaybackSettings(device: scenario.device)
        settings.deviceOrientation = scenario.deviceOrientation
        settings.iosVersion = scenario.iosVersion
        settings.window = scenario.window
        settings.supportedOrientations = player.supportedOrientations ?? settings.supportedOrientations
        // A parsed player without the key already carries the seed's landscapeLeft; `null` is no preference.
        settings.preferredOrientation = player.preferredOrientationForPresentation
        settings.showsCloseButton = player.showsCloseButton
        return (clip, settings)
    }
}
