import AppScan
import Foundation
import Orientation
import PivotJSON
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SARIF and JUnit carry every finding: checked against what GitHub code scanning and JUnit readers require.
struct OutputFormatTests {
    let report = scanFixture("Modern").report

    /// The properties SARIF 2.1.0 requires (OASIS SARIF 2.1.0, §3.13 sarifLog, §3.14 run, §3.18 toolComponent,
    /// §3.27 result, §3.11 message, §3.28 location, §3.29 physicalLocation, §3.30 region) and those GitHub code
    /// scanning reads (a rule id, a level, a relative URI, a start line ≥ 1).
    @Test func sarifHasEveryRequiredProperty() throws {
        let text = report.sarif(version: "0.1.0").rendered()
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "pivot")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == allRules.map(\.description.id))
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count, "one target: one result per finding")
        for (result, (_, finding)) in zip(results, report.findings) {
            #expect(result["ruleId"] as? String == finding.rule)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == finding.rule)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == finding.location.file)
            #expect(!(finding.location.file.hasPrefix("/")), "URIs are relative to %SRCROOT%")
            let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line >= 1 && line == finding.location.line)
        }
    }

    /// The whole log against the OASIS SARIF 2.1.0 JSON schema (`Fixtures/SARIF`), with Debian's python3-jsonschema.
    @Test func sarifIsValidAgainstTheOASISSchema() throws {
        let result = try validateSARIF(report.sarif(version: "0.1.0"))
        #expect(result.status == 0, "\(result.output)\(result.stderr)")
    }

    /// The validator is not a rubber stamp: a log missing a required property, with a property the schema does not
    /// allow, or with a level outside the schema's enum is rejected, naming the place.
    @Test(
        arguments: [
            (["runs", "0", "results", "0", "message"], nil, "runs/0/results/0: 'message' is a required property"),
            (["runs", "0", "tool", "driver", "name"], nil, "runs/0/tool/driver: 'name' is a required property"),
            (["version"], nil, ": 'version' is a required property"),
            (
                ["runs", "0", "results", "0", "level"], JSONValue.string("fatal"),
                "runs/0/results/0/level: 'fatal' is not one of"
            ),
            (
                ["runs", "0", "results", "0", "severity"], JSONValue.string("error"),
                "Additional properties are not allowed"
            ),
        ] as [([String], JSONValue?, String)])
    func sarifSchemaRejectsABrokenLog(path: [String], value: JSONValue?, error: String) throws {
        let broken = report.sarif(version: "0.1.0").setting(path[...], to: value)
        let result = try validateSARIF(broken)
        #expect(result.status == 1)
        #expect(result.output.contains(error), "\(result.output)\(result.stderr)")
    }

    @Test func junitHasOneCasePerRuleAndTargetAndOneFailurePerFinding() throws {
        final class Counter: NSObject, XMLParserDelegate {
            var cases: [String] = []
            var failures = 0
            func parser(
                _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                if element == "testcase" { cases.append(attributes["name"] ?? "") }
                if element == "failure" { failures += 1 }
            }
        }
        let parser = XMLParser(data: Data(report.junit.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.cases == allRules.map(\.description.id))
        #expect(counter.failures == report.findings.count)
    }

    @Test func textReportGroupsFindingsBySeverity() {
        let text = report.text
        #expect(text.contains("Skipped target ModernWatch Watch App: watchOS target"))
        let errors = text.range(of: "  Errors:")
        let warnings = text.range(of: "  Warnings:")
        #expect(errors != nil && warnings != nil && errors!.lowerBound < warnings!.lowerBound)
        #expect(text.contains("PlayerViewController  iphone  allButUpsideDown*"))
    }

    @Test func sarifGivesAFileSharedByTwoTargetsOneResultNamingBoth() throws {
        var twice = report
        var copy = twice.targets[0]
        copy.name = "ModernCopy"
        twice.targets.append(copy)
        let text = twice.sarif(version: "0.1.0").rendered()
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        let message = (results.first?["message"] as? [String: Any])?["text"] as? String
        #expect(message?.contains("(targets Modern, ModernCopy; iOS ") == true, "\(message ?? "")")
    }
}

/// Runs `Fixtures/SARIF/validate.py` on `log` with Debian's Python (where `make test` installs python3-jsonschema).
private func validateSARIF(_ log: JSONValue) throws -> ProcessResult {
    try TemporaryFolder.with("sarif") { folder in
        let file = folder.appendingPathComponent("log.sarif")
        try Data(log.rendered().utf8).write(to: file)
        let script = fixtures.appendingPathComponent("SARIF/validate.py").path
        return try Subprocess.run("/usr/bin/python3", [script, file.path], timeLimit: .seconds(60))
    }
}

extension JSONValue {
    /// This value with the member at `path` (object keys, or array indices written as numbers) replaced by `value`,
    /// or removed when `value` is `nil`.
    fileprivate func setting(_ path: ArraySlice<String>, to value: JSONValue?) -> JSONValue {
        guard let key = path.first else { return value ?? .null }
        let rest = path.dropFirst()
        switch self {
        case .array(var items):
            guard let index = Int(key), items.indices.contains(index) else { return self }
            items[index] = items[index].setting(rest, to: value)
            return .array(items)
        case .object(var fields):
            if let index = fields.firstIndex(where: { $0.key == key }) {
                if rest.isEmpty, value == nil {
                    fields.remove(at: index)
                } else {
                    fields[index].value = fields[index].value.setting(rest, to: value)
                }
            } else if let value, rest.isEmpty {
                fields.append(Field(key, value))
            }
            return .object(fields)
        default:
            return self
        }
    }
}
