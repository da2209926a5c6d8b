import ArgumentParser
import Foundation
import Orientation
import Player
import TestSupport
import Testing

@testable import pivot

/// `--scale native` and `--fps display` as a user types them.
struct RenderArgumentTests {
    @Test func scaleAndFrameRateParseTheirWords() throws {
        let command = try #require(
            try PivotCommand.parseAsRoot(["play", "a.mov", "--out", "o", "--scale", "native", "--fps", "display"])
                as? PlayCommand)
        #expect(command.rendering.scale == .native)
        #expect(command.frames.fps == .display)
        let iPad = try #require(DeviceCatalog.all.first { $0.idiom == .pad })
        #expect(command.rendering.scale.renderScale.pixelsPerPoint(on: iPad) == iPad.scale)
        #expect(command.frames.fps?.framesPerSecond(displayRefreshRate: 60) == 60)
    }

    @Test(arguments: [["--scale", "4"], ["--scale", "0"], ["--fps", "0"], ["--fps", "300"], ["--fps", "screen"]])
    func outOfRangeValuesAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try PivotCommand.parseAsRoot(["play", "a.mov", "--out", "o"] + arguments) }
    }

    @Test func nativeScaleRendersAtTheDevicesOwnPixelSize() throws {
        let folder = try TemporaryFolder.make("native")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot([
            "play", "Media/codec-h264.mov", "--device", "iphone-se-3", "--scale", "native", "--fps", "2", "--out",
            folder.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let stream = try #require(try FFprobe.videoStream(folder.appendingPathComponent("frame-00000.ppm").path))
        #expect(stream.width == 1334 && stream.height == 750, "667x375 points at the SE's 2x")
    }
}
