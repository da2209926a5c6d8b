import Foundation
import TestSupport
import Testing

/// Input a user can write that once crashed (a Swift trap, exit 132), hung, or reached a user's file: each now
/// ends promptly with one `pivot: …` line and a documented status (docs/limits.md).
struct HostileInputTests {
    /// Runs pivot with a time limit, so a hang fails the test instead of stalling the suite.
    private func pivot(_ arguments: [String]) throws -> ProcessResult {
        let result = try Subprocess.pivot(arguments, timeLimit: .seconds(60))
        #expect(!result.timedOut, "pivot \(arguments.joined(separator: " ")) hung")
        return result
    }

    /// Expects `result` to have failed with `status` and one line of stderr that starts with `pivot: `.
    private func expectOneLineFailure(_ result: ProcessResult, status: Int32, containing text: String = "") {
        #expect(result.status == status, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pivot: "), "\(result.stderr)")
        #expect(result.stderr.contains(text), "\(result.stderr)")
    }

    private func write(_ text: String, to folder: URL, as name: String = "scenario.json") throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    // MARK: - Crashes

    /// A controller id longer than the canvas is wide once made the label's glyphs run off the canvas and trap
    /// (33 characters on an iPhone at 1×, 120 on an iPad).
    @Test(arguments: [("iphone-15", 40), ("ipad-pro-11", 130)])
    func aLongControllerIdIsClippedToTheCanvas(device: String, length: Int) throws {
        try TemporaryFolder.with("hostile") { folder in
            let id = String(repeating: "w", count: length)
            let scenario = try write(
                #"{"device": "\#(device)", "root": {"id": "\#(id)"}, "steps": [{"wait": 0.1}]}"#, to: folder)
            let result = try pivot([
                "simulate", scenario, "--render", folder.appendingPathComponent("out").path, "--scale", "1",
                "--fps", "10", "--no-preview", "--quiet",
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test func aLoneSurrogateInAnIdIsASyntaxError() throws {
        try TemporaryFolder.with("hostile") { folder in
            let scenario = try write(#"{"device": "iphone-15", "root": {"id": "a\uD800\u0041"}}"#, to: folder)
            expectOneLineFailure(try pivot(["simulate", scenario]), status: 1, containing: "surrogate")
        }
    }

    /// Waits beyond the documented 24 hours once trapped: in the text report's clock (`1e16`, plain simulate),
    /// the render's frame count (`1e300`) and its disk estimate (`1e15`).
    @Test(arguments: [
        ("1e16", false), ("1e300", false), ("1e15", true), ("1e300", true),
    ])
    func aWaitBeyondTheLimitIsRefused(seconds: String, render: Bool) throws {
        try TemporaryFolder.with("hostile") { folder in
            let scenario = try write(
                #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"wait": \#(seconds)}, {"rotate": "landscapeLeft"}]}"#,
                to: folder)
            let extra = render ? ["--render", folder.appendingPathComponent("out").path, "--no-preview"] : []
            expectOneLineFailure(try pivot(["simulate", scenario] + extra), status: 1, containing: "86400 s")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    /// `--fps` below 1/1000 once reached the video encoder as a rate of 0 and trapped.
    @Test func aFrameRateBelowTheLimitIsAUsageError() throws {
        try TemporaryFolder.with("hostile") { folder in
            let result = try pivot([
                "play", Fixture.path("rot-p90.mov"), "--video", folder.appendingPathComponent("run.mp4").path,
                "--fps", "0.0005", "--no-preview",
            ])
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("pivot: "), "\(result.stderr)")
        }
    }

    /// A seek beyond the documented longest clip once overflowed the decoder's timestamp and trapped.
    @Test func aSeekBeyondTheLimitIsAUsageError() throws {
        try TemporaryFolder.with("hostile") { folder in
            let result = try pivot(["frames", Fixture.path("rot-p90.mov"), "--at", "1e15", "--out", folder.path])
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("pivot: "), "\(result.stderr)")
        }
    }

    // MARK: - Hangs

    /// A FIFO (or a device) given as a scenario or a clip once blocked forever in `open`, deaf to SIGTERM.
    @Test(arguments: ["simulate", "play", "frames", "inspect", "matrix"])
    func aFIFOIsRefusedBeforeOpening(command: String) throws {
        try TemporaryFolder.with("hostile") { folder in
            let fifo = folder.appendingPathComponent("input.mov").path
            try #require(mkfifo(fifo, 0o600) == 0)
            var arguments = [command, fifo]
            if command != "simulate" && command != "inspect" {
                arguments += ["--out", folder.appendingPathComponent("out").path]
            }
            expectOneLineFailure(try pivot(arguments), status: 1, containing: "\(fifo): not a regular file")
        }
    }

    @Test func aClipThatIsAFIFOInsideAScenarioIsRefused() throws {
        try TemporaryFolder.with("hostile") { folder in
            try #require(mkfifo(folder.appendingPathComponent("clip.mov").path, 0o600) == 0)
            let scenario = try write(
                #"{"device": "iphone-15", "root": {"id": "p", "kind": "player", "clip": "clip.mov"}}"#, to: folder)
            expectOneLineFailure(try pivot(["simulate", scenario]), status: 1, containing: "not a regular file")
        }
    }

    /// `/dev/zero` as a scenario once grew past 3.5 GB in 5 s.
    @Test func aDeviceAsTheScenarioIsRefused() throws {
        expectOneLineFailure(try pivot(["simulate", "/dev/zero"]), status: 1, containing: "not a regular file")
    }

    // MARK: - User files

    /// `--overwrite` removes only what a Pivot manifest lists under Pivot's own file names.
    @Test func overwriteKeepsAFileThatAForeignManifestNames() throws {
        try TemporaryFolder.with("hostile") { folder in
            let thesis = folder.appendingPathComponent("thesis.docx")
            try Data("chapter 1".utf8).write(to: thesis)
            _ = try write(#"{"x": {"file": "thesis.docx"}}"#, to: folder, as: "manifest.json")
            let result = try pivot([
                "play", Fixture.path("rot-p90.mov"), "--out", folder.path, "--overwrite", "--quiet", "--no-preview",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: thesis) == Data("chapter 1".utf8))
        }
    }

    @Test func overwriteKeepsAUserFileListedInAPivotManifest() throws {
        try TemporaryFolder.with("hostile") { folder in
            let first = try pivot(["frames", Fixture.path("rot-p90.mov"), "--out", folder.path, "--quiet"])
            try #require(first.status == 0, "\(first.stderr)")
            let manifestURL = folder.appendingPathComponent("frames.json")
            var manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
            var frames = try #require(manifest["frames"] as? [[String: Any]])
            frames.append(["file": "notes.txt"])
            manifest["frames"] = frames
            try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
            let notes = folder.appendingPathComponent("notes.txt")
            try Data("mine".utf8).write(to: notes)
            let again = try pivot([
                "frames", Fixture.path("rot-p90.mov"), "--out", folder.path, "--every", "4", "--overwrite", "--quiet",
            ])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(try Data(contentsOf: notes) == Data("mine".utf8))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame-00003.ppm").path))
        }
    }

    /// Records references of `clip` into `folder/refs` and returns the folder's path.
    private func record(_ clip: String, in folder: URL) throws -> String {
        let references = folder.appendingPathComponent("refs").path
        let recorded = try pivot(["play", clip, "--record", references, "--quiet", "--no-preview"])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        return references
    }

    /// `--failures` reached through a symlink into the references folder once wrote triptychs over references.
    @Test func failuresThroughASymlinkIntoTheReferencesAreRefused() throws {
        try TemporaryFolder.with("hostile") { folder in
            let references = try record(Fixture.path("rot-p90.mov"), in: folder)
            let link = folder.appendingPathComponent("evidence").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: references)
            let before = try FileManager.default.contentsOfDirectory(atPath: references).sorted()
            let result = try pivot([
                "play", Fixture.path("rot-180.mov"), "--verify", references, "--failures", link, "--no-preview",
            ])
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("inside the references folder"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: references).sorted() == before)
        }
    }

    @Test(arguments: ["--junit", "--report"])
    func anExistingReportIsKeptWithoutOverwrite(option: String) throws {
        try verifyOverExistingReport(option: option, extra: []) { result, existing throws in
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.contains("pivot: \(existing.path): already exists"), "\(result.stderr)")
            #expect(try Data(contentsOf: existing) == Data("mine".utf8))
        }
    }

    @Test(arguments: ["--junit", "--report"])
    func anExistingReportIsReplacedWithOverwrite(option: String) throws {
        try verifyOverExistingReport(option: option, extra: ["--overwrite"]) { result, existing throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: existing) != Data("mine".utf8))
        }
    }

    /// Runs `play --verify` with `option` naming a report that already holds the user's file, then `check`s the
    /// result and that file.
    private func verifyOverExistingReport(
        option: String, extra: [String], check: (ProcessResult, URL) throws -> Void
    ) throws {
        try TemporaryFolder.with("hostile") { folder in
            let references = try record(Fixture.path("rot-p90.mov"), in: folder)
            let target = folder.appendingPathComponent("report")
            let existing = option == "--junit" ? target : target.appendingPathComponent("index.html")
            try FileManager.default.createDirectory(
                at: existing.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: existing)
            let result = try pivot(
                ["play", Fixture.path("rot-p90.mov"), "--verify", references, option, target.path, "--no-preview"]
                    + extra)
            try check(result, existing)
        }
    }

    /// A reference PNG whose header claims 16000×16000 pixels is refused from its header, before FFmpeg inflates
    /// it (a 775 KB zlib bomb once took 3.1 GB and 14 s).
    @Test func aReferenceClaimingTooManyPixelsIsRefusedFromItsHeader() throws {
        try TemporaryFolder.with("hostile") { folder in
            let references = try record(Fixture.path("rot-p90.mov"), in: folder)
            let bomb = PNGHeader.bytes(width: 16000, height: 16000)
            try Data(bomb).write(to: URL(fileURLWithPath: references).appendingPathComponent("frame-00000.png"))
            let result = try pivot(["play", Fixture.path("rot-p90.mov"), "--verify", references, "--no-preview"])
            expectOneLineFailure(result, status: 1, containing: "16000x16000 exceeds the limit")
        }
    }

    /// A reference that is not a PNG is reported like every other error, `pivot: …`, not as argument-parser's
    /// `Error: …`.
    @Test func anUnreadableReferenceIsReportedWithThePivotPrefix() throws {
        try TemporaryFolder.with("hostile") { folder in
            let references = try record(Fixture.path("rot-p90.mov"), in: folder)
            try Data("garbage".utf8).write(
                to: URL(fileURLWithPath: references).appendingPathComponent("frame-00000.png"))
            let result = try pivot(["play", Fixture.path("rot-p90.mov"), "--verify", references, "--no-preview"])
            expectOneLineFailure(result, status: 1, containing: "frame-00000.png")
        }
    }
}

/// The first bytes of a PNG file: its signature and an IHDR chunk declaring an 8-bit RGB picture.
enum PNGHeader {
    static func bytes(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let body = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + body
            + bigEndian(UInt32(truncatingIfNeeded: crc32(body))) + bigEndian(0) + Array("IEND".utf8)
            + bigEndian(0xAE42_6082)
    }

    /// PNG's CRC-32 (ISO 3309) of `bytes`.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
