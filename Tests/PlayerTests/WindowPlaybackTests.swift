import Orientation
import TestSupport
import Testing
import Video

@testable import Player

/// The player in an iPad window: the interface view shows the window alone, the video letterboxes to it and the close
/// button stays in its safe area after a resize.
struct WindowPlaybackTests {
    private let pad = DeviceCatalog.device(id: "ipad-pro-12-9")!

    private func play(rule: ContrastRule = .adaptive) throws -> PlaybackReport {
        var settings = PlaybackSettings(device: pad)
        settings.deviceOrientation = .landscapeLeft
        settings.contrastRule = rule
        settings.window = try WindowPlacement.requested(
            .splitView, size: Size(width: 981, height: 1024), origin: nil, on: pad, in: .landscapeRight)
        settings.resizes = try ResizeScript.parse("0.5:375x1024").get()
        let run = PlaybackRun(source: try ClipFrameSource(path: Fixture.path("ar-16x9.mov")), settings: settings)
        return try run.play { _, _ in }
    }

    @Test func theVideoLetterboxesToTheResizedWindow() throws {
        let report = try play()
        let first = try #require(report.frames.first)
        let last = try #require(report.frames.last)
        #expect((first.canvasWidth, first.canvasHeight) == (981, 1024))
        #expect((last.canvasWidth, last.canvasHeight) == (375, 1024))
        #expect(last.interfaceOrientation == first.interfaceOrientation, "a resize is not a rotation")
        // 16:9 in a 375-point-wide window: full width, centred vertically (letterbox bars above and below).
        #expect(last.videoRect.width == 375)
        #expect(abs(Double(last.videoRect.height) - 375 * 9 / 16) <= 1)
        #expect(abs(Double(last.videoRect.y) - (1024 - Double(last.videoRect.height)) / 2) <= 1)
    }

    @Test func theCloseButtonStaysInTheWindowsSafeArea() throws {
        let report = try play()
        for frame in [report.frames.first!, report.frames.last!] {
            let button = frame.closeButton.rect
            #expect(button.y >= 24, "below the status bar the window touches")
            #expect(button.x >= 0 && button.x + button.width <= frame.canvasWidth)
            #expect(button.y + button.height <= frame.canvasHeight - 20)
        }
    }

    @Test func seedTraitsHearsTheResizeButKeepsItsColourAsTheHeightStaysRegular() throws {
        let report = try play(rule: .seedTraits)
        let resize = report.events.filter { $0.controller == "player" && $0.name == "willTransition" }
        #expect(resize.count == 1, "981 → 375 crosses the compact width boundary")
        #expect(report.frames.first?.closeButton.appearance == report.frames.last?.closeButton.appearance)
    }
}
