import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// `pivot matrix --format` and `--stream`: the same cells in another file format, the asked video stream.
struct MatrixCommandTests {
    @Test func pngCellsHoldTheSamePixelsAsPPMCellsAndTheManifestNamesThem() throws {
        let folder = try TemporaryFolder.make("matrix-format")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (ppmFolder, pngFolder) = (folder.appendingPathComponent("ppm"), folder.appendingPathComponent("png"))
        let base = ["matrix", "Media/rot-p90.mov", "--devices", "iphone-15", "--time", "0.2"]
        let ppm = try Subprocess.pivot(base + ["--out", ppmFolder.path])
        #expect(ppm.status == 0, "\(ppm.stderr)")
        let png = try Subprocess.pivot(base + ["--out", pngFolder.path, "--format", "png"])
        #expect(png.status == 0, "\(png.stderr)")

        let files = try cellFiles(in: pngFolder)
        #expect(files == ["iphone-15-portrait.png", "iphone-15-landscapeLeft.png", "iphone-15-landscapeRight.png"])
        let written = try FileManager.default.contentsOfDirectory(atPath: pngFolder.path)
        #expect(!written.contains { $0.hasSuffix(".ppm") }, "\(written)")
        #expect(written.contains("contact-sheet.png"))
        for file in files {
            let stem = file.dropLast(".png".count)
            let fromPNG = try PNGDecoder.decode([UInt8](Data(contentsOf: pngFolder.appendingPathComponent(file))))
            let fromPPM = try #require(
                PPM.decode(try Data(contentsOf: ppmFolder.appendingPathComponent("\(stem).ppm"))), "\(stem).ppm")
            #expect(fromPNG == fromPPM, "\(file) differs from \(stem).ppm")
        }
    }

    @Test func streamChoosesTheVideoTheCellsShow() throws {
        let folder = try TemporaryFolder.make("matrix-stream")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["matrix", "Media/edge/two-video.mov", "--devices", "iphone-15"]
        // The ffmpeg CLI's pick is the 1280x720 track (16:9); stream 0 is 320x240 (4:3). Portrait, 393 points
        // wide at 1x: the video is 393 wide and as high as its aspect says.
        let chosen = try Subprocess.pivot(base + ["--out", folder.appendingPathComponent("a").path])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        let asked = try Subprocess.pivot(base + ["--stream", "0", "--out", folder.appendingPathComponent("b").path])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(try videoRectHeight(in: folder.appendingPathComponent("a")) == (393.0 * 720 / 1280).rounded())
        #expect(try videoRectHeight(in: folder.appendingPathComponent("b")) == (393.0 * 240 / 320).rounded())
    }

    @Test func aStreamThatIsNotVideoFailsNamingIt() throws {
        let folder = try TemporaryFolder.make("matrix-stream-audio")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Subprocess.pivot(["matrix", "Media/audio-first.mov", "--stream", "0", "--out", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == "pivot: Media/audio-first.mov: stream 0 is not a video stream (stream choice)\n")
    }

    private func manifest(in folder: URL) throws -> [[String: Any]] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("matrix.json")))
                as? [String: Any])
        return try #require(document["cells"] as? [[String: Any]])
    }

    private func cellFiles(in folder: URL) throws -> [String] {
        try manifest(in: folder).map { try #require($0["file"] as? String) }
    }

    /// The portrait cell's video rectangle height.
    private func videoRectHeight(in folder: URL) throws -> Double {
        let portrait = try #require(
            try manifest(in: folder).first { $0["interfaceOrientation"] as? String == "portrait" })
        let rect = try #require(portrait["videoRect"] as? [Double])
        return rect[3]
    }
}
