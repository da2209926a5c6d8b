import Foundation
import Pixels
import Snapshot
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The XML is read back with Foundation's XML parser (libxml2), so escaping mistakes show as parse errors or
/// changed values.
struct JUnitReportTests {
    static let awkward = "frame <1> & \"quoted\" 'single' \u{1}bell"

    let results = [
        SnapshotResult(
            name: "frame-0001.png", group: "play clip.mov", outcome: .passed,
            evidence: .text(reference: "", actual: "")),
        SnapshotResult(
            name: awkward, group: "play clip.mov", outcome: .failed("3 pixels differ\nsee <triptych> & more"),
            evidence: .text(reference: "", actual: "")),
        SnapshotResult(
            name: "rotate.txt", group: "simulate scenarios/", outcome: .recorded,
            evidence: .text(reference: "", actual: "")),
    ]

    @Test func oneTestCasePerResultGroupedIntoSuites() throws {
        let document = try XMLDocument(xmlString: JUnitReport(name: "pivot verify", results: results).xml)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["play clip.mov", "simulate scenarios/"])
        #expect(suites.map { $0.attribute(forName: "failures")?.stringValue } == ["1", "0"])
        #expect(suites.map { $0.elements(forName: "testcase").count } == [2, 1])
    }

    @Test func escapingKeepsEveryValue() throws {
        let document = try XMLDocument(xmlString: JUnitReport(name: "a & b", results: results).xml)
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "name")?.stringValue == "a & b")
        let failing = try #require(root.elements(forName: "testsuite")[0].elements(forName: "testcase").last)
        #expect(failing.attribute(forName: "name")?.stringValue == "frame <1> & \"quoted\" 'single' \u{FFFD}bell")
        let failure = try #require(failing.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "3 pixels differ")
        #expect(failure.stringValue == "3 pixels differ\nsee <triptych> & more")
    }

    @Test func passingAndRecordedCasesHaveNoFailure() throws {
        let document = try XMLDocument(xmlString: JUnitReport(name: "run", results: results).xml)
        let cases = try #require(document.rootElement()).elements(forName: "testsuite").flatMap {
            $0.elements(forName: "testcase")
        }
        #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1, 0])
    }
}
