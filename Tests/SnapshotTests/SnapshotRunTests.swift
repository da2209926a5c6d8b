import Foundation
import Pixels
import Snapshot
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A whole verify run: results kept in order, the summary, and both reports written.
struct SnapshotRunTests {
    @Test func verifyRunSummarisesAndWritesBothReports() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs")
        let failures = folder.appendingPathComponent("failures")
        var record = SnapshotRun(
            store: try SnapshotStore(mode: .record, references: references, failures: failures, recordHint: ""))
        let image = TestImages.gradient()
        try record.check(image, named: "a.png", group: "play")
        try record.check(image, named: "b.png", group: "play")
        #expect(record.summary == "recorded 2 snapshots in \(references.path)")

        var verify = SnapshotRun(
            store: try SnapshotStore(mode: .verify, references: references, failures: failures, recordHint: ""))
        try verify.check(image, named: "a.png", group: "play")
        try verify.check(TestImages.changing(image, x: 0, y: 0, to: .white), named: "b.png", group: "play")
        try verify.check("new\n", named: "c.txt", group: "simulate")
        #expect(verify.failures.map(\.name) == ["b.png", "c.txt"])
        #expect(verify.summary.hasPrefix("2 of 3 snapshots differ from \(references.path): b.png, c.txt"))

        let junit = folder.appendingPathComponent("reports/junit.xml")
        let report = folder.appendingPathComponent("reports/html")
        try verify.writeReports(title: "pivot verify", reportFolder: report, junitFile: junit)
        let document = try XMLDocument(contentsOf: junit)
        let cases = try #require(document.rootElement()).elements(forName: "testsuite").flatMap {
            $0.elements(forName: "testcase")
        }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a.png", "b.png", "c.txt"])
        #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1, 1])
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("2 failed, 1 passed"))
    }
}

/// Files a command wrote, checked by name: PPM frames against PNG references, other files as text.
struct SnapshotRunFilesTests {
    @Test func ppmFramesBecomePNGReferencesAndTextStaysText() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let image = TestImages.gradient()
        try Data(PPM.encode(image)).write(to: output.appendingPathComponent("frame-00000.ppm"))
        try Data("log\n".utf8).write(to: output.appendingPathComponent("events.txt"))
        let references = folder.appendingPathComponent("refs")
        let failures = folder.appendingPathComponent("failures")
        let names = ["frame-00000.ppm", "events.txt"]

        var record = SnapshotRun(
            store: try SnapshotStore(mode: .record, references: references, failures: failures, recordHint: ""))
        try record.checkFiles(names, in: output, group: "play")
        let recorded = try FileManager.default.contentsOfDirectory(atPath: references.path).sorted()
        #expect(recorded == ["events.txt", "frame-00000.png"])
        #expect(
            try PNGDecoder.decode([UInt8](Data(contentsOf: references.appendingPathComponent("frame-00000.png"))))
                == image)

        try Data(PPM.encode(TestImages.changing(image, x: 1, y: 1, to: .white))).write(
            to: output.appendingPathComponent("frame-00000.ppm"))
        var verify = SnapshotRun(
            store: try SnapshotStore(mode: .verify, references: references, failures: failures, recordHint: ""))
        try verify.checkFiles(names, in: output, group: "play")
        #expect(verify.failures.map(\.name) == ["frame-00000.png"])
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("frame-00000.png").path))
    }
}
