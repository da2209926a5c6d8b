import Foundation
import Orientation
import TestSupport
import Testing

/// `{"ifVersion": ">=16.0", "then": [...], "else": [...]}`: one scenario file for every release.
struct VersionBranchTests {
    private static func parse(_ steps: String, version: String) -> Result<Scenario, ScenarioError> {
        Scenario.parse(
            #"{"device": "iphone-11", "iosVersion": "\#(version)", "root": {"id": "home"}, "steps": \#(steps)}"#)
    }

    private static let branch =
        #"[{"rotate": "landscapeLeft"}, {"ifVersion": ">=16.0", "then": [{"requestGeometryUpdate": ["portrait"]}], "else": [{"forceDeviceOrientation": "portrait"}, {"wait": 1}]}, {"wait": 0.5}]"#

    @Test(arguments: [("15.7", 4), ("16.0", 3), ("26.1", 3)])
    func theBranchTakenReplacesTheBranchStep(version: String, count: Int) throws {
        let scenario = try Self.parse(Self.branch, version: version).get()
        #expect(scenario.steps.count == count)
        #expect(scenario.steps.first == .rotate(.landscapeLeft))
        #expect(scenario.steps.last == .wait(0.5))
        #expect(scenario.steps.contains(.requestGeometryUpdate(.portrait)) == (count == 3))
    }

    @Test func theOtherBranchIsNotReadSoItMayHoldStepsTheReleaseLacks() throws {
        let steps =
            #"[{"ifVersion": "<16.0", "then": [{"forceDeviceOrientation": "portrait"}], "else": [{"setNeedsUpdateOfSupportedInterfaceOrientations": "home"}]}]"#
        #expect(try Self.parse(steps, version: "15.7").get().steps == [.forceDeviceOrientation(.portrait)])
        #expect(
            try Self.parse(steps, version: "18.0").get().steps == [
                .setNeedsUpdateOfSupportedInterfaceOrientations("home")
            ])
    }

    @Test func elseIsOptionalAndBranchesNest() throws {
        let steps = #"[{"ifVersion": ">=13.0", "then": [{"ifVersion": "<16.0", "then": [{"wait": 1}]}, {"wait": 2}]}]"#
        #expect(try Self.parse(steps, version: "13.0").get().steps == [.wait(1), .wait(2)])
        #expect(try Self.parse(steps, version: "16.0").get().steps == [.wait(2)])
    }

    @Test(arguments: [
        (
            #"[{"ifVersion": "16.0", "then": []}]"#,
            #"steps[0].ifVersion: expected a condition such as ">=16.0" or "<16.0""#
        ),
        (
            #"[{"ifVersion": ">=19.0", "then": []}]"#,
            #"steps[0].ifVersion: unknown iOS version "19.0" (expected 12.0 to 18.x or 26.0 to 27.0)"#
        ),
        (#"[{"ifVersion": ">=16.0"}]"#, #"steps[0]: missing key "then""#),
        (#"[{"ifVersion": ">=16.0", "then": [], "else": {}}]"#, "steps[0].else: expected an array of steps"),
        (#"[{"ifVersion": ">=16.0", "then": [], "otherwise": []}]"#, #"steps[0].otherwise: unknown key "otherwise""#),
        (
            #"[{"ifVersion": ">=16.0", "then": [{"rotate": "sideways"}]}]"#,
            #"steps[0].then[0].rotate: unknown orientation "sideways""#
        ),
    ])
    func badBranchesNameThePathAndTheReason(steps: String, expected: String) {
        guard case .failure(let error) = Self.parse(steps, version: "18.0") else {
            Issue.record("accepted \(steps)")
            return
        }
        #expect(error.description.hasPrefix(expected), "\(error)")
    }

    @Test func theExampleForcesLandscapeOnEveryReleaseItsDeviceRan() throws {
        let url = Fixture.repositoryRoot.appendingPathComponent("scenarios/force-landscape-any-version.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        for version in ["13.0", "15.7", "16.0", "18.0", "26.1", "27.0"] {
            let scenario = try Scenario.parse(
                text, folder: url.deletingLastPathComponent().path, iosVersion: IOSVersion(version)!
            ).get()
            let result = ScenarioRunner().run(scenario)
            #expect(result.crash == nil, "\(version)")
            #expect(result.steps.last?.interfaceOrientation.isLandscape == true, "\(version) ends in landscape")
        }
    }
}
