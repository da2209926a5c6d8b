import Foundation
import Player
import TestSupport
import Testing
import Video

/// `pivot simulate --render`: the scenario drawn over virtual time, pixels read back from the written files.
struct SimulateRenderTests {
    private let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenarios")

    private func render(_ name: String, _ extra: [String] = []) throws -> (URL, [[String: Any]]) {
        let folder = try TemporaryFolder.make("render")
        let result = try Subprocess.pivot(
            [
                "simulate", scenarios.appendingPathComponent(name).path, "--render", folder.path, "--fps", "10",
                "--format", "png", "--no-preview", "--quiet",
            ] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any]
        return (folder, (manifest?["frames"] as? [[String: Any]]) ?? [])
    }

    private func picture(_ folder: URL, _ frame: [String: Any]) throws -> RGBImage {
        try PNGDecoder.decode([UInt8](Data(contentsOf: folder.appendingPathComponent(frame["file"] as! String))))
    }

    @Test func aPlayerInANavigationControllerShowsItsVideoThenASheetCoversItBelowTheStatusBar() throws {
        let (folder, frames) = try render("render-player-in-navigation-with-sheet.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(frames.count == 11, "1 s at 10 fps, both ends included")
        let first = try picture(folder, try #require(frames.first))
        // iPhone 15 portrait, 393x852; a 16:9 clip letterboxed: 393x221 centred vertically.
        let players = try #require(frames.first?["players"] as? [[String: Any]])
        #expect(players.first?["videoRect"] as? [Double] == [0, 315, 393, 221])
        #expect(first[196, 200] == .black, "the letterbox bar above the video")
        #expect(first[196, 425] != .black, "the video")
        let last = try picture(folder, try #require(frames.last))
        let sheetColor = SceneCompositor.panelColor(for: "settings")
        // The page sheet starts 10 pt under the 59 pt status bar.
        #expect(last[196, 68] != sheetColor)
        #expect(last[196, 69] == sheetColor)
        #expect(last[196, 851] == sheetColor)
        let views = try #require(frames.last?["views"] as? [[String: Any]])
        #expect(views.last?["rect"] as? [Double] == [0, 69, 393, 783])
    }

    @Test func anIPadFormSheetIsCentredAt540By620OverItsPresenterThroughARotation() throws {
        let (folder, frames) = try render("render-form-sheet-ipad.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = SceneCompositor.panelColor(for: "form")
        let home = SceneCompositor.panelColor(for: "home")
        for frame in [try #require(frames.first), try #require(frames.last)] {
            let image = try picture(folder, frame)
            let (x, y) = ((image.width - 540) / 2, (image.height - 620) / 2)
            #expect(image[x, y] == form && image[x + 539, y + 619] == form)
            #expect(image[x - 1, y] == home && image[x, y - 1] == home)
        }
        let first = try picture(folder, try #require(frames.first))
        let last = try picture(folder, try #require(frames.last))
        #expect(first.width > first.height && last.width < last.height, "landscape, then portrait")
    }

    @Test func theDeviceViewCanvasStaysOneSizeAndEndsAsTheInterfaceView() throws {
        let (interface, interfaceFrames) = try render("render-form-sheet-ipad.json")
        let (device, deviceFrames) = try render("render-form-sheet-ipad.json", ["--view", "device"])
        defer {
            try? FileManager.default.removeItem(at: interface)
            try? FileManager.default.removeItem(at: device)
        }
        let canvases = Set(deviceFrames.compactMap { $0["canvas"] as? [Double] }.map { "\($0)" })
        let sizes = try Set(deviceFrames.map { try picture(device, $0) }.map { "\($0.width)x\($0.height)" })
        #expect(sizes.count == 1, "one canvas: \(sizes)")
        #expect(canvases.count >= 1)
        let settled = try picture(interface, try #require(interfaceFrames.last))
        let held = try picture(device, try #require(deviceFrames.last))
        // The settled interface sits upright in the middle of the device view's canvas, pixel for pixel.
        let (left, top) = ((held.width - settled.width) / 2, (held.height - settled.height) / 2)
        for (x, y) in [(settled.width / 2, settled.height / 2), (10, settled.height / 2), (settled.width / 2, 40)] {
            #expect(held[left + x, top + y] == settled[x, y], "at \(x),\(y)")
        }
    }

    @Test func aSplitViewResizeCutsTheDeviceViewsWindowAndTheManifestSaysWhereItIs() throws {
        let (folder, frames) = try render("player-split-view-resize.json")
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
