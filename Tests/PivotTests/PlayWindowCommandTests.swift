import Foundation
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
            "--window", "splitView:981x1024", "--resize", "0.2:375x1024", "--fps", "10", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let first = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/frame-00000.ppm"))))
        #expect((first.width, first.height) == (981, 1024))
        let later = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/frame-00005.ppm"))))
        #expect((later.width, later.height) == (375, 1024))
    }

    @Test(arguments: [
        (["--device", "iphone-15", "--window", "splitView"], "windows are for iPads"),
        (["--device", "ipad-pro-11", "--window", "windowed:500x500", "--ios-version", "18.0"], "needs iPadOS 26.0"),
        (["--device", "ipad-pro-11", "--window", "splitView:500x834"], "offers splitView windows of"),
        (["--device", "ipad-pro-11", "--resize", "1:400x400"], "--resize needs --window"),
    ])
    func badWindowOptionsAreRefused(arguments: [String], message: String) throws {
        let result = try Subprocess.pivot(["play", "Media/codec-h264.mov", "--out", "/nonexistent/x"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
