import Foundation
import Pixels
import Snapshot
import TestSupport
import Testing

/// Record, then verify: the files written are read back with ffmpeg, independently of Pivot's PNG decoder.
struct SnapshotStoreTests {
    let image = TestImages.gradient()

    func stores(
        in folder: URL, tolerance: ImageTolerance = .exact
    ) throws -> (record: SnapshotStore, verify: SnapshotStore) {
        let references = folder.appendingPathComponent("refs")
        let failures = folder.appendingPathComponent("failures")
        let hint = "run again with --record refs"
        return (
            try SnapshotStore(mode: .record, references: references, failures: failures, recordHint: hint),
            try SnapshotStore(
                mode: .verify, references: references, failures: failures, tolerance: tolerance, recordHint: hint)
        )
    }

    /// The PNG at `url` as ffmpeg decodes it.
    func ffmpegDecode(_ url: URL) throws -> RGBImage {
        let ppm = url.deletingPathExtension().appendingPathExtension("ppm")
        let result = try Subprocess.run("ffmpeg", ["-v", "error", "-i", url.path, "-pix_fmt", "rgb24", "-y", ppm.path])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(PPM.decode(try Data(contentsOf: ppm)))
    }

    @Test func recordThenVerifyPasses() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (record, verify) = try stores(in: folder)
        #expect(try record.check(image, named: "play/frame-0001.png", group: "play").outcome == .recorded)
        #expect(try ffmpegDecode(folder.appendingPathComponent("refs/play/frame-0001.png")) == image)
        #expect(try verify.check(image, named: "play/frame-0001.png", group: "play").outcome == .passed)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("failures").path))
    }

    @Test func onePixelChangeFailsAndLeavesATriptych() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (record, verify) = try stores(in: folder)
        _ = try record.check(image, named: "frame.png", group: "play")
        let changed = TestImages.changing(image, x: 12, y: 7, to: .white)
        let result = try verify.check(changed, named: "frame.png", group: "play")
        let message = try #require(result.failureMessage)
        let triptychURL = folder.appendingPathComponent("failures/frame.png")
        #expect(message.contains("1 of 1200 pixels differ"))
        #expect(message.contains(triptychURL.path))
        let triptych = try ffmpegDecode(triptychURL)
        let differenceLeft = 2 * (image.width + Triptych.gap)
        #expect(triptych[12, 7] == image[12, 7], "reference panel")
        #expect(triptych[image.width + Triptych.gap + 12, 7] == .white, "actual panel")
        #expect(triptych[differenceLeft + 12, 7] == Triptych.highlight, "difference panel")
        #expect(triptych[differenceLeft + 13, 7] != Triptych.highlight)
    }

    @Test func changeInsideTheTolerancePasses() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (record, verify) = try stores(in: folder, tolerance: .init(perceptualPrecision: 0.98))
        _ = try record.check(image, named: "frame.png", group: "play")
        let original = image[12, 7]
        let nudged = RGBImage.Pixel(red: original.red + 1, green: original.green + 1, blue: original.blue)
        let result = try verify.check(
            TestImages.changing(image, x: 12, y: 7, to: nudged), named: "frame.png", group: "play")
        #expect(result.outcome == .passed)
    }

    @Test func missingReferenceFailsSayingHowToRecord() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, verify) = try stores(in: folder)
        let message = try #require(try verify.check(image, named: "frame.png", group: "play").failureMessage)
        #expect(message.contains("no reference at"))
        #expect(message.contains("--record refs"))
        let textMessage = try #require(try verify.check("x\n", named: "a.txt", group: "simulate").failureMessage)
        #expect(textMessage.contains("--record refs"))
    }

    @Test func changedTextFailsWithAUnifiedDiff() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (record, verify) = try stores(in: folder)
        _ = try record.check("step 1\nviewWillTransition\nstep 2\n", named: "rotate.txt", group: "simulate")
        #expect(
            try verify.check("step 1\nviewWillTransition\nstep 2\n", named: "rotate.txt", group: "simulate").outcome
                == .passed)
        let result = try verify.check("step 1\nviewDidAppear\nstep 2\n", named: "rotate.txt", group: "simulate")
        let message = try #require(result.failureMessage)
        #expect(message.contains("-viewWillTransition\n+viewDidAppear\n"))
        let diff = try String(contentsOf: folder.appendingPathComponent("failures/rotate.txt.diff"), encoding: .utf8)
        #expect(diff.hasSuffix("@@ -1,3 +1,3 @@\n step 1\n-viewWillTransition\n+viewDidAppear\n step 2\n"))
        let actual = try String(contentsOf: folder.appendingPathComponent("failures/rotate.txt"), encoding: .utf8)
        #expect(actual == "step 1\nviewDidAppear\nstep 2\n")
    }

    @Test(arguments: ["refs", "refs/failures", "refs/./x/.."])
    func failuresInsideTheReferencesAreRefused(failures: String) throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: SnapshotError.self) {
            try SnapshotStore(
                mode: .verify, references: folder.appendingPathComponent("refs"),
                failures: folder.appendingPathComponent(failures), recordHint: "")
        }
        #expect(throws: Never.self) {
            try SnapshotStore(
                mode: .verify, references: folder.appendingPathComponent("refs"),
                failures: folder.appendingPathComponent("refs-failures"), recordHint: "")
        }
    }
}
