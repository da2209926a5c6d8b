import AppScan
import Orientation
import Testing

/// Every rule's own examples, as SwiftLint runs its rules' examples: each triggering project gets a finding of
/// the rule at the `↓` line, and each non-triggering project gets none.
struct RuleExampleTests {
    static let rules = allRules.map(\.description)

    @Test(arguments: rules.map(\.id))
    func triggeringExamplesFireAtTheMarkedLine(id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        #expect(!rule.triggeringExamples.isEmpty, "every rule documents at least one triggering example")
        for example in rule.triggeringExamples {
            let project = try ExampleProject(example)
            let findings = project.scan().report.findings.map(\.finding).filter { $0.rule == id }
            let marker = try #require(project.marker, "a triggering example marks its line with ↓")
            #expect(findings.map(\.location) == [marker], "\(id): \(findings)")
            #expect(findings.allSatisfy { $0.severity == rule.severity && !$0.iosVersions.isEmpty })
        }
    }

    @Test(arguments: rules.map(\.id))
    func nonTriggeringExamplesStaySilent(id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        #expect(!rule.nonTriggeringExamples.isEmpty, "every rule documents at least one non-triggering example")
        for example in rule.nonTriggeringExamples {
            let findings = try ExampleProject(example).scan().report.findings.map(\.finding).filter { $0.rule == id }
            #expect(findings.isEmpty, "\(id): \(findings)")
        }
    }

    @Test func ruleIDsAreTheIssuesAndUnique() {
        #expect(
            Self.rules.map(\.id) == [
                "device-orientation-kvc", "should-autorotate-ignored", "attempt-rotation-deprecated",
                "mask-change-without-update", "no-common-orientation", "preferred-outside-mask",
                "ipad-multitasking-orientations", "requires-full-screen-deprecated", "scene-lifecycle-required",
                "geometry-request-outside-mask",
            ])
    }
}
