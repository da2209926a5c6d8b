import Foundation
import TestSupport
import Testing

/// Builds and runs the example package's snapshot tests (Swift Testing and XCTest) against its committed
/// references, so the walkthrough in docs/snapshot-usage.md cannot rot. The first build takes about a minute; later runs reuse
/// `.build/examples/`.
struct ExamplePackageTests {
    static let package = Fixture.repositoryRoot.appendingPathComponent("Examples/PlayerSnapshots")
    static let scratch = Fixture.repositoryRoot.appendingPathComponent(".build/examples/PlayerSnapshots")

    @Test func examplePackageBuildsAndItsSnapshotsPass() throws {
        let common = ["--package-path", Self.package.path, "--scratch-path", Self.scratch.path]
        let build = try Subprocess.run("swift", ["build", "--build-tests"] + common, timeLimit: .seconds(1200))
        try #require(build.status == 0, "swift build failed:\n\(build.output.suffix(4000))\(build.stderr.suffix(4000))")
        let test = try Subprocess.run("swift", ["test", "--skip-build"] + common, timeLimit: .seconds(600))
        #expect(
            test.status == 0,
            """
            the example's snapshot tests failed; if the rendering changed on purpose, re-record with
            PIVOT_RECORD=1 swift test --package-path Examples/PlayerSnapshots
            \(test.output.suffix(6000))\(test.stderr.suffix(2000))
            """)
        // Both frameworks ran: XCTest's summary and Swift Testing's.
        #expect(test.output.contains("Executed 2 tests, with 0 failures"))
        #expect(test.output.contains("Test run with 3 tests"))
    }
}
