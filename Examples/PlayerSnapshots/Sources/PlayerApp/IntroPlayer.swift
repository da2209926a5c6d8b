import Foundation

/// The app's intro screen: a full-screen player on the intro clip, and the rotation scenario the app must survive.
public enum IntroPlayer {
    /// The intro clip shipped with the app (a 1-second 640×360 test pattern).
    public static let clipPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/intro.mov").path

    /// The devices the intro must look right on.
    public static let devices = ["iphone-se-3"]

    /// The rotation scenario: a portrait home screen presenting a landscape player, then the user turning the phone.
    /// It pins the iOS release its reference was recorded under, so a newer default in Pivot does not change it.
    public static let scenario = """
        {
          "device": "iphone-se-3",
          "iosVersion": "27.0",
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
}
