import Foundation
import TestSupport
import Testing

/// Ctrl-C during `pivot frames` and `pivot play`: the run stops promptly with status 130, every frame file is
/// whole, the manifest lists exactly the frames written, and no temporary file is left.
@Suite(.serialized)
struct InterruptTests {
    @Test func framesStopsOnSIGINTWithAManifestOfWhatWasWritten() throws {
        try checkInterrupted(command: "frames", manifest: "frames.json")
    }

    @Test func playStopsOnSIGINTWithAManifestOfWhatWasWritten() throws {
        try checkInterrupted(command: "play", manifest: "manifest.json")
    }

    private func checkInterrupted(command: String, manifest: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-sigint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 900 frames: far more than either command writes in the moment between its first frames and the signal.
        let clip = folder.appendingPathComponent("long.mov").path
        let generated = try Subprocess.run(
            "ffmpeg",
            [
                "-nostdin", "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30", "-t", "30", "-c:v",
                "mjpeg", "-q:v", "20", clip,
            ])
        try #require(generated.status == 0, "\(generated.stderr)")
        let out = folder.appendingPathComponent("out")

        let process = Process()
        process.executableURL = Subprocess.pivotExecutable
        process.arguments = [command, clip, "--out", out.path, "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let third = out.appendingPathComponent("frame-00002.ppm").path
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: third), process.isRunning, Date() < deadline {
            usleep(5_000)
        }
        try #require(process.isRunning, "\(command) ended before it could be interrupted")
        process.interrupt()
        let signalled = Date()
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(signalled) < 5, "stops promptly")
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)

        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(!names.contains { $0.hasPrefix(".") }, "no temporary files: \(names)")
        let frames = names.filter { $0.hasSuffix(".ppm") }
        #expect(frames.count >= 3 && frames.count < 900, "\(frames.count) frames")
        #expect(frames == (0..<frames.count).map { String(format: "frame-%05d.ppm", $0) })
        for name in frames {
            #expect(isWholePPM(try Data(contentsOf: out.appendingPathComponent(name))), "\(name)")
        }
        let data = try Data(contentsOf: out.appendingPathComponent(manifest))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let listed = try #require(json["frames"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        #expect(listed == frames, "the manifest lists exactly the frames written")
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
