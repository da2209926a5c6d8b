import Foundation
import TestSupport
import Testing

/// A snapshot mismatch inside an XCTest case fails that test, naming the frame: checked by running the test bundle's
/// ``XCTestFailureFixture`` in a child process.
struct XCTestFailureTests {
    @Test func mismatchFailsTheXCTestNamingTheFrame() throws {
        let folder = try TemporaryFolder.make("xcfail")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(
            CommandLine.arguments.first { $0.hasSuffix(".xctest") }, "the test bundle's path")
        let result = try Subprocess.run(
            "/usr/bin/env",
            [
                "PIVOT_XCTEST_FAILURE_FIXTURE=\(folder.path)", bundle,
                "PivotTestingTests.XCTestFailureFixture/testChangedFrameFails",
            ],
            timeLimit: .seconds(120))
        #expect(result.status != 0)
        #expect(result.output.contains("1 snapshot differ: changed.png"), "\(result.output)")
        #expect(result.output.contains("Executed 1 test, with 1 failure"))
        #expect(result.output.contains("XCTestFailureFixture.swift:"), "the failure points at the test's line")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("failures/changed.png").path))
    }

    @Test func pivotRecordInTheEnvironmentRecords() throws {
        let folder = try TemporaryFolder.make("xcrecord")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(CommandLine.arguments.first { $0.hasSuffix(".xctest") }, "the test bundle's path")
        let fixture = "PivotTestingTests.XCTestFailureFixture/testRecordsWhenTheEnvironmentSaysSo"
        let withoutRecording = try Subprocess.run(
            "/usr/bin/env", ["PIVOT_XCTEST_FAILURE_FIXTURE=\(folder.path)", bundle, fixture], timeLimit: .seconds(120))
        #expect(withoutRecording.status != 0, "no reference yet, and recording is off")
        let recording = try Subprocess.run(
            "/usr/bin/env", ["PIVOT_RECORD=1", "PIVOT_XCTEST_FAILURE_FIXTURE=\(folder.path)", bundle, fixture],
            timeLimit: .seconds(120))
        #expect(recording.status == 0, "\(recording.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("env-refs/env.png").path))
    }
}
