import Foundation
import TestSupport
import Testing

/// `inspect` says whether an iPhone would play a clip (`ios_playable`, with a reason when not), and `frames` keeps
/// working and warns once (issue 26). The clips are made here with the ffmpeg CLI.
struct IOSPlayabilityTests {
    /// (file name, ffmpeg output arguments, playable, words the reason must contain)
    static let cases: [(String, [String], Bool, String?)] = [
        ("vp9.webm", ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"], false, "Matroska/WebM"),
        ("h264.mkv", ["-c:v", "libx264", "-preset", "ultrafast"], false, "Matroska/WebM"),
        ("av1.mp4", ["-c:v", "libaom-av1", "-cpu-used", "8", "-row-mt", "1"], false, "AV1"),
        ("vp9.mp4", ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"], false, "VP9"),
        ("still.mov", ["-c:v", "png", "-f", "image2", "-update", "1"], false, "still image"),
        ("h264.mov", ["-c:v", "libx264", "-preset", "ultrafast"], true, nil),
    ]

    @Test(arguments: 0..<cases.count) func inspectSaysWhetherAnIPhonePlaysIt(index: Int) throws {
        let (name, arguments, playable, reason) = Self.cases[index]
        try TemporaryFolder.with("ios") { folder in
            let clip = folder.appendingPathComponent(name).path
            let make = try Subprocess.run(
                "ffmpeg",
                ["-nostdin", "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=64x48:rate=10", "-frames:v", "3"]
                    + arguments + [clip])
            try #require(make.status == 0, "\(make.stderr)")
            let inspect = try Subprocess.pivot(["inspect", "--json", clip])
            let object = try #require(try JSONSerialization.jsonObject(with: inspect.stdout) as? [String: Any])
            #expect(object["ios_playable"] as? Bool == playable, "\(name): \(object)")
            if let reason {
                #expect((object["ios_playable_reason"] as? String)?.contains(reason) == true, "\(name): \(object)")
            } else {
                #expect(object["ios_playable_reason"] is NSNull, "\(name)")
            }
            // frames still writes the pictures and warns once.
            let frames = try Subprocess.pivot(["frames", clip, "--out", folder.appendingPathComponent("f").path])
            #expect(frames.status == 0, "\(name): \(frames.stderr)")
            let warnings = frames.stderr.components(separatedBy: "an iPhone would not play this").count - 1
            #expect(warnings == (playable ? 0 : 1), "\(name): \(frames.stderr)")
        }
    }
}
