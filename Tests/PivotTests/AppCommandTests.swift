import Foundation
import TestSupport
import Testing

/// `pivot app` end to end: exit statuses (0, 1, 2, 5), the files its options name, and JSON on stdout.
struct AppCommandTests {
    let fixtures = Fixture.repositoryRoot.appendingPathComponent("Tests/AppScanTests/Fixtures")

    @Test func failOnExitsFiveWhenAFindingReachesTheSeverity() throws {
        let project = fixtures.appendingPathComponent("SwiftUIApp").path
        // Its one finding is a warning.
        #expect(try Subprocess.pivot(["app", project, "--fail-on", "warning"]).status == 5)
        #expect(try Subprocess.pivot(["app", project, "--fail-on", "error"]).status == 0)
        #expect(try Subprocess.pivot(["app", project]).status == 0)
    }

    @Test func writesSarifAndJUnitAndPrintsJSON() throws {
        try TemporaryFolder.with("app") { folder in
            let sarif = folder.appendingPathComponent("pivot.sarif").path
            let junit = folder.appendingPathComponent("pivot.xml").path
            let result = try Subprocess.pivot([
                "app", fixtures.appendingPathComponent("Modern").path, "--json", "--sarif", sarif, "--junit", junit,
                "--ios-versions", "16.0,26.0",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
            let target = (json?["targets"] as? [[String: Any]])?.first
            #expect(target?["name"] as? String == "Modern")
            let screens = target?["screens"] as? [[String: Any]] ?? []
            #expect(Set(screens.compactMap { $0["iosVersion"] as? String }) == ["16.0", "26.0"])
            #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"version\": \"2.1.0\""))
            #expect(try String(contentsOfFile: junit, encoding: .utf8).hasPrefix("<?xml"))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "pivot.sarif", "pivot.xml",
                ])
        }
    }

    @Test func aMissingProjectExitsOneWithOneLine() throws {
        let result = try Subprocess.pivot(["app", "/nonexistent/project"])
        #expect(result.status == 1)
        #expect(result.stderr == "pivot: /nonexistent/project: cannot list the folder\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aBadVersionListIsAUsageError() throws {
        let result = try Subprocess.pivot(["app", fixtures.path, "--ios-versions", "16.0,20.0"])
        #expect(result.status == 2, "\(result.stderr)")
    }
}
