import Foundation
import Orientation
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// `"closeButton": false`: the player draws its video and no ✕ (issue 24).
struct CloseButtonOptionTests {
    /// The screen of a white full-screen player on an iPhone 15, with or without its close button.
    private func render(showsCloseButton: Bool) throws -> RenderedScene {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, app: AppConfiguration(requiresFullScreen: true),
            deviceOrientation: .landscapeRight, root: ViewController(id: "presenter"))
        // A 16:9 picture of a 4:3 canvas: the video fills the width, bars above and below; the button sits on
        // the video, where white would show if no ✕ were drawn.
        let player = PlayerViewController(
            source: ScriptedFrameSource(displaySize: Size(width: 1920, height: 1080)),
            showsCloseButton: showsCloseButton)
        #expect(session.launch() == nil)
        #expect(session.present(player, style: .fullScreen, animated: false) == nil)
        var compositor = SceneCompositor(scale: 1)
        return try #require(try compositor.render(session, at: session.time))
    }

    @Test func withoutTheButtonThePixelsWhereItWouldBeAreTheVideo() throws {
        let shown = try render(showsCloseButton: true)
        let hidden = try render(showsCloseButton: false)
        let button = try #require(shown.players.first).frame.closeButton.rect
        #expect(button.width == 44)
        // On the plate, clear of the ✕'s strokes (they start 14 pt in).
        let plate = (button.x + 5, button.y + button.height / 2)
        #expect(shown.image[plate.0, plate.1] != .white, "the ✕'s plate darkens the white video")
        #expect(hidden.image[plate.0, plate.1] == .white, "no plate, no glyph: the video shows")
        #expect(try #require(hidden.players.first).frame.closeButton.rect.width == 0)
        #expect(hidden.image.pixels.allSatisfy { $0 == 255 || $0 == 0 }, "only video (white) and bars (black)")
    }

    @Test func playScenarioTakesThePlayersCloseButtonAndItsNullPreference() throws {
        let folder = try TemporaryFolder.make("close-button")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.json")
        try Data(
            #"""
            {"device": "iphone-15", "iosVersion": "26.1", "root": {"id": "home"},
             "steps": [{"present": {"id": "p", "kind": "player", "clip": "c.mov", "closeButton": false,
                                    "preferredOrientationForPresentation": null}}]}
            """#.utf8
        ).write(to: file)
        let settings = try PlaybackSettings.scenarioPlayer(file: file.path).settings
        #expect(!settings.showsCloseButton)
        #expect(settings.preferredOrientation == nil, "null is no preference, not the seed's landscapeLeft")
        try Data(
            #"{"device": "iphone-15", "iosVersion": "26.1", "root": {"id": "p", "kind": "player", "clip": "c.mov"}}"#
                .utf8
        ).write(to: file)
        let defaults = try PlaybackSettings.scenarioPlayer(file: file.path).settings
        #expect(defaults.showsCloseButton && defaults.preferredOrientation == .landscapeLeft)
    }
}
