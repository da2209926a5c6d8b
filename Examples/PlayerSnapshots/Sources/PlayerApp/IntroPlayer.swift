import Foundation
import Orientation
import Player
import Video

/// The app's intro screen: a full-screen player on the intro clip, and the rotation scenario the app must survive.
public enum IntroPlayer {
    /// The intro clip shipped with the app (a 1-second 640×360 test pattern).
    public static let clipPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/intro.mov").path

    /// The screens to keep an eye on: the player on an iPhone SE in every orientation the app supports.
    ///
    /// - Returns: One picture per orientation, named `DEVICE-ORIENTATION.png`.
    public static func screens(device: String = "iphone-se-3") throws -> [(name: String, image: RGBImage)] {
        var run = MatrixRun(source: try ClipFrameSource(path: clipPath))
        run.devices = [DeviceCatalog.device(id: device)!]
        run.clipTime = 0.5
        var screens: [(name: String, image: RGBImage)] = []
        try run.render { cell, frame in
            screens.append(("\(cell.device)-\(cell.orientation.name).png", frame.image))
        }
        return screens
    }

    /// The rotation scenario: a portrait home screen presenting a landscape player, then the user turning the phone.
    public static let scenario = """
        {
          "device": "iphone-se-3",
          "app": { "supportedOrientations": ["allButUpsideDown"] },
          "root": { "id": "home", "supportedOrientations": ["portrait"] },
          "steps": [
            { "present": { "id": "player", "supportedOrientations": ["landscape"] }, "style": "fullScreen" },
            { "wait": 0.5 },
            { "rotate": "landscapeRight" },
            { "wait": 0.5 },
            { "dismiss": true }
          ]
        }
        """

    /// What UIKit would call while the scenario runs, as Pivot's text report.
    public static func eventLog() throws -> String {
        ScenarioRunner().run(try Scenario.parse(scenario).get()).textReport
    }
}
