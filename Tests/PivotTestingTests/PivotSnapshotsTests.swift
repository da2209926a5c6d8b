import Foundation
import PivotTesting
import Pixels
import Snapshot
import TestSupport
import Testing
import Video

/// The helpers inside a real Swift Testing test: a failure must be recorded as an issue naming the frames.
struct PivotSnapshotsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-testing-\(UUID())")

    func snapshots(record: Bool, tolerance: ImageTolerance = .exact) -> PivotSnapshots {
        PivotSnapshots(
            references: folder.appendingPathComponent("refs"), failures: folder.appendingPathComponent("failures"),
            tolerance: tolerance, record: record)
    }

    static func frame(_ fill: RGBImage.Pixel) -> RGBImage { RGBImage(width: 16, height: 12, fill: fill) }
    static let grey = RGBImage.Pixel(red: 100, green: 110, blue: 120)

    @Test func recordThenVerifyPasses() {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            snapshots(record: true).verify(frames: [("a.png", Self.frame(.white)), ("b.png", Self.frame(Self.grey))]))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/b.png").path))
        #expect(
            snapshots(record: false).verify(frames: [("a.png", Self.frame(.white)), ("b.png", Self.frame(Self.grey))]))
    }

    @Test func mismatchFailsNamingTheFramesAndLeavesTriptychs() {
        defer { try? FileManager.default.removeItem(at: folder) }
        snapshots(record: true).verify(frames: [("a.png", Self.frame(.white)), ("b.png", Self.frame(Self.grey))])
        var changed = Self.frame(Self.grey)
        changed[3, 4] = .black
        withKnownIssue {
            let passed = snapshots(record: false).verify(frames: [("a.png", Self.frame(.white)), ("b.png", changed)])
            #expect(!passed)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("1 snapshot differ: b.png") && !text.contains("a.png")
        }
        let triptych = folder.appendingPathComponent("failures/b.png").path
        #expect(FileManager.default.fileExists(atPath: triptych))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("failures/a.png").path))
    }

    @Test func changeInsideTheTolerancePasses() {
        defer { try? FileManager.default.removeItem(at: folder) }
        snapshots(record: true).verify(Self.frame(Self.grey), named: "a.png")
        var nudged = Self.frame(Self.grey)
        nudged[0, 0] = RGBImage.Pixel(red: 101, green: 110, blue: 120)
        #expect(snapshots(record: false, tolerance: .init(perceptualPrecision: 0.98)).verify(nudged, named: "a.png"))
    }

    @Test func missingReferenceFailsSayingHowToRecord() {
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            snapshots(record: false).verify(Self.frame(.white), named: "new.png")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("PIVOT_RECORD=1")
        }
    }

    @Test func changedEventLogFailsWithItsDiff() {
        defer { try? FileManager.default.removeItem(at: folder) }
        snapshots(record: true).verify(text: "rotate\nviewWillTransition\n", named: "log.txt")
        withKnownIssue {
            snapshots(record: false).verify(text: "rotate\nviewDidAppear\n", named: "log.txt")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("-viewWillTransition\n+viewDidAppear")
        }
    }

    @Test func clipScreensRecordThenVerifyOnePerOrientation() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = Fixture.path("corners-black-white.mov")
        #expect(try snapshots(record: true).verify(clip: clip, devices: ["iphone-15"], at: 0.5))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path)
        #expect(
            names.sorted() == ["iphone-15-landscapeLeft.png", "iphone-15-landscapeRight.png", "iphone-15-portrait.png"])
        #expect(try snapshots(record: false).verify(clip: clip, devices: ["iphone-15"], at: 0.5))
        try withKnownIssue {
            _ = try snapshots(record: false).verify(clip: Fixture.path("solid-white.mov"), devices: ["iphone-15"])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("3 snapshots differ: iphone-15-portrait.png")
        }
    }

    @Test func scenarioReportRecordThenVerify() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": "landscapeLeft"}]}"#
        #expect(try snapshots(record: true).verify(scenario: json, named: "s.txt"))
        #expect(try snapshots(record: false).verify(scenario: json, named: "s.txt"))
        let turned = json.replacingOccurrences(of: "landscapeLeft", with: "landscapeRight")
        try withKnownIssue {
            _ = try snapshots(record: false).verify(scenario: turned, named: "s.txt")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("+step 1  rotate landscapeRight")
        }
    }

    @Test func referencesDefaultToSnapshotsBesideTheTestFile() {
        let defaults = PivotSnapshots(record: false)
        #expect(defaults.references.path.hasSuffix("Tests/PivotTestingTests/__Snapshots__/PivotSnapshotsTests"))
    }
}
