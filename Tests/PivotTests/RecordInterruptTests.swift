import Foundation
import Pixels
import TestSupport
import Testing

/// A signal during `pivot play --record`: before the references are written the run names no temporary manifest
/// (its folder is removed) and records nothing; while they are written, it stops between two whole references and
/// says how many it replaced (docs/exit-status.md).
@Suite(.serialized)
struct RecordInterruptTests {
    /// Failed before: a very early signal exited 143 but named a temporary manifest that was then deleted.
    @Test func aSignalBeforeRecordingRecordsNothingAndNamesNoTemporaryFile() throws {
        try LongClip.with { clip, out in
            let temporary = out.deletingLastPathComponent().appendingPathComponent("tmp")
            let references = out.deletingLastPathComponent().appendingPathComponent("references")
            let errors = out.deletingLastPathComponent().appendingPathComponent("stderr")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = Subprocess.pivotExecutable
            process.arguments = ["play", clip, "--record", references.path, "--quiet"]
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
            process.standardError = try Subprocess.handle(writingTo: errors)
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            try #require(waitForFrame(under: temporary, of: process), "play wrote no frame under \(temporary.path)")
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)
            let message = try String(contentsOf: errors, encoding: .utf8)
            #expect(message == "pivot: \(clip): interrupted; nothing was recorded or compared\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
            let recorded = (try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []
            #expect(recorded.isEmpty, "\(recorded)")
        }
    }

    /// Untested before: a signal while the references are written leaves whole references only, and the message
    /// counts exactly the ones in the folder.
    @Test func aSignalWhileRecordingStopsBetweenWholeReferencesAndCountsThem() throws {
        try LongClip.with { clip, out in
            let references = out.deletingLastPathComponent().appendingPathComponent("references")
            let errors = out.deletingLastPathComponent().appendingPathComponent("stderr")
            let process = try Subprocess.startPivot(
                ["play", clip, "--record", references.path, "--quiet"],
                untilFileExists: references.appendingPathComponent("frame-00000.png"), errors: errors)
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)
            let names = try FileManager.default.contentsOfDirectory(atPath: references.path).sorted()
            #expect(!names.isEmpty && names.count < 900 && names.allSatisfy { $0.hasSuffix(".png") }, "\(names)")
            for name in names {
                let bytes = try [UInt8](Data(contentsOf: references.appendingPathComponent(name)))
                #expect(throws: Never.self, "\(name) is a whole PNG") { try PNGDecoder.decode(bytes) }
            }
            let message = try String(contentsOf: errors, encoding: .utf8)
            let expected =
                "pivot: play \(clip): interrupted; \(names.count) of 900 references recorded in \(references.path), "
                + "the others unchanged\n"
            #expect(message == expected)
        }
    }

    /// Waits (at most a minute) until the run has written its third frame somewhere under `folder`; `false` when
    /// it ended or the minute passed first.
    private func waitForFrame(under folder: URL, of process: Process) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline {
            let found = FileManager.default.enumerator(atPath: folder.path)?.contains {
                ($0 as? String)?.hasSuffix("frame-00002.ppm") == true
            }
            if found == true { return true }
            usleep(5_000)
        }
        return false
    }
}
