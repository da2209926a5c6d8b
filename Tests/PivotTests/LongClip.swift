import Foundation
import TestSupport
import Testing

/// A clip long enough to be signalled mid-run, shared by the signal tests.
enum LongClip {
    /// Runs `body` with a generated 900-frame clip (far more than a command writes in the moment between its first
    /// frames and the signal) and an output folder beside it, both removed afterwards.
    static func with(_ body: (_ clip: String, _ out: URL) throws -> Void) throws {
        let folder = try TemporaryFolder.make("signal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("long.mov").path
        let generated = try Subprocess.run(
            "ffmpeg",
            [
                "-nostdin", "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30", "-t", "30", "-c:v",
                "mjpeg", "-q:v", "20", clip,
            ])
        try #require(generated.status == 0, "\(generated.stderr)")
        try body(clip, folder.appendingPathComponent("out"))
    }
}
