import ArgumentParser
import Foundation
import Pixels
import TestSupport
import Testing
import Video

@testable import pivot_media

/// `pivot frames`: argument parsing, and end-to-end runs of the built binary.
struct FramesCommandTests {
    // MARK: - Parsing

    @Test func parsesEveryOption() throws {
        let command = try FramesCommand.parse([
            "clip.mov", "--out", "dumps", "--every", "10", "--size", "320x180", "--no-autorotate", "--overwrite",
            "--quiet", "--threads", "1",
        ])
        #expect(command.file == "clip.mov" && command.out == "dumps" && command.every == 10)
        #expect(command.size == FrameSize(argument: "320x180"))
        #expect(command.noAutorotate && command.output.overwrite && command.output.quiet && command.threads == 1)
    }

    @Test func parsesTimeLists() throws {
        let command = try FramesCommand.parse(["clip.mov", "--out", "d", "--at", "0.5,1.0,2.25"])
        #expect(command.at?.seconds == [0.5, 1.0, 2.25])
    }

    @Test(arguments: [
        ["clip.mov"],  // no --out
        ["clip.mov", "--out", "d", "--every", "0"],
        ["clip.mov", "--out", "d", "--size", "320"],
        ["clip.mov", "--out", "d", "--size", "0x10"],
        ["clip.mov", "--out", "d", "--at", "1,x"],
        ["clip.mov", "--out", "d", "--at", "1", "--every", "2"],
        ["clip.mov", "--out", "d", "--threads", "-1"],
    ])
    func rejectsBadArguments(arguments: [String]) {
        #expect(throws: (any Error).self) { try FramesCommand.parse(arguments) }
    }

    // MARK: - The binary

    @Test func writesEveryFrameAndAManifest() throws {
        try TemporaryFolder.with("frames") { folder in
            let out = folder.appendingPathComponent("nested/dumps").path
            let result = try runPivot(["frames", Fixture.path("rot-p90.mov"), "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "wrote 10 frames (360x640, upright) to \(out)/\n")
            #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
            let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            #expect(names == (0..<10).map { String(format: "frame-%05d.ppm", $0) } + ["frames.json"])
            let manifest = try manifest(in: out)
            let frames = try #require(manifest["frames"] as? [[String: Any]])
            #expect(frames.count == 10)
            #expect(frames[3]["file"] as? String == "frame-00003.ppm")
            #expect(frames[3]["sourceIndex"] as? Int == 3)
            #expect(abs((frames[3]["time"] as? Double ?? -1) - 0.3) < 1e-9)
            #expect(frames[3]["width"] as? Int == 360 && frames[3]["height"] as? Int == 640)
            #expect(manifest["rotation"] as? Int == 90)
            #expect(manifest["autorotate"] as? Bool == true)
            #expect(manifest["aperture"] as? String == "clean")
            let header = try Data(contentsOf: URL(fileURLWithPath: out + "/frame-00000.ppm")).prefix(15)
            #expect(String(decoding: header, as: UTF8.self) == "P6\n360 640\n255\n")
        }
    }

    /// `frames.json` records the `--aperture` mode, and the frames it lists have that mode's size (issue 26).
    @Test(arguments: [("clean", 480, 270), ("production", 640, 360), ("encoded", 640, 360)])
    func theManifestRecordsTheApertureMode(mode: String, width: Int, height: Int) throws {
        try TemporaryFolder.with("frames") { folder in
            let out = folder.path
            let result = try runPivot([
                "frames", Fixture.path("edge/clap-480x270.mov"), "--out", out, "--at", "0", "--aperture", mode,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let manifest = try manifest(in: out)
            #expect(manifest["aperture"] as? String == mode)
            let frames = try #require(manifest["frames"] as? [[String: Any]])
            #expect(frames.first?["width"] as? Int == width && frames.first?["height"] as? Int == height)
        }
    }

    /// `--format png` (issue 13): the same pixels as the PPM frames, read back by ffmpeg; the files together no
    /// more than 5 % larger than what `ffmpeg -f image2 %05d.png` writes with its default PNG settings (issue 16).
    @Test func pngFramesEqualPPMFramesAndStayWithinFivePercentOfFFmpegsBytes() throws {
        try TemporaryFolder.with("frames") { folder in
            let clip = Fixture.path("codec-h264.mov")
            let ppm = folder.appendingPathComponent("ppm").path
            let png = folder.appendingPathComponent("png").path
            let reference = folder.appendingPathComponent("ffmpeg").path
            #expect(try runPivot(["frames", clip, "--out", ppm]).status == 0)
            let result = try runPivot(["frames", clip, "--out", png, "--format", "png"])
            #expect(result.status == 0, "\(result.stderr)")
            let count = try #require(try manifest(in: ppm)["frames"] as? [Any]).count
            let names = (0..<count).map { String(format: "frame-%05d.png", $0) }
            let listed = try #require(try manifest(in: png)["frames"] as? [[String: Any]]).map { $0["file"] as? String }
            #expect(listed == names)

            let decoded = folder.appendingPathComponent("decoded.rgb").path
            let read = try Subprocess.run(
                "ffmpeg",
                [
                    "-nostdin", "-v", "error", "-i", png + "/frame-%05d.png", "-f", "rawvideo", "-pix_fmt", "rgb24",
                    decoded,
                ])
            try #require(read.status == 0, "\(read.stderr)")
            var pixels = Data()
            for index in 0..<count {
                let file = try Data(contentsOf: URL(fileURLWithPath: ppm + String(format: "/frame-%05d.ppm", index)))
                let image = try #require(PPM.decode(file))
                pixels.append(contentsOf: image.pixels)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: decoded)) == pixels, "PNG pixels equal the PPM pixels")

            try FileManager.default.createDirectory(atPath: reference, withIntermediateDirectories: true)
            let made = try Subprocess.run(
                "ffmpeg", ["-nostdin", "-v", "error", "-i", clip, "-f", "image2", reference + "/%05d.png"])
            try #require(made.status == 0, "\(made.stderr)")
            func totalBytes(_ folder: String) throws -> Int {
                try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.reduce(0) {
                    $0 + (try FileManager.default.attributesOfItem(atPath: folder + "/" + $1)[.size] as? Int ?? 0)
                }
            }
            let ours = try totalBytes(png)
            let theirs = try totalBytes(reference)
            #expect(try FileManager.default.contentsOfDirectory(atPath: reference).count == count)
            #expect(Double(ours) <= 1.05 * Double(theirs), "\(ours) bytes vs ffmpeg's \(theirs)")
        }
    }

    @Test func everyAndSizeChooseFramesAndResize() throws {
        try TemporaryFolder.with("frames") { folder in
            let result = try runPivot([
                "frames", Fixture.path("codec-h264.mov"), "--out", folder.path, "--every", "4", "--size", "64x36",
            ])
            #expect(result.status == 0)
            #expect(result.stdout == "wrote 3 frames (64x36, upright) to \(folder.path)/\n")
            let frames = try #require(try manifest(in: folder.path)["frames"] as? [[String: Any]])
            #expect(frames.map { $0["sourceIndex"] as? Int } == [0, 4, 8])
        }
    }

    @Test func atWritesTheFramesAtThoseTimes() throws {
        try TemporaryFolder.with("frames") { folder in
            let result = try runPivot(["frames", Fixture.path("ar-16x9.mov"), "--out", folder.path, "--at", "1.0,0.5"])
            #expect(result.status == 0)
            let frames = try #require(try manifest(in: folder.path)["frames"] as? [[String: Any]])
            #expect(frames.map { $0["sourceIndex"] as? Int } == [30, 15])
        }
    }

    @Test func refusesToOverwriteBeforeDecoding() throws {
        try TemporaryFolder.with("frames") { folder in
            let existing = folder.appendingPathComponent("frame-00004.ppm")
            try Data("mine".utf8).write(to: existing)
            let result = try runPivot(["frames", Fixture.path("codec-h264.mov"), "--out", folder.path])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("pivot: \(existing.path): "), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(try Data(contentsOf: existing) == Data("mine".utf8))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame-00004.ppm"],
                "failed fast: nothing written")
            let again = try runPivot(["frames", Fixture.path("codec-h264.mov"), "--out", folder.path, "--overwrite"])
            #expect(again.status == 0)
        }
    }

    @Test func noVideoFailsWithOneLine() throws {
        try TemporaryFolder.with("frames") { folder in
            let clip = Fixture.path("broken/audio-only.mov")
            let result = try runPivot(["frames", clip, "--out", folder.path])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("pivot: \(clip): "))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func truncatedClipWritesWhatExistsAndWarns() throws {
        try TemporaryFolder.with("frames") { folder in
            let clip = Fixture.path("broken/truncated-with-index.mov")
            let result = try runPivot(["frames", clip, "--out", folder.path, "--quiet", "--size", "32x18"])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("pivot: warning: \(clip): file is truncated"), "\(result.stderr)")
            let warnings = try #require(try manifest(in: folder.path)["warnings"] as? [String])
            #expect(warnings.first?.hasPrefix("file is truncated") == true, "\(warnings)")
            let frames = try #require(try manifest(in: folder.path)["frames"] as? [[String: Any]])
            #expect(frames.count == 12)
        }
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try runPivot(["frames", "clip.mov", "--out", "x", "--every", "0"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--every"))
        let missing = try runPivot(["frames"])
        #expect(missing.status == 2)
    }

    @Test func parsesColourOptions() throws {
        let command = try FramesCommand.parse([
            "clip.mov", "--out", "d", "--tonemap", "none", "--assume-colorspace", "bt709",
        ])
        #expect(command.color.options == ColorOptions(toneMapping: .none, assumedMatrix: .bt709))
        #expect(try FramesCommand.parse(["clip.mov", "--out", "d"]).color.options == ColorOptions())
        #expect(throws: (any Error).self) { try FramesCommand.parse(["c.mov", "--out", "d", "--tonemap", "x"]) }
    }

    @Test func manifestSaysWhichColoursWereUsedAndAssumed() throws {
        try TemporaryFolder.with("frames") { folder in
            let hdr = folder.appendingPathComponent("hdr").path
            _ = try runPivot(["frames", Fixture.path("colour-pq-patches.mov"), "--out", hdr, "--quiet"])
            let hdrColor = try #require(try manifest(in: hdr)["color"] as? [String: Any])
            #expect(hdrColor["transfer"] as? String == "smpte2084" && hdrColor["conversion"] as? String == "pq")
            #expect((hdrColor["assumed"] as? [String])?.isEmpty == true)
            // No mastering or content light metadata: the PQ peak is assumed (issue 26).
            let peak = try #require(hdrColor["peak"] as? [String: Any])
            #expect(peak["luminance"] as? Double == 1000 && peak["source"] as? String == "assumed")

            let untagged = folder.appendingPathComponent("untagged").path
            _ = try runPivot([
                "frames", Fixture.path("codec-h264.mov"), "--out", untagged, "--quiet", "--assume-colorspace", "bt709",
            ])
            let color = try #require(try manifest(in: untagged)["color"] as? [String: Any])
            #expect(color["matrix"] as? String == "bt709" && color["conversion"] as? String == "none")
            #expect(color["assumed"] as? [String] == ["matrix", "range", "primaries", "transfer"])
            #expect(color["peak"] is NSNull)
        }
    }

    @Test func helpListsTheOptions() throws {
        let result = try runPivot(["frames", "--help"])
        #expect(result.status == 0)
        for option in ["--out", "--every", "--size", "--at", "--no-autorotate", "--overwrite", "--quiet", "--threads"] {
            #expect(result.stdout.contains(option), "\(option)")
        }
        #expect(!result.stdout.contains("decode-only"), "the benchmark flag stays hidden")
    }
}

// MARK: - Helpers

private struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The package root, found by walking up from this file to the folder holding Package.swift.
private let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        url.deleteLastPathComponent()
    }
    return url
}()

private func runPivot(_ arguments: [String]) throws -> RunResult {
    let result = try Subprocess.run(packageRoot.appendingPathComponent(".build/debug/pivot").path, arguments)
    return RunResult(status: result.status, stdout: result.output, stderr: result.stderr)
}

private func manifest(in folder: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/frames.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}
