import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// `pivot play` and `pivot matrix` as a user runs them.
struct PlayCommandTests {
    @Test func playWritesEveryFrameAManifestAndAContactSheet() throws {
        let folder = try TemporaryFolder.make("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("nested/play").path
        let result = try Subprocess.pivot([
            "play", "Media/codec-h264.mov", "--device", "iphone-se-3", "--device-orientation", "landscapeRight",
            "--rotate", "0.3:portrait", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.output.split(separator: "\n").map(String.init)
        // iPhone SE landscape is 667x375; 16:9 fits as 667x375 exactly.
        #expect(lines.first == "presented in landscapeLeft (667x375), video 667x375 at (0,0)")
        #expect(
            lines.contains {
                $0.hasPrefix("t=0.3 device portrait -> interface portrait (375x667), video 375x211 at (0,228)")
            })
        #expect(lines.last == "wrote 10 frames and \(out)/manifest.json")

        let manifest = try Self.json(out + "/manifest.json")
        #expect(manifest["device"] as? String == "iphone-se-3")
        #expect(manifest["gravity"] as? String == "aspect")
        #expect(manifest["contrast"] as? String == "adaptive")
        // Interface-view frame files are each as large as their frame's canvas, so there is no one frame size.
        #expect(manifest["view"] as? String == "interface")
        #expect(manifest["frameSize"] is NSNull)
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        #expect(frames.count == 10)
        let first = frames[0]
        #expect(
            Set(first.keys) == [
                "index", "file", "time", "clipTime", "playing", "interfaceOrientation", "canvas", "videoRect",
                "closeButton", "transition", "devicePose", "interfaceRotation", "interfaceBounds", "screenBounds",
                "windowOrigin",
            ])
        #expect(first["canvas"] as? [Int] == [667, 375])
        // Held in landscapeRight with the interface in landscapeLeft: upright as the holder sees it.
        #expect(first["devicePose"] as? String == "landscapeRight")
        #expect(first["interfaceRotation"] as? Double == 0)
        #expect(first["interfaceBounds"] as? [Double] == [667, 375])
        // Full screen: the window is the whole screen.
        #expect(first["screenBounds"] as? [Double] == [667, 375])
        #expect(first["windowOrigin"] as? [Double] == [0, 0])
        let events = try #require(manifest["events"] as? [[String: Any]])
        #expect(events.contains { $0["event"] as? String == "play" })
        for (index, frame) in frames.enumerated() {
            let file = try #require(frame["file"] as? String)
            let image = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))))
            // A settled frame is its canvas; during a rotation the file is the canvas the rotation ends on, with
            // the interface turned on it (docs/device-view.md).
            let settled = frames[index...].first { $0["transition"] is NSNull } ?? frame
            #expect([image.width, image.height] == settled["canvas"] as? [Int], "\(file)")
        }
        let png = try Data(contentsOf: URL(fileURLWithPath: out + "/contact-sheet.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// The device view's frame files and a video written alone are one fixed size, which the manifest states beside
    /// the view; each frame's geometry stays in the interface's upright canvas.
    @Test func theManifestSaysWhichViewItsPicturesShowAndTheirSize() throws {
        try TemporaryFolder.with("play-view") { folder in
            let out = folder.appendingPathComponent("device").path
            let video = folder.appendingPathComponent("alone.mp4").path
            let arguments = ["play", "Media/codec-h264.mov", "--device", "iphone-se-3", "--quiet", "--no-preview"]
            let device = try Subprocess.pivot(arguments + ["--view", "device", "--out", out])
            #expect(device.status == 0, "\(device.stderr)")
            let manifest = try Self.json(out + "/manifest.json")
            #expect(manifest["view"] as? String == "device")
            let frameSize = try #require(manifest["frameSize"] as? [Int])
            let frames = try #require(manifest["frames"] as? [[String: Any]])
            #expect(!frames.isEmpty)
            for frame in frames {
                let file = try #require(frame["file"] as? String)
                let image = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))))
                #expect([image.width, image.height] == frameSize)
                let canvas = try #require(frame["canvas"] as? [Int])
                #expect(canvas != frameSize)
                #expect(canvas.map(Double.init) == frame["interfaceBounds"] as? [Double], "the interface's own canvas")
            }

            let alone = try Subprocess.pivot(arguments + ["--video", video])
            #expect(alone.status == 0, "\(alone.stderr)")
            let videoManifest = try Self.json(video + ".json")
            let stream = try #require(try FFprobe.videoStream(video))
            #expect(videoManifest["view"] as? String == "device")
            #expect(videoManifest["frameSize"] as? [Int] == [stream.width, stream.height])
        }
    }

    /// The JSON object in the file at `path`.
    private static func json(_ path: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test(arguments: [([String](), "hlg"), (["--tonemap", "none"], "none")])
    func playManifestSaysHowColoursWereConverted(extra: [String], conversion: String) throws {
        let folder = try TemporaryFolder.make("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(
            ["play", "Media/colour-hlg-patches.mov", "--out", folder.path, "--quiet"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try Self.json(folder.appendingPathComponent("manifest.json").path)
        let color = try #require(manifest["color"] as? [String: Any])
        #expect(color["transfer"] as? String == "arib-std-b67" && color["primaries"] as? String == "bt2020")
        #expect(color["conversion"] as? String == conversion)
        #expect(manifest["aperture"] as? String == "clean", "the aperture mode used (issue 26)")
    }

    @Test func playRefusesToOverwriteAnEarlierRunAndLeavesItAlone() throws {
        let folder = try TemporaryFolder.make("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["play", "Media/solid-black.mov", "--out", folder.path, "--quiet"]
        #expect(try Subprocess.pivot(arguments).status == 0)
        let before = try Data(contentsOf: folder.appendingPathComponent("frame-00000.ppm"))
        let again = try Subprocess.pivot(arguments)
        #expect(again.status == 1)
        #expect(again.stderr.contains("frame-00000.ppm: already exists"))
        #expect(again.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: folder.appendingPathComponent("frame-00000.ppm")) == before)
        #expect(try Subprocess.pivot(arguments + ["--overwrite"]).status == 0)
    }

    @Test(arguments: [
        (["play", "Media/ar-4x3.mov", "--out", "x", "--device", "nokia-3310"], "unknown device"),
        (["play", "Media/ar-4x3.mov", "--out", "x", "--rotate", "1.0:sideways"], "unknown pose"),
        (["play", "Media/ar-4x3.mov", "--out", "x", "--scale", "4"], "--scale"),
        (["play", "Media/ar-4x3.mov", "--out", "x", "--gravity", "stretch"], "gravity"),
        (["play", "Media/ar-4x3.mov"], "--out"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], mention: String) throws {
        let result = try Subprocess.pivot(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Fixture.repositoryRoot.appendingPathComponent("x").path))
    }

    @Test func playOnAFileWithoutVideoIsAOneLineError() throws {
        let folder = try TemporaryFolder.make("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["play", "Media/broken/audio-only.mov", "--out", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("pivot: Media/broken/audio-only.mov: no video stream"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func matrixRendersEveryDeviceAndAllowedOrientation() throws {
        let folder = try TemporaryFolder.make("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot([
            "matrix", "Media/rot-p90.mov", "--devices", "iphone-15,ipad-air", "--out", folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try Self.json(folder.appendingPathComponent("matrix.json").path)
        let cells = try #require(document["cells"] as? [[String: Any]])
        // The player allows all but upside down: three orientations on each device.
        #expect(
            cells.map { "\($0["device"]!) \($0["interfaceOrientation"]!)" } == [
                "iphone-15 portrait", "iphone-15 landscapeLeft", "iphone-15 landscapeRight",
                "ipad-air portrait", "ipad-air landscapeLeft", "ipad-air landscapeRight",
            ])
        let portrait = try #require(
            PPM.decode(try Data(contentsOf: folder.appendingPathComponent("iphone-15-portrait.ppm"))))
        #expect(portrait.width == 393 && portrait.height == 852)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("contact-sheet.png").path))
    }

    @Test func truncatedClipPlaysTheFramesItHasAndWarns() throws {
        let folder = try TemporaryFolder.make("play")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = "broken/truncated-with-index.mov"
        let reference = try #require(try FFprobe.videoStream(Fixture.path(clip), countFrames: true))
        let result = try Subprocess.pivot(["play", "Media/\(clip)", "--out", folder.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("pivot: warning: Media/\(clip): "), "\(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ppm") }
        // The container claims more; the player stops where the pictures end instead of repeating the last one.
        #expect(frames.count == reference.nbReadFrames.flatMap(Int.init))
        #expect(frames.count < reference.nbFrames.flatMap(Int.init) ?? 0)
    }
}
