import Foundation
import Pixels
import TestSupport
import Testing
import Video

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--record` then `--verify` on play, matrix and simulate, run as a user runs them; the triptychs and JUnit
/// files written are read back.
struct SnapshotCommandTests {
    static let black = Fixture.path("corners-black-white.mov")
    static let white = Fixture.path("corners-white-black.mov")

    func matrix(_ clip: String, _ mode: String, _ folder: URL, _ extra: [String] = []) throws -> ProcessResult {
        try Subprocess.pivot(
            [
                "matrix", clip, "--devices", "iphone-15", "--time", "0.5", mode,
                folder.appendingPathComponent("refs").path,
            ]
                + extra, currentDirectory: folder)
    }

    @Test func matrixRecordThenVerifyPassesAndAChangedPictureExitsFour() throws {
        try TemporaryFolder.with("snapcli") { (folder: URL) throws in
            let record = try matrix(Self.black, "--record", folder)
            #expect(record.status == 0, "\(record.stderr)")
            #expect(try matrix(Self.black, "--verify", folder).status == 0)

            let junit = folder.appendingPathComponent("junit.xml").path
            let failed = try matrix(Self.white, "--verify", folder, ["--junit", junit, "--report", "report"])
            #expect(failed.status == 4)
            #expect(failed.output.contains("3 of 3 snapshots differ"))
            // The triptych, in pivot-failures/ of the current folder: reference | actual | difference.
            let triptychURL = folder.appendingPathComponent("pivot-failures/iphone-15-portrait.png")
            let triptych = try PNGDecoder.decode([UInt8](try Data(contentsOf: triptychURL)))
            let reference = try PNGDecoder.decode(
                [UInt8](try Data(contentsOf: folder.appendingPathComponent("refs/iphone-15-portrait.png"))))
            #expect(triptych.width == 3 * reference.width + 16)
            #expect(triptych[0, 0] == reference[0, 0])
            // The difference panel highlights exactly as many pixels as the message counts.
            let highlight = RGBImage.Pixel(red: 255, green: 0, blue: 255)
            var highlighted = 0
            for y in 0..<reference.height {
                for x in (2 * (reference.width + 8))..<triptych.width where triptych[x, y] == highlight {
                    highlighted += 1
                }
            }
            #expect(highlighted > 0)
            #expect(
                failed.stderr.contains(
                    "iphone-15-portrait.png: \(highlighted) of \(reference.width * reference.height) pixels differ"))
            let cases =
                try XMLDocument(contentsOf: URL(fileURLWithPath: junit)).rootElement()?
                .elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") } ?? []
            #expect(cases.count == 3)
            #expect(cases.allSatisfy { !$0.elements(forName: "failure").isEmpty })
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report/index.html").path))
            // No evidence inside the references.
            let references = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("refs").path)
            #expect(references.count == 3)
        }
    }

    @Test func toleranceOptionsReachTheComparison() throws {
        try TemporaryFolder.with("snapcli") { (folder: URL) throws in
            #expect(try matrix(Self.black, "--record", folder).status == 0)
            // Every pixel may differ at precision 0.
            #expect(try matrix(Self.white, "--verify", folder, ["--precision", "0"]).status == 0)
            #expect(try matrix(Self.white, "--verify", folder, ["--perceptual-precision", "0.5"]).status == 4)
        }
    }

    @Test func verifyWithOutKeepsWhatWasRendered() throws {
        try TemporaryFolder.with("snapcli") { (folder: URL) throws in
            let play = ["play", Self.black, "--fps", "2"]
            #expect(try Subprocess.pivot(play + ["--record", "refs"], currentDirectory: folder).status == 0)
            let verify = try Subprocess.pivot(play + ["--verify", "refs", "--out", "kept"], currentDirectory: folder)
            #expect(verify.status == 0, "\(verify.stderr)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("kept").path)
            #expect(kept.contains("frame-00000.ppm") && kept.contains("manifest.json"))
            let references = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("refs").path)
            #expect(references.sorted() == ["frame-00000.png", "frame-00001.png"])
        }
    }

    @Test func missingReferenceFailsSayingHowToRecord() throws {
        try TemporaryFolder.with("snapcli") { (folder: URL) throws in
            let result = try Subprocess.pivot(
                ["play", Self.black, "--fps", "2", "--verify", "refs", "--junit", "j.xml"], currentDirectory: folder)
            #expect(result.status == 4)
            #expect(result.stderr.contains("no reference at"))
            #expect(result.stderr.contains("--record refs in place of --verify"))
            let xml = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
            #expect(xml.contains("<testcase name=\"frame-00000.png\""))
        }
    }

    @Test func simulateFolderRecordsEachScenarioAndAChangedEventExitsFour() throws {
        try TemporaryFolder.with("snapcli") { (folder: URL) throws in
            let scenarios = folder.appendingPathComponent("scenarios")
            try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
            let json = #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": "landscapeLeft"}]}"#
            try json.write(to: scenarios.appendingPathComponent("turn.json"), atomically: true, encoding: .utf8)
            try Data(contentsOf: Fixture.repositoryRoot.appendingPathComponent("scenarios/landscape-modal.json"))
                .write(to: scenarios.appendingPathComponent("modal.json"))
            let record = try Subprocess.pivot(["simulate", "scenarios", "--record", "refs"], currentDirectory: folder)
            #expect(record.status == 0, "\(record.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path)
            #expect(names.sorted() == ["modal.txt", "turn.txt"])
            #expect(
                try Subprocess.pivot(["simulate", "scenarios", "--verify", "refs"], currentDirectory: folder).status
                    == 0)

            try json.replacingOccurrences(of: "landscapeLeft", with: "landscapeRight").write(
                to: scenarios.appendingPathComponent("turn.json"), atomically: true, encoding: .utf8)
            let verify = try Subprocess.pivot(
                ["simulate", "scenarios", "--verify", "refs", "--junit", "j.xml"], currentDirectory: folder)
            #expect(verify.status == 4)
            #expect(verify.stderr.contains("-step 1  rotate landscapeLeft"))
            #expect(verify.stderr.contains("+step 1  rotate landscapeRight"))
            let diff = folder.appendingPathComponent("pivot-failures/turn.txt.diff")
            #expect(FileManager.default.fileExists(atPath: diff.path))
            let cases =
                try XMLDocument(contentsOf: folder.appendingPathComponent("j.xml")).rootElement()?
                .elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") } ?? []
            #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["modal.txt", "turn.txt"])
            #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1])
        }
    }

    @Test func writingCommandsNeedOutRecordOrVerify() throws {
        let result = try Subprocess.pivot(["matrix", Self.black])
        #expect(result.status == 64 || result.status == 2 || result.status == 1)
        #expect(result.stderr.contains("--out DIR, --record DIR or --verify DIR"))
    }
}
