import ArgumentParser
import Foundation
import Orientation
import TestSupport
import Testing

@testable import pivot_media

/// End-to-end runs of the built `pivot` binary for `simulate` and `devices`: exit codes, stdout and stderr.
struct SimulateCommandTests {
    private static func scenario(_ name: String) -> String {
        Fixture.repositoryRoot.appendingPathComponent("scenarios").appendingPathComponent(name).path
    }

    private static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func parsesSimulateWithItsJSONFlag() throws {
        let command = try #require(try PivotCommand.parseAsRoot(["simulate", "a.json", "--json"]) as? SimulateCommand)
        #expect(command.file == "a.json")
        #expect(command.json)
    }

    @Test func iosVersionAndDeviceOrientationParseOnSimulatePlayAndMatrix() throws {
        let simulate = try #require(
            try PivotCommand.parseAsRoot(["simulate", "a.json", "--ios-version", "15.4"]) as? SimulateCommand)
        #expect(simulate.iosVersion?.version == IOSVersion(major: 15, minor: 4))
        let play = try #require(
            try PivotCommand.parseAsRoot([
                "play", "c.mov", "--out", "o", "--device", "iphone-x", "--device-orientation", "landscapeRight",
                "--ios-version", "12.0",
            ]) as? PlayCommand)
        #expect(play.pose == .landscapeRight)
        #expect(play.version == IOSVersion(major: 12))
        let defaults = try #require(try PivotCommand.parseAsRoot(["play", "c.mov", "--out", "o"]) as? PlayCommand)
        #expect(defaults.pose == .portrait && defaults.version == .newest)
        let matrix = try #require(
            try PivotCommand.parseAsRoot(["matrix", "c.mov", "--out", "o", "--ios-version", "16.0"]) as? MatrixCommand)
        #expect(matrix.iosVersion?.version == IOSVersion(major: 16))
        #expect(throws: (any Error).self) {
            try PivotCommand.parseAsRoot(["simulate", "a.json", "--ios-version", "11.0"])
        }
        #expect(throws: (any Error).self) {
            try PivotCommand.parseAsRoot(["play", "c.mov", "--out", "o", "--device-orientation", "sideways"])
        }
    }

    @Test func validScenarioExitsZeroWithTheTextReport() throws {
        let run = try Subprocess.pivot(["simulate", Self.scenario("player-from-portrait-app.json")])
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                "iphone-x, iOS 12.0\nstep 0  launch                              portrait                    window 375x812\n"
            ))
        #expect(run.stderr.isEmpty)
    }

    @Test func iosVersionOptionOverridesTheFileAndIsPrintedFirst() throws {
        let run = try Subprocess.pivot([
            "simulate", Self.scenario("empty-mask-keeps-orientation.json"), "--ios-version", "12.4",
        ])
        #expect(run.status == 3, "through iOS 12 the empty mask crashes")
        #expect(run.output.hasPrefix("iphone-x, iOS 12.4\n"))
        let modern = try Subprocess.pivot(["simulate", Self.scenario("empty-mask-keeps-orientation.json"), "--json"])
        #expect(modern.status == 0)
        #expect(modern.output.contains("\"iosVersion\": \"13.0\""))
    }

    @Test func stepMissingFromTheVersionExitsOneNamingTheVersionItNeeds() throws {
        let path = try Self.temporaryFile(
            #"{"device": "iphone-x", "iosVersion": "16.0", "root": {"id": "home"}, "steps": [{"setNeedsUpdateOfSupportedInterfaceOrientations": "home"}]}"#
        )
        let run = try Subprocess.pivot(["simulate", path, "--ios-version", "15.0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("needs iOS 16.0 or later"))
        #expect(run.output.isEmpty)
    }

    @Test func jsonFlagPrintsOneJSONObject() throws {
        let run = try Subprocess.pivot(["simulate", Self.scenario("player-from-portrait-app.json"), "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(object["device"] as? String == "iphone-x")
        #expect((object["steps"] as? [Any])?.count == 7)
    }

    @Test func badScenarioExitsOneWithOneLineOnStderrAndNothingOnStdout() throws {
        let path = try Self.temporaryFile(
            #"{"device": "iphone-15", "root": {"id": "a"}, "steps": [{"rotate": "portrait"}, {"wait": 1}, {"wait": 1}, {"present": {"id": "x", "kind": "modal"}}]}"#
        )
        let run = try Subprocess.pivot(["simulate", path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.stderr == "pivot: \(path): steps[3].present.kind: unknown kind \"modal\"\n")
    }

    @Test func missingFileExitsOne() throws {
        let run = try Subprocess.pivot(["simulate", "/nonexistent/scenario.json"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.stderr == "pivot: /nonexistent/scenario.json: cannot read the file: No such file or directory\n")
    }

    @Test func invalidOrientationCrashExitsThreeAfterPrintingUpToTheFailingStep() throws {
        let run = try Subprocess.pivot(["simulate", Self.scenario("invalid-orientation-crash.json")])
        #expect(run.status == 3)
        let lines = run.output.split(separator: "\n")
        #expect(lines.last?.hasPrefix("  error: UIApplicationInvalidInterfaceOrientation: ") == true)
        #expect(!run.output.contains("step 2"))
    }

    @Test func anAppWithoutTheSceneLifeCycleExitsThreeAtLaunchOn27() throws {
        let run = try Subprocess.pivot(["simulate", Self.scenario("scene-lifecycle-required-ios27.json")])
        #expect(run.status == 3)
        let lines = run.output.split(separator: "\n")
        #expect(lines.first == "iphone-17, iOS 27.0")
        #expect(lines.last?.hasPrefix("  error: UIScene life cycle required (iOS 27+") == true)
        #expect(!run.output.contains("step 1"))
        let older = try Subprocess.pivot([
            "simulate", Self.scenario("scene-lifecycle-required-ios27.json"), "--ios-version", "26.6",
        ])
        #expect(older.status == 0)
    }

    @Test func helpDocumentsTheFormatAndPointsToItsReference() throws {
        let run = try Subprocess.pivot(["simulate", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("docs/scenarios.md"))
        #expect(run.output.contains("Exit status"))
        #expect(run.output.contains(#""iosVersion": "12.0" to "\#(IOSVersion.newest)""#), "names the range")
        #expect(run.output.contains("sceneManifest") && run.output.contains(#""app" or "scene""#))
    }

    @Test func devicesListsTheCatalog() throws {
        let run = try Subprocess.pivot(["devices"])
        #expect(run.status == 0)
        #expect(run.output.contains("\niphone-15 "))
        #expect(run.output.contains("\nipad-pro-12-9 "))
        let json = try Subprocess.pivot(["devices", "--json"])
        let devices = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        #expect(devices.count >= 12)
    }
}
