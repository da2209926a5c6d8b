import Foundation
import Pixels
import TestSupport
import Testing

/// Ctrl-C (and SIGTERM, SIGHUP) during `pivot frames`, `pivot play` and `pivot matrix`: the run stops promptly with status 128 + signal, every frame file is
/// whole, the manifest lists exactly the frames written, and no temporary file is left. A SIGKILL leaves only
/// whole files under real names, and the next run removes the temporary file it left.
@Suite(.serialized)
struct InterruptTests {
    @Test func framesStopsOnSIGINTWithAManifestOfWhatWasWritten() throws {
        try checkInterrupted(command: "frames", manifest: "frames.json")
    }

    /// PNG frames are encoded on several threads; the ones queued when the signal comes are still written whole
    /// and in order, and the manifest lists exactly them.
    @Test func framesAsPNGStopsOnSIGINTWithOnlyWholeFilesInOrder() throws {
        try checkInterrupted(command: "frames", manifest: "frames.json", format: "png")
    }

    @Test func playStopsOnSIGINTWithAManifestOfWhatWasWritten() throws {
        try checkInterrupted(command: "play", manifest: "manifest.json")
    }

    /// The video, encoded on its own thread, is completed on a signal: it is playable and holds exactly the
    /// frames the manifest lists.
    @Test func playWithAVideoStopsOnSIGINTWithAPlayableVideoOfTheListedFrames() throws {
        try LongClip.with { clip, out in
            let video = out.appendingPathComponent("run.mp4")
            let stopped = try signalRun(
                ["play", clip, "--out", out.path, "--video", video.path, "--view", "interface", "--quiet"],
                after: out.appendingPathComponent("frame-00002.ppm"), signal: SIGINT, manifest: "manifest.json")
            let json = stopped.manifest
            let listed = try #require(json["frames"] as? [[String: Any]])
            let stream = try #require(try FFprobe.videoStream(video.path, countFrames: true))
            #expect(stream.nbReadFrames == String(listed.count), "the video holds the frames listed")
            #expect(listed.count >= 3 && listed.count < 900)
        }
    }

    /// What `timeout`, CI cancellation (SIGTERM) and a closed terminal (SIGHUP) send is treated as Ctrl-C, with
    /// 128 + the signal as the exit status (issue 10, defect 3).
    @Test(arguments: [("frames", "frames.json"), ("play", "manifest.json")], [SIGTERM, SIGHUP])
    func framesAndPlayStopOnTerminationSignalsAsOnSIGINT(command: (String, String), signal: Int32) throws {
        try checkInterrupted(command: command.0, manifest: command.1, signal: signal)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func matrixStopsOnASignalWithAnInterruptedManifest(signal: Int32) throws {
        try LongClip.with { clip, out in
            let stopped = try signalRun(
                ["matrix", clip, "--out", out.path, "--scale", "3", "--quiet"],
                after: out.appendingPathComponent("iphone-11-portrait.ppm"), signal: signal, manifest: "matrix.json")
            let listed = try #require(stopped.manifest["cells"] as? [[String: Any]]).compactMap {
                $0["file"] as? String
            }
            #expect(Set(listed) == Set(stopped.names.filter { $0.hasSuffix(".ppm") }))
            #expect(listed.count < 40, "stopped before the last cell")
        }
    }

    @Test func sigkillLeavesOnlyWholeFilesAndTheNextRunCleansUp() throws {
        try LongClip.with { clip, out in
            let process = try Subprocess.startPivot(
                ["frames", clip, "--out", out.path, "--quiet"],
                untilFileExists: out.appendingPathComponent("frame-00002.ppm"))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            for name in names where !name.hasPrefix(".") {
                #expect(isWholePPM(try Data(contentsOf: out.appendingPathComponent(name))), "\(name)")
            }
            #expect(names.allSatisfy { !$0.hasPrefix(".") || $0.hasPrefix(".pivot-tmp-") })
            // The next run (here one that only writes the first frame again) removes the dead run's temporary.
            let again = try Subprocess.pivot(["frames", clip, "--out", out.path, "--at", "0", "--overwrite", "--quiet"])
            #expect(again.status == 0, "\(again.stderr)")
            let after = try FileManager.default.contentsOfDirectory(atPath: out.path)
            #expect(!after.contains { $0.hasPrefix(".") }, "\(after)")
        }
    }

    private func checkInterrupted(
        command: String, manifest: String, signal: Int32 = SIGINT, format: String = "ppm"
    ) throws {
        try LongClip.with { clip, out in
            let stopped = try signalRun(
                [command, clip, "--out", out.path, "--format", format, "--quiet"],
                after: out.appendingPathComponent("frame-00002.\(format)"), signal: signal, manifest: manifest)
            #expect(stopped.secondsToStop < 5, "stops promptly")

            let frames = stopped.names.filter { $0.hasSuffix("." + format) }
            #expect(frames.count >= 3 && frames.count < 900, "\(frames.count) frames")
            #expect(frames == (0..<frames.count).map { String(format: "frame-%05d.", $0) + format })
            for name in frames {
                let data = try Data(contentsOf: out.appendingPathComponent(name))
                #expect(format == "png" ? isWholePNG(data) : isWholePPM(data), "\(name)")
            }
            let listed = try #require(stopped.manifest["frames"] as? [[String: Any]]).compactMap {
                $0["file"] as? String
            }
            #expect(listed == frames, "the manifest lists exactly the frames written")
        }
    }

    /// Starts `pivot arguments`, sends it `signal` once it has written `file`, and checks what every stopped run
    /// leaves: exit status 128 + signal, no temporary file, and a manifest marked interrupted.
    ///
    /// - Returns: The folder's file names (sorted), the manifest `manifest` as JSON, and how long the run took to
    ///   stop after the signal.
    private func signalRun(
        _ arguments: [String], after file: URL, signal: Int32, manifest: String
    ) throws -> (names: [String], manifest: [String: Any], secondsToStop: Double) {
        let process = try Subprocess.startPivot(arguments, untilFileExists: file)
        kill(process.processIdentifier, signal)
        let signalled = Date()
        process.waitUntilExit()
        let secondsToStop = Date().timeIntervalSince(signalled)
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal)
        let folder = file.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!names.contains { $0.hasPrefix(".") }, "no temporary files: \(names)")
        let data = try Data(contentsOf: folder.appendingPathComponent(manifest))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["interrupted"] as? Bool == true)
        return (names, json, secondsToStop)
    }

    /// Whether `data` starts with the PNG signature and ends with the `IEND` chunk that closes every PNG file.
    private func isWholePNG(_ data: Data) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return data.prefix(8).elementsEqual(signature) && data.suffix(12).elementsEqual(end)
    }

    /// Whether `data` is a binary PPM whose pixel data is exactly as long as its header says.
    private func isWholePPM(_ data: Data) -> Bool {
        let fields = data.prefix(32).split(
            separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0].elementsEqual("P6".utf8) else { return false }
        let size = String(decoding: fields[1], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard size.count == 2 else { return false }
        let headerLength = fields[0].count + fields[1].count + fields[2].count + 3
        return data.count == headerLength + size[0] * size[1] * 3
    }
}
