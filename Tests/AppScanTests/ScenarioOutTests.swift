import AppScan
import Foundation
import Orientation
import PivotJSON
import Testing

/// `--scenario-out`: a scenario the engine's parser accepts, each value traced to its line, dynamic values at
/// their declared default with a warning.
struct ScenarioOutTests {
    @Test func classicScenarioParsesAndNamesItsSources() throws {
        let target = scanFixture("Classic").report.targets[0]
        let (json, warnings) = target.scenario(version: IOSVersion(major: 18))
        #expect(warnings.isEmpty)
        let scenario = try Scenario.parse(json.rendered()).get()
        #expect(scenario.iosVersion == IOSVersion(major: 18))
        #expect(scenario.app.delegateOrientations == .allButUpsideDown)
        #expect(scenario.app.requiresFullScreen && !scenario.app.hasSceneManifest)
        #expect(scenario.root.id == "UINavigationController")
        let player = try #require(json["steps"]?.items.first?["present"])
        #expect(player["id"] == .string("LegacyPlayerViewController"))
        #expect(player["supportedOrientations"] == strings(["landscapeRight", "landscapeLeft"]))
        #expect(
            player["source"]
                == .string(
                    "LegacyPlayerViewController at Classic/LegacyPlayerViewController.h:4; placed at "
                        + "Classic/Main.storyboard:17; supportedOrientations Classic/LegacyPlayerViewController.m:7; "
                        + "preferredOrientationForPresentation Classic/LegacyPlayerViewController.m:11"))
        #expect(json["steps"]?.items.first?["style"] == .string("fullScreen"))
    }

    @Test func dynamicValuesUseTheirDeclaredDefaultWithAWarning() throws {
        let target = scanFixture("Modern").report.targets[0]
        let (json, warnings) = target.scenario(version: IOSVersion(major: 27))
        #expect(
            warnings == [
                "PlayerViewController.supportedInterfaceOrientations is dynamic (Self.lockedMask at "
                    + "Modern/PlayerViewController.swift:12); the scenario uses its declared default allButUpsideDown"
            ])
        _ = try Scenario.parse(json.rendered()).get()
        let player = try #require(json["steps"]?.items.first?["present"])
        #expect(player["supportedOrientations"] == strings(["portrait", "landscapeRight", "landscapeLeft"]))
    }

    /// A tab bar root (a forwarding navigation controller holding Home, and Settings), a push from Home and a
    /// full-screen presentation: the written scenario replays each placement, and after each step the engine
    /// answers as the report's screen says.
    static func tabsAndPushes() throws -> ExampleProject {
        try ExampleProject([
            "Info.plist": CodePlacementTests.plist.replacingOccurrences(
                of: "<dict>\n<key>", with: "<dict>\n<key>UIMainStoryboardFile</key><string>Main</string>\n<key>"),
            "Controllers.swift": """
            import UIKit
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                func play() { navigationController?.pushViewController(Player(), animated: true) }
                func browse() {
                    let gallery = Gallery()
                    gallery.modalPresentationStyle = .fullScreen
                    present(gallery, animated: true)
                }
            }
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class Settings: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
            }
            final class Gallery: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeLeft }
            }
            final class ForwardingNavigation: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    topViewController?.supportedInterfaceOrientations ?? .all
                }
            }
            """,
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="tabs">
              <scenes>
                <scene><objects><tabBarController id="tabs">
                  <connections>
                    <segue destination="settings" kind="relationship" relationship="viewControllers"/>
                    <segue destination="nav" kind="relationship" relationship="viewControllers"/>
                  </connections>
                </tabBarController></objects></scene>
                <scene><objects><navigationController id="nav" customClass="ForwardingNavigation">
                  <connections><segue destination="home" kind="relationship" relationship="rootViewController"/></connections>
                </navigationController></objects></scene>
                <scene><objects><viewController id="home" customClass="Home"/></objects></scene>
                <scene><objects><viewController id="settings" customClass="Settings"/></objects></scene>
              </scenes>
            </document>
            """,
        ])
    }

    // The scenario runs on an iPhone 15, which shipped with iOS 17.
    @Test(arguments: ["18.0", "26.0", "27.0"])
    func tabsAndPushesReplayToTheReportsScreens(_ release: String) throws {
        let version = try #require(IOSVersion(release))
        let target = try #require(try Self.tabsAndPushes().scan().report.targets.first)
        #expect(target.placements.map(\.arrival) == [.root, .tab(0), .tab(1), .pushed, .presented])
        let (json, warnings) = target.scenario(version: version)
        #expect(warnings.isEmpty)
        #expect(json["root"]?["kind"] == .string("tabBar"))
        #expect(
            json["root"]?["children"]?.items.map { $0["id"] } == [.string("Settings"), .string("ForwardingNavigation")])
        #expect(json["root"]?["children"]?.items.last?["forwardsToTop"] == .bool(true))
        let steps = try #require(json["steps"]?.items)
        #expect(
            steps.map { $0.fieldNames }
                == [
                    ["select", "on"], ["select", "on"], ["select", "on"], ["push", "on"], ["pop"],
                    ["present", "style"],
                    ["dismiss"],
                ])
        // Replay: after the launch and each arriving step, the deciding controller's answer is the report's.
        let replay = try ScenarioRunner<Never>().start(Scenario.parse(json.rendered()).get())
        var answers: [InterfaceOrientationMask] = []
        func answer() -> InterfaceOrientationMask {
            (try? replay.session.supportedOrientations(decidedBy: replay.session.decidingController).get()) ?? []
        }
        answers.append(answer())
        var index = 0
        while let until = replay.next() {
            replay.session.advance(by: max(0, until - replay.session.time))
            guard replay.steps.count - 1 > index else { continue }
            index = replay.steps.count - 1
            let step = steps[index - 1]
            let arrives =
                step["push"] != nil || step["present"] != nil
                || (step["select"] != nil && steps.indices.contains(index) && steps[index]["push"] == nil)
            if arrives { answers.append(answer()) }
        }
        let expected = target.placements.map { placed in
            target.screens.first {
                $0.controller == placed.className && $0.device == "iphone" && $0.iosVersion == version
            }?.orientations
        }
        #expect(answers.map(Optional.some) == expected)
        #expect(replay.result.crash == nil)
    }
}
