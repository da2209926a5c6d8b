import AppScan
import Foundation
import Orientation
import PivotJSON
import Testing

/// A storyboard split view controller at the root: its columns (relationship segues `masterViewController` and
/// `detailViewController`) are embedded, and it answers as its detail (a *choice*: Apple's reference is silent).
struct SplitPlacementTests {
    static func project() throws -> ExampleProject {
        try ExampleProject([
            "Info.plist": CodePlacementTests.plist.replacingOccurrences(
                of: "<dict>\n<key>", with: "<dict>\n<key>UIMainStoryboardFile</key><string>Main</string>\n<key>"),
            "Controllers.swift": """
            import UIKit
            final class Sidebar: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """,
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="split">
              <scenes>
                <scene><objects><splitViewController id="split">
                  <connections>
                    <segue destination="sidebar" kind="relationship" relationship="masterViewController"/>
                    <segue destination="player" kind="relationship" relationship="detailViewController"/>
                  </connections>
                </splitViewController></objects></scene>
                <scene><objects><viewController id="sidebar" customClass="Sidebar"/></objects></scene>
                <scene><objects><viewController id="player" customClass="Player"/></objects></scene>
              </scenes>
            </document>
            """,
        ])
    }

    @Test func aSplitRootEmbedsItsColumnsAndAnswersAsItsDetail() throws {
        let report = try Self.project().scan().report
        let target = try #require(report.targets.first)
        #expect(
            target.root
                == ControllerNode(
                    className: "UISplitViewController", kind: "container",
                    children: [
                        ControllerNode(className: "Sidebar", kind: "content", children: []),
                        ControllerNode(className: "Player", kind: "content", children: []),
                    ], decidingChild: "Player"))
        #expect(
            target.storyboards.first?.segues.map(\.relationship) == ["masterViewController", "detailViewController"])
        let screen = target.screens.first {
            $0.controller == "UISplitViewController" && $0.device == "iphone" && $0.iosVersion == IOSVersion(major: 18)
        }
        #expect(screen?.orientations == .landscape, "the detail's mask, not the sidebar's portrait")
        #expect(screen?.crash == nil)
    }

    @Test func theScenarioBuildsTheSameSplit() throws {
        let target = try #require(try Self.project().scan().report.targets.first)
        let (json, warnings) = target.scenario(version: IOSVersion(major: 18))
        #expect(warnings.isEmpty)
        #expect(json["root"]?["kind"] == .string("container"))
        #expect(json["root"]?["forwardsOrientationTo"] == .string("Player"))
        let replay = try ScenarioRunner<Never>().start(Scenario.parse(json.rendered()).get())
        let answer = try replay.session.supportedOrientations(decidedBy: replay.session.decidingController).get()
        #expect(answer == .landscape)
    }
}
