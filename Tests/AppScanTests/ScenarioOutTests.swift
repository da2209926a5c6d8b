import AppScan
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
}
