import ArgumentParser
import Foundation
import Orientation
import Player
import TestSupport
import Testing

@testable import pivot_media

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
        #expect(command.frames.framesPerSecond(displayRefreshRate: 60) == 60)
    }

    /// `play` and `simulate` map `--fps` through one function: a rate is itself, `display` the display's rate
    /// where the command knows it and the run's own (`nil`) where only the run does, and no `--fps` the default.
    @Test func playAndSimulateMapTheFrameRateOneWay() throws {
        func frames(_ arguments: [String]) throws -> FrameOutputArguments {
            try #require(
                try PivotCommand.parseAsRoot(["simulate", "s.json", "--render", "o"] + arguments)
                    as? SimulateCommand
            ).frames
        }
        #expect(try frames(["--fps", "12.5"]).framesPerSecond(displayRefreshRate: nil) == 12.5)
        #expect(try frames(["--fps", "12.5"]).framesPerSecond(displayRefreshRate: 120) == 12.5)
        #expect(try frames(["--fps", "display"]).framesPerSecond(displayRefreshRate: nil) == nil)
        #expect(try frames(["--fps", "display"]).framesPerSecond(displayRefreshRate: 120) == 120)
        #expect(try frames([]).framesPerSecond(displayRefreshRate: 120) == nil)
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
