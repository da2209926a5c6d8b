import Foundation
import TestSupport
import Testing
import Video

/// `pivot play --video`, `--view` and the terminal preview, as a user runs them.
struct PlayVideoTests {
    static let arguments = [
        "play", "Media/codec-h264.mov", "--device", "iphone-se-3", "--device-orientation", "landscapeRight",
        "--rotate", "0.3:portrait", "--scale", "1",
    ]

    @Test func theVideoMatchesTheDeviceViewFramesOfTheSameRun() throws {
        try TemporaryFolder.with("play-video") { folder in
            let out = folder.appendingPathComponent("frames").path
            let video = folder.appendingPathComponent("run.mp4").path
            let result = try Subprocess.pivot(
                Self.arguments + ["--out", out, "--video", video, "--view", "device", "--format", "png", "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            let first = try #require(try FFprobe.videoStream(out + "/frame-00000.png"))
            let stream = try #require(try FFprobe.videoStream(video, countFrames: true))
            #expect(stream.width == first.width && stream.height == first.height && stream.width == stream.height)
            #expect(stream.rFrameRate == "10/1" && stream.nbReadFrames == "10")
            for index in 0..<10 {
                let frame = try #require(try FFprobe.videoStream(out + String(format: "/frame-%05d.png", index)))
                #expect(frame.width == first.width && frame.height == first.height, "one canvas for every frame")
            }
            let psnr = try PSNR.average(video: video, pictures: out + "/frame-%05d.png", rate: "10")
            #expect(psnr.decibels >= 40 && psnr.frames == 10, "\(psnr)")
        }
    }

    @Test func aVideoAloneIsWrittenWithItsManifestBesideIt() throws {
        try TemporaryFolder.with("play-video") { folder in
            let video = folder.appendingPathComponent("run.mov").path
            let result = try Subprocess.pivot(Self.arguments + ["--video", video, "--view", "interface", "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "run.mov", "run.mov.json",
                ])
            let stream = try #require(try FFprobe.videoStream(video, countFrames: true))
            #expect(stream.width == 668 && stream.height == 668, "the longest side, even, centred interface frames")
            #expect(stream.nbReadFrames == "10")
        }
    }

    /// The video is encoded on a second thread; a write that fails there (here: the file-size limit, `ulimit -f`,
    /// with SIGXFSZ ignored so `write` returns EFBIG) still ends the run with status 1 and one line naming the
    /// video, and leaves neither the video, a temporary file nor its manifest.
    @Test func aFailedVideoWriteExitsOneAndLeavesNoFile() throws {
        try TemporaryFolder.with("play-video") { folder in
            let video = folder.appendingPathComponent("run.mp4").path
            let limited = #"trap "" XFSZ; ulimit -f 16; exec "$0" "$@""#
            let result = try Subprocess.run(
                "bash",
                ["-c", limited, Subprocess.pivotExecutable.path] + Self.arguments + [
                    "--video", video, "--view", "device", "--quiet",
                ])
            #expect(result.status == 1, "\(result.stderr)")
            let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("pivot:") }
            #expect(lines.count == 1 && lines[0].contains(video), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test func withoutOutOrVideoNothingRuns() throws {
        let result = try Subprocess.pivot(["play", "Media/codec-h264.mov"])
        #expect(result.status == 2, "a usage error")
        #expect(result.stderr.contains("give --out DIR, --video FILE"))
    }

    @Test func theTerminalShowsTheFrameAsItRendersAndPipesGetNone() throws {
        try TemporaryFolder.with("play-preview") { folder in
            // `script` runs pivot on a pseudo-terminal and copies everything the terminal received to stdout.
            let command =
                ([Subprocess.pivotExecutable.path] + Self.arguments + ["--out", folder.path + "/a", "--fps", "2"])
                .joined(separator: " ")
            let terminal = try Subprocess.run("script", ["-q", "-e", "-c", command, "/dev/null"])
            #expect(terminal.status == 0, "\(terminal.stderr)")
            let screen = terminal.output
            #expect(screen.contains("frame 1/2  t=0.00  landscapeLeft"), "the status line: \(screen)")
            #expect(screen.contains("\u{1B}[38;2;") && screen.contains("\u{1B}[48;2;") && screen.contains("▀"))
            #expect(screen.contains("\u{1B}[J"), "the preview is erased before the summary")
            #expect(screen.contains("wrote 2 frames"))

            let piped = try Subprocess.pivot(Self.arguments + ["--out", folder.path + "/b", "--fps", "2"])
            #expect(!piped.output.contains("▀") && !piped.output.contains("\u{1B}["), "no preview into a pipe")
            let off = try Subprocess.run(
                "script",
                ["-q", "-e", "-c", command.replacingOccurrences(of: "/a ", with: "/c ") + " --no-preview", "/dev/null"])
            #expect(off.status == 0 && !off.output.contains("▀"), "--no-preview")
        }
    }
}
