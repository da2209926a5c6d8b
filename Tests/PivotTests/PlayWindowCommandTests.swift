import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// `pivot play --window … --resize …` as a user runs it.
struct PlayWindowCommandTests {
    @Test func playInASplitViewWindowWritesWindowSizedFramesAndFollowsTheResize() throws {
        let folder = try TemporaryFolder.make("play-window")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("play").path
        let result = try Subprocess.pivot([
            "play", "Media/codec-h264.mov", "--device", "ipad-pro-12-9", "--device-orientation", "landscapeLeft",
            "--window", "splitView:981x1024", "--resize", "0.2:375x1024", "--fps", "10", "--ios-version", "18.0",
            "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let first = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/frame-00000.ppm"))))
        #expect((first.width, first.height) == (981, 1024))
        let later = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/frame-00005.ppm"))))
        #expect((later.width, later.height) == (375, 1024))
    }

    @Test func theDeviceViewDrawsTheWindowOnTheScreenAtTheManifestsOrigin() throws {
        let folder = try TemporaryFolder.make("play-window-device")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Stage Manager on iPadOS 18: the resize is a cut (from iPadOS 26 it springs, SpringCurve.liveResize, and the
        // frame at the resize still shows the old frame).
        let common = [
            "play", "Media/codec-h264.mov", "--device", "ipad-pro-11", "--window", "stageManager:500x400",
            "--ios-version", "18.0", "--resize", "0.5:400x600", "--fps", "2", "--format", "png", "--no-preview",
            "--quiet",
        ]
        let device = folder.appendingPathComponent("device").path
        let interface = folder.appendingPathComponent("interface").path
        for (view, out) in [("device", device), ("interface", interface)] {
            let result = try Subprocess.pivot(common + ["--view", view, "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: device + "/manifest.json")))
                as? [String: Any])
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        #expect(frames.count == 2)
        var sides: Set<Int> = []
        for (index, frame) in frames.enumerated() {
            let name = String(format: "/frame-%05d.png", index)
            let drawn = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: device + name))))
            let window = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: interface + name))))
            sides.insert(drawn.width)
            #expect(drawn.width == drawn.height, "the device view's square canvas")
            let screen = try #require(frame["screenBounds"] as? [Double])
            let origin = try #require(frame["windowOrigin"] as? [Double])
            #expect(frame["interfaceBounds"] as? [Double] == [Double(window.width), Double(window.height)])
            let left = (drawn.width - Int(screen[0])) / 2 + Int(origin[0])
            let top = (drawn.height - Int(screen[1])) / 2 + Int(origin[1])
            // Away from the rounded corners the window shows the interface view's frame, pixel for pixel.
            var mismatches = 0
            for y in 16..<(window.height - 16) {
                for x in 0..<window.width where drawn[left + x, top + y] != window[x, y] { mismatches += 1 }
            }
            #expect(mismatches == 0, "frame \(index)")
            // Beside the window the wallpaper shows, not the player's black bars.
            #expect(drawn[left - 3, top + window.height / 2] != .black)
            #expect(drawn[left + window.width + 2, top + window.height / 2] != .black)
        }
        #expect(sides.count == 1, "the canvas keeps its size across the resize")
        #expect(frames.last?["interfaceBounds"] as? [Double] == [400, 600])
    }

    @Test(arguments: [
        (["--device", "iphone-15", "--window", "splitView"], "windows are for iPads"),
        (["--device", "ipad-pro-11", "--window", "windowed:500x500", "--ios-version", "18.0"], "needs iPadOS 26.0"),
        (
            ["--device", "ipad-pro-11", "--window", "splitView:500x834", "--ios-version", "18.0"],
            "offers splitView windows of"
        ),
        (["--device", "ipad-pro-11", "--window", "splitView:320x834"], "splitView was removed in iPadOS 26.0"),
        (
            ["--device", "ipad-pro-11", "--window", "slideOver", "--ios-version", "26.0"],
            "slideOver is not in iPadOS 26.0"
        ),
        (["--device", "ipad-pro-11", "--resize", "1:400x400"], "--resize needs --window"),
    ])
    func badWindowOptionsAreRefused(arguments: [String], message: String) throws {
        let result = try Subprocess.pivot(["play", "Media/codec-h264.mov", "--out", "/nonexistent/x"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
