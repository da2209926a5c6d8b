import Foundation
import Orientation
import Pixels
import Player
import TestSupport
import Testing
import Video
import VideoTestSupport

/// `pivot simulate --render`: the scenario drawn over virtual time, pixels read back from the written files.
/// Runs stay small (low frame rates, short scenarios, reduced scale where no exact point position is checked).
struct SimulateRenderTests {
    private let scenarios = Fixture.repositoryRoot.appendingPathComponent("scenarios")

    /// Renders `scenario` (a path) into a new folder and returns the folder with the manifest's frames.
    /// These tests check the bare rendering's panels (`--chrome none`); `ChromeRenderTests` checks the chrome.
    private func render(_ scenario: String, _ extra: [String] = []) throws -> (URL, [[String: Any]]) {
        let folder = try TemporaryFolder.make("render")
        let result = try Subprocess.pivot(
            [
                "simulate", scenario, "--render", folder.path, "--format", "png", "--no-preview", "--quiet", "--chrome",
                "none",
            ]
                + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return (folder, (try? manifest(folder))?["frames"] as? [[String: Any]] ?? [])
    }

    /// The `manifest.json` a render wrote into `folder`.
    private func manifest(_ folder: URL) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
                as? [String: Any])
    }

    private func example(_ name: String) -> String { scenarios.appendingPathComponent(name).path }

    private func picture(_ folder: URL, _ frame: [String: Any]) throws -> RGBImage {
        try PNGDecoder.decode([UInt8](Data(contentsOf: folder.appendingPathComponent(frame["file"] as! String))))
    }

    /// `colour` with the sheet's dimming layer over it.
    private func dimmed(_ colour: RGBImage.Pixel) -> RGBImage.Pixel {
        func channel(_ value: UInt8) -> UInt8 {
            UInt8((Double(value) * (1 - SceneCompositor.dimmingOpacity)).rounded())
        }
        return RGBImage.Pixel(red: channel(colour.red), green: channel(colour.green), blue: channel(colour.blue))
    }

    @Test func aPlayerInANavigationControllerShowsItsVideoThenASheetCoversItBelowTheStatusBar() throws {
        let (folder, frames) = try render(example("render-player-in-navigation-with-sheet.json"), ["--fps", "4"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(frames.count == 5, "1 s at 4 fps, both ends included")
        let first = try picture(folder, try #require(frames.first))
        // iPhone 15 portrait, 393x852; a 16:9 clip letterboxed: 393x221 centred vertically.
        let players = try #require(frames.first?["players"] as? [[String: Any]])
        #expect(players.first?["videoRect"] as? [Double] == [0, 315, 393, 221])
        #expect(first[196, 200] == .black, "the letterbox bar above the video")
        #expect(first[196, 425] != .black, "the video")
        let last = try picture(folder, try #require(frames.last))
        let sheetColor = SceneCompositor.panelColor(for: "settings")
        // The page sheet starts 10 pt under the 59 pt status bar, its top corners rounded.
        #expect(last[196, 68] != sheetColor)
        #expect(last[196, 69] == sheetColor)
        #expect(last[196, 851] == sheetColor)
        #expect(last[0, 69] != sheetColor && last[0, 80] == sheetColor, "the top-left corner is rounded")
        #expect(last[0, 851] == sheetColor, "the bottom corners are not")
        let views = try #require(frames.last?["views"] as? [[String: Any]])
        #expect(views.last?["rect"] as? [Double] == [0, 69, 393, 783])
    }

    @Test func anIPadFormSheetHasUIKitsDefaultSizeOverItsDimmedPresenterThroughARotation() throws {
        let (folder, frames) = try render(example("render-form-sheet-ipad.json"), ["--fps", "4"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = SceneCompositor.panelColor(for: "form")
        let home = dimmed(SceneCompositor.panelColor(for: "home"))
        // iPad Pro 11-inch: the screen's longer side is 1194 pt, so UIKit's default form sheet is 580x640.
        for frame in [try #require(frames.first), try #require(frames.last)] {
            let image = try picture(folder, frame)
            let (x, y) = ((image.width - 580) / 2, (image.height - 640) / 2)
            #expect(image[x, y + 320] == form && image[x + 579, y + 320] == form)
            #expect(image[x + 290, y] == form && image[x + 290, y + 639] == form)
            #expect(image[x - 1, y + 320] == home && image[x + 290, y - 1] == home, "dimmed behind the sheet")
            #expect(image[x, y] == home && image[x + 579, y + 639] == home, "all four corners rounded")
        }
        let first = try picture(folder, try #require(frames.first))
        let last = try picture(folder, try #require(frames.last))
        #expect(first.width > first.height && last.width < last.height, "landscape, then portrait")
    }

    @Test func theDeviceViewCanvasStaysOneSizeAndEndsAsTheInterfaceView() throws {
        try TemporaryFolder.with("render-device") { scratch in
            let scenario = try rotatingPlayerScenario(in: scratch)
            let (interface, interfaceFrames) = try render(scenario, ["--fps", "5"])
            let (device, deviceFrames) = try render(scenario, ["--fps", "5", "--view", "device"])
            defer {
                try? FileManager.default.removeItem(at: interface)
                try? FileManager.default.removeItem(at: device)
            }
            let sizes = try Set(deviceFrames.map { try picture(device, $0) }.map { "\($0.width)x\($0.height)" })
            #expect(sizes.count == 1, "one canvas: \(sizes)")
            let written = try manifest(device)
            #expect(written["view"] as? String == "device")
            let frameSize = try #require(written["frameSize"] as? [Int])
            #expect(sizes == ["\(frameSize[0])x\(frameSize[1])"], "the manifest's frameSize is the files' size")
            let settled = try picture(interface, try #require(interfaceFrames.last))
            let held = try picture(device, try #require(deviceFrames.last))
            #expect(settled.width > settled.height, "the interface ends in landscape")
            // The settled interface sits upright in the middle of the device view's canvas, pixel for pixel.
            let (left, top) = ((held.width - settled.width) / 2, (held.height - settled.height) / 2)
            for (x, y) in [(settled.width / 2, settled.height / 2), (100, 40), (settled.width - 100, 60)] {
                #expect(held[left + x, top + y] == settled[x, y], "at \(x),\(y)")
            }
        }
    }

    /// A player alone in a navigation controller on an iPhone, turned to landscape at 0.2 s.
    private func rotatingPlayerScenario(in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("rotating-player.json")
        let text = """
            { "device": "iphone-15", "iosVersion": "26.1", "deviceOrientation": "portrait",
              "root": { "id": "nav", "kind": "navigation",
                        "children": [ { "id": "player", "kind": "player", "clip": "\(Fixture.path("corners-white-black.mov"))" } ] },
              "steps": [ { "wait": 0.2 }, { "rotate": "landscapeLeft" }, { "wait": 0.2 } ] }
            """
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func midRotationTheVideosTopLeftQuarterLandsAtTheInterpolatedAngle() throws {
        try TemporaryFolder.with("render-rotation") { scratch in
            let scenario = try rotatingPlayerScenario(in: scratch)
            let (folder, frames) = try render(scenario, ["--fps", "10", "--view", "device"])
            defer { try? FileManager.default.removeItem(at: folder) }
            let rotating = frames.filter { $0["rotationProgress"] is Double }
            let middle = try #require(
                rotating.min {
                    abs(($0["rotationProgress"] as! Double) - 0.5) < abs(($1["rotationProgress"] as! Double) - 0.5)
                },
                "a frame in the middle of the rotation")
            let angle = try #require(middle["interfaceRotation"] as? Double)
            #expect(abs(angle) > 20 && abs(angle) < 70, "part-way: \(angle)")
            let bounds = try #require(middle["interfaceBounds"] as? [Double])
            let video = try #require((middle["players"] as? [[String: Any]])?.first?["videoRect"] as? [Double])
            let image = try picture(folder, middle)
            // The clip's markers are 80 px squares in the corners of its 640x360 picture: red top-left, yellow
            // bottom-right. Where each lands: its centre in the interface (pixels at the animated bounds), turned
            // by the interface's angle about the canvas centre.
            // At --scale 1 a point is a pixel; the interface image is its animated bounds, rounded.
            let (width, height) = (bounds[0].rounded(), bounds[1].rounded())
            let centre = (
                x: Double((image.width - Int(width)) / 2) + width / 2,
                y: Double((image.height - Int(height)) / 2) + height / 2
            )
            let radians = angle * .pi / 180
            func landing(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
                let (dx, dy) = (x - width / 2, y - height / 2)
                return (
                    centre.x + dx * cos(radians) - dy * sin(radians), centre.y + dx * sin(radians) + dy * cos(radians)
                )
            }
            // The clip's top-left quarter is white (the rest mid grey and black): its centre lands where the
            // point a quarter of the way into the video rectangle, turned about the canvas centre, does. (The
            // top-left corner is the one left on the screen while the interface is turned part-way anticlockwise.)
            let quarter = (width: video[2] / 4, height: video[3] / 4)
            let expected = landing(video[0] + quarter.width / 2, video[1] + quarter.height / 2)
            let reach = Int(quarter.height)
            let found = image.centroid(
                of: .white, columns: (Int(expected.x) - reach)..<(Int(expected.x) + reach),
                rows: (Int(expected.y) - reach)..<(Int(expected.y) + reach))
            #expect(found.count > Int(quarter.width * quarter.height * 0.9), "the whole quarter drawn: \(found)")
            #expect(abs(found.x - expected.x) < 1.5 && abs(found.y - expected.y) < 1.5, "\(found) vs \(expected)")
        }
    }

    @Test func theVideoOfARenderMatchesItsPNGFrames() throws {
        try TemporaryFolder.with("render-video") { folder in
            let scenario = try rotatingPlayerScenario(in: folder)
            let out = folder.appendingPathComponent("frames").path
            let video = folder.appendingPathComponent("run.mp4").path
            let result = try Subprocess.pivot([
                "simulate", scenario, "--render", out, "--video", video, "--view",
                "device", "--format", "png", "--fps", "5", "--no-preview", "--quiet",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let frameCount = try FileManager.default.contentsOfDirectory(atPath: out).filter {
                $0.hasPrefix("frame-")
            }.count
            let first = try #require(try FFprobe.videoStream(out + "/frame-00000.png"))
            let stream = try #require(try FFprobe.videoStream(video, countFrames: true))
            #expect(stream.width == first.width && stream.height == first.height && stream.width == stream.height)
            #expect(stream.rFrameRate == "5/1" && stream.nbReadFrames == "\(frameCount)")
            let psnr = try PSNR.average(video: video, pictures: out + "/frame-%05d.png", rate: "5")
            #expect(psnr.decibels >= 40 && psnr.frames == frameCount, "\(psnr)")
        }
    }

    @Test func recordThenVerifyPassesAndAChangedScreenExitsFour() throws {
        try TemporaryFolder.with("render-snapshots") { folder in
            let arguments = [
                "simulate", example("render-player-in-navigation-with-sheet.json"), "--render",
                folder.appendingPathComponent("frames").path, "--fps", "2", "--no-preview",
                "--quiet", "--overwrite",
            ]
            let refs = folder.appendingPathComponent("refs").path
            let record = try Subprocess.pivot(arguments + ["--record", refs], currentDirectory: folder)
            #expect(record.status == 0, "\(record.stderr)")
            let verify = try Subprocess.pivot(arguments + ["--verify", refs], currentDirectory: folder)
            #expect(verify.status == 0, "\(verify.stderr)")
            // Under iOS 12 (on the iPhone X, the iPhone 15 never ran it) the page sheet covers the whole iPhone
            // screen: a different picture.
            let oldPhone = folder.appendingPathComponent("render-player-in-navigation-with-sheet.json")
            try String(contentsOfFile: example("render-player-in-navigation-with-sheet.json"), encoding: .utf8)
                .replacingOccurrences(of: "\"iphone-15\"", with: "\"iphone-x\"")
                .replacingOccurrences(
                    of: "../Media/", with: Fixture.repositoryRoot.appendingPathComponent("Media").path + "/"
                )
                .write(to: oldPhone, atomically: true, encoding: .utf8)
            var oldArguments = arguments
            oldArguments[1] = oldPhone.path
            let changed = try Subprocess.pivot(
                oldArguments + ["--verify", refs, "--ios-version", "12.0"], currentDirectory: folder)
            #expect(changed.status == 4, "\(changed.stderr)")
        }
    }

    @Test func aSplitViewResizeCutsTheDeviceViewsWindowAndTheManifestSaysWhereItIs() throws {
        let (folder, frames) = try render(example("player-split-view-resize.json"), ["--fps", "10"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The scenario holds the 12.9-inch iPad in landscape; its Split View window starts as the whole screen,
        // is resized to the narrow slot at 0.5 s and back at 1 s.
        func geometry(at time: Double) throws -> (bounds: [Double], screen: [Double], origin: [Double], width: Int) {
            let frame = try #require(frames.first { abs(($0["time"] as? Double ?? -1) - time) < 1e-6 })
            return (
                try #require(frame["interfaceBounds"] as? [Double]), try #require(frame["screenBounds"] as? [Double]),
                try #require(frame["windowOrigin"] as? [Double]), try picture(folder, frame).width
            )
        }
        let before = try geometry(at: 0.2)
        #expect(before.bounds == [1366, 1024] && before.screen == [1366, 1024] && before.origin == [0, 0])
        let narrow = try geometry(at: 0.7)
        #expect(narrow.bounds == [375, 1024] && narrow.screen == [1366, 1024], "cut at the resize, no animation")
        #expect(narrow.origin == [0, 0], "the window stays at the left edge it was on")
        #expect(narrow.width == 375, "the interface view draws the window alone")
        let after = try geometry(at: 1.2)
        #expect(after.bounds == [1366, 1024])
    }
}
