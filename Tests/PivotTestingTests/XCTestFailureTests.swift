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
            ["PIVOT_XCTEST_FAILURE_FIXTURE=\(folder.path)", bundle, "PivotTestingTests.XCTestFailureFixture"],
            timeLimit: .seconds(120))
        #expect(result.status != 0)
        #expect(result.output.contains("1 snapshot differ: changed.png"), "\(result.output)")
        #expect(result.output.contains("Executed 1 test, with 1 failure"))
        #expect(result.output.contains("XCTestFailureFixture.swift:"), "the failure points at the test's line")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("failures/changed.png").path))
    }
}
