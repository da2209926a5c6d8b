import Foundation
import Orientation
import Pixels
import Player
import TestSupport
import Testing

/// `avPlayerViewController` drawn by `pivot simulate --render`: the clip through the real pipeline in the view's
/// frame by its gravity, AVKit's controls over it for 3 s and then gone, and the full-screen path (issue 24/27).
struct SystemPlayerRenderTests {
    /// A white 16:9 clip (640x360, 1 s).
    private let clip = Fixture.repositoryRoot.appendingPathComponent("Media/solid-white.mov").path

    /// Writes a scenario embedding the white clip in a 393x300 frame at y = 100 of a portrait-only container on an
    /// iPhone 15, renders it at `fps` (2 by default), and returns the folder and the manifest's frames.
    private func render(gravity: String, steps: String, fps: Int = 2) throws -> (URL, [[String: Any]]) {
        let folder = try TemporaryFolder.make("avkit")
        let scenario = folder.appendingPathComponent("avkit.json")
        try #"""
        {"device": "iphone-15", "iosVersion": "26.1",
         "root": {"id": "feed", "kind": "container", "supportedOrientations": ["portrait"],
                  "children": [{"id": "video", "kind": "avPlayerViewController", "clip": "\#(clip)",
                                "videoGravity": "\#(gravity)", "frame": [0, 100, 393, 300]}]},
         "steps": [\#(steps)]}
        """#.write(to: scenario, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        // The bare rendering: these tests read the player's own pixels, and the container's hash-coloured panel
        // tells it apart from the video; the chrome drawn over it is ChromeRenderTests' subject.
        let result = try Subprocess.pivot([
            "simulate", scenario.path, "--render", out.path, "--format", "png", "--fps", "\(fps)", "--no-preview",
            "--quiet", "--chrome", "none",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        return (out, manifest["frames"] as? [[String: Any]] ?? [])
    }

    private func picture(_ folder: URL, _ frame: [String: Any]) throws -> RGBImage {
        try PNGDecoder.decode([UInt8](Data(contentsOf: folder.appendingPathComponent(frame["file"] as! String))))
    }

    /// Whether `pixel` is grey-ish dark enough to be the controls' platter over white (black at 45 %: about 140).
    private func isPlatterOverWhite(_ pixel: RGBImage.Pixel) -> Bool {
        (120...160).contains(Int(pixel.red)) && pixel.red == pixel.green && pixel.green == pixel.blue
    }

    @Test func theControlsShowOverTheVideoForThreeSecondsThenFadeAway() throws {
        let (folder, frames) = try render(gravity: "resizeAspect", steps: #"{"wait": 4.5}"#)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(frames.count == 10, "0 to 4.5 s at 2 fps")
        let atOne = try picture(folder, frames[2])
        let atFourAndAHalf = try picture(folder, frames[9])
        // The play/pause platter is a 64 pt circle centred in the frame (196.5, 250); (172, 250) is on it, clear
        // of the glyph.
        #expect(isPlatterOverWhite(atOne[172, 250]), "\(atOne[172, 250])")
        #expect(atFourAndAHalf[172, 250] == .white, "the controls have faded out")
        // The scrubber's track runs along the frame's bottom, over the lower bar: 16 pt margin, 12 pt times, 6 pt
        // gap, 4 pt track: rows 362 to 366. The 1 s clip has ended, so the track is all played (white).
        #expect(atOne[100, 364] == .white)
        #expect(atFourAndAHalf[100, 364] == .black)
        // The elapsed time, white on the bar under the track's leading end (baseline 16 pt above the bottom).
        let textRows = 372..<384
        #expect(textRows.contains { y in (16..<60).contains { atOne[$0, y].red > 128 } }, "the elapsed time's ink")
        #expect(
            textRows.allSatisfy { y in (16..<60).allSatisfy { atFourAndAHalf[$0, y] == .black } },
            "and gone with the controls")
    }

    @Test(arguments: [("resizeAspect", true), ("resizeAspectFill", false), ("resize", false)])
    func theVideoFillsTheFrameByItsGravity(gravity: String, hasBars: Bool) throws {
        let (folder, frames) = try render(gravity: gravity, steps: #"{"wait": 4.5}"#)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let image = try picture(folder, try #require(frames.last))
        // Aspect: 393x221 centred in the 300 pt frame (y 139.5 to 360.5); bars (black) above and below.
        #expect(image[196, 250] == .white, "the video")
        #expect(image[196, 110] == (hasBars ? .black : .white))
        #expect(image[196, 390] == (hasBars ? .black : .white))
        #expect(image[196, 138] == (hasBars ? .black : .white))
        #expect(image[196, 141] == .white)
        let views = try #require(frames.last?["views"] as? [[String: Any]])
        #expect(views.last?["rect"] as? [Double] == [0, 100, 393, 300])
        #expect(image[196, 50] != .white && image[196, 50] != .black, "the container's panel above the player")
    }

    @Test func fullScreenTurnsToLandscapeOverThePortraitOnlyAppWithADoneButton() throws {
        let (folder, frames) = try render(
            gravity: "resizeAspect", steps: #"{"enterFullScreen": "video"}, {"rotate": "landscapeLeft"}, {"wait": 1}"#)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let last = try #require(frames.last)
        #expect(last["interfaceOrientation"] as? String == "landscapeRight")
        let image = try picture(folder, last)
        #expect(image.width == 852 && image.height == 393)
        // 16:9 in 852x393: 699 pt wide, centred (x 77 to 775), black bars at the sides.
        #expect(image[40, 196] == .black && image[811, 196] == .black)
        #expect(image[426, 300] == .white)
        // The Done button: a 30 pt circle 16 pt inside the landscape safe area (59 pt on the left), centred on
        // (90, 31): its platter darkens the video, its ✕ crosses the centre in white.
        #expect(isPlatterOverWhite(image[84, 31]), "\(image[84, 31])")
        #expect(image[90, 31].red > 200, "the Done button's ✕")
        #expect(image[62, 31] == .black, "left of the button: the bar")
    }

    @Test func enteringAndLeavingFullScreenZoomsThePlayerBetweenItsInlineFrameAndTheWindow() throws {
        let (folder, frames) = try render(
            gravity: "resizeAspect",
            steps: #"{"enterFullScreen": "video"}, {"wait": 1}, {"exitFullScreen": "video"}, {"wait": 1}"#, fps: 10)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        /// The rectangle of the view named `id` in frame `index`.
        func rect(_ id: String, _ index: Int) throws -> [Double] {
            let views = try #require(frames[index]["views"] as? [[String: Any]])
            return try #require(views.first { $0["id"] as? String == id }?["rect"] as? [Double])
        }
        let inline = Rect(x: 0, y: 100, width: 393, height: 300)
        let window = Rect(x: 0, y: 0, width: 393, height: 852)
        // AVKit's zoom: 0.4 s on kCAMediaTimingFunctionDefault. Halfway in time the view is ≈ 80 % of the way.
        let eased = FullScreenZoom.curve.value(at: 0.5)
        #expect(eased > 0.75 && eased < 0.85, "\(eased)")
        #expect(try rect("video.fullScreen", 0) == [0, 100, 393, 300], "the zoom starts at the inline frame")
        let entering = inline.interpolated(to: window, progress: eased)
        let mid = try rect("video.fullScreen", 2)
        #expect(abs(mid[1] - entering.origin.y) <= 1 && abs(mid[3] - entering.size.height) <= 1, "\(mid)")
        #expect(mid[1] > 0 && mid[1] < 100 && mid[3] > 300 && mid[3] < 852, "strictly between: \(mid)")
        #expect(try rect("video.fullScreen", 4) == [0, 0, 393, 852], "full screen once the zoom has ended")
        // The video is drawn in the zoomed view: a 16:9 picture 393 pt wide, centred in the view's height.
        let start = try picture(folder, frames[0])
        let middle = try picture(folder, frames[2])
        let videoTop = Int((entering.origin.y + (entering.size.height - 393 * 9 / 16) / 2).rounded(.up))
        // x = 300 is clear of the play/pause platter in the middle and of the buttons at the leading edge.
        #expect(start[300, 250] == .white, "the inline frame's video")
        #expect(middle[300, videoTop - 3] == .black, "the bar above the video, below the inline frame's top")
        #expect(middle[300, videoTop + 3] == .white, "the video, laid out in the growing view")
        #expect(start[300, videoTop + 3] == .white && start[300, 60] != .black, "at the start: the inline frame")
        #expect(middle[300, 60] == .black, "above the inline frame: the growing view's bar")
        // Leaving at 1.4 s (the enter step took its 0.4 s): the inline view shrinks back from the window.
        let leaving = window.interpolated(to: inline, progress: eased)
        let back = try rect("video", 16)
        #expect(abs(back[1] - leaving.origin.y) <= 1 && abs(back[3] - leaving.size.height) <= 1, "\(back)")
        #expect(try rect("video", 18) == [0, 100, 393, 300])
    }

    @Test func aBadSystemPlayerIsRefusedInOneLineBeforeAnyFrameIsWritten() throws {
        let folder = try TemporaryFolder.make("avkit-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("bad.json")
        try #"""
        {"device": "iphone-15", "iosVersion": "26.1",
         "root": {"id": "feed", "kind": "container",
                  "children": [{"id": "video", "kind": "avPlayerViewController", "clip": "\#(clip)",
                                "videoGravity": "fill"}]}}
        """#.write(to: scenario, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try Subprocess.pivot(["simulate", scenario.path, "--render", out.path, "--no-preview"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.stderr
                == "pivot: \(scenario.path): root.children[0].videoGravity: unknown video gravity \"fill\"\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
