import AppScan
import Foundation
import Orientation
import PivotJSON
import Testing

/// The fixture projects, read end to end and compared field by field with what their files say (checked by hand).
struct FixtureProjectTests {
    func target(_ project: String, versions: [IOSVersion] = testVersions) throws -> JSONValue {
        let result = scanFixture(project, versions: versions)
        #expect(result.problems.isEmpty, "\(result.problems)")
        return try #require(result.report.json["targets"]?.items.first)
    }

    // MARK: - Classic: Info.plist, storyboard, app delegate, Swift and Objective-C

    @Test func classicReadsInfoPlistAndBuildSettingsOfTheReleaseConfiguration() throws {
        let result = scanFixture("Classic")
        #expect(result.report.targets.map(\.name) == ["Classic"])
        #expect(result.report.skipped == [SkippedTarget(name: "ClassicWatch", reason: "watchOS target")])
        let classic = try target("Classic")
        #expect(classic["infoPlist"] == .string("Classic/Info.plist"))
        #expect(classic["deploymentTarget"] == .string("15.0"), "Release's 15.0, not Debug's 14.0")
        #expect(classic["families"] == strings(["iphone", "ipad"]))
        #expect(classic["orientations"]?["iphone"] == strings(["portrait", "landscapeRight", "landscapeLeft"]))
        #expect(classic["orientations"]?["ipad"] == strings(["portrait", "landscapeRight", "landscapeLeft"]))
        #expect(
            classic["orientations"]?["sources"]
                == .array([
                    .object(["file": .string("Classic/Info.plist"), "line": .number(7)]),
                    .object(["file": .string("Classic/Info.plist"), "line": .number(13)]),
                ]))
        #expect(classic["requiresFullScreen"] == .bool(true))
        #expect(classic["sceneManifest"] == .bool(false))
    }

    @Test func classicAppDelegateMaskResolvesAStaticLet() throws {
        let delegate = try #require(try target("Classic")["appDelegate"])
        #expect(delegate["class"] == .string("AppDelegate"))
        #expect(delegate["file"] == .string("Classic/AppDelegate.swift"))
        #expect(delegate["line"] == .number(8))
        #expect(
            delegate["orientations"]
                == .object([
                    "value": strings(["portrait", "landscapeRight", "landscapeLeft"]), "dynamic": .bool(false),
                    "expression": .string("AppDelegate.appMask"), "file": .string("Classic/AppDelegate.swift"),
                    "line": .number(11),
                ]))
    }

    @Test func classicControllersInheritThroughTheProjectsOwnSubclassesInBothLanguages() throws {
        let controllers = try target("Classic")["controllers"]?.items ?? []
        #expect(
            controllers.compactMap { $0["name"]?.text } == [
                "BaseViewController", "HomeViewController", "AboutViewController", "UpsideDownViewController",
                "LegacyPlayerViewController",
            ])
        let home = try #require(try target("Classic")["controllers"]?.first("name", "HomeViewController"))
        #expect(home["superclass"] == .string("BaseViewController"))
        #expect(home["supportedOrientations"]?["value"] == strings(["portrait"]), "inherited from BaseViewController")
        #expect(home["supportedOrientations"]?["line"] == .number(4))
        #expect(home["shouldAutorotate"]?["value"] == .bool(false))
        let legacy = try #require(controllers.first { $0["name"]?.text == "LegacyPlayerViewController" })
        #expect(legacy["file"] == .string("Classic/LegacyPlayerViewController.h"), "the @interface, not the comment")
        #expect(legacy["line"] == .number(4))
        #expect(
            legacy["supportedOrientations"]
                == .object([
                    "value": strings(["landscapeRight", "landscapeLeft"]), "dynamic": .bool(false),
                    "expression": .string("UIInterfaceOrientationMaskLandscape"),
                    "file": .string("Classic/LegacyPlayerViewController.m"), "line": .number(7),
                ]))
        #expect(legacy["preferredOrientationForPresentation"]?["value"] == .string("landscapeRight"))
        #expect(legacy["modalPresentationStyle"] == .null)
    }

    @Test func classicStoryboardGraph() throws {
        let storyboard = try #require(try target("Classic")["storyboards"]?.items.first)
        #expect(storyboard["file"] == .string("Classic/Main.storyboard"))
        #expect(storyboard["initial"] == .string("UINavigationController"))
        #expect(
            storyboard["controllers"]?.items.first
                == .object([
                    "id": .string("nav-01"), "class": .string("UINavigationController"), "kind": .string("navigation"),
                ]))
        let segues = storyboard["segues"]?.items ?? []
        #expect(segues.compactMap { $0["kind"]?.text } == ["relationship", "presentation", "show", "presentation"])
        #expect(
            segues[1]
                == .object([
                    "from": .string("HomeViewController"), "to": .string("LegacyPlayerViewController"),
                    "kind": .string("presentation"), "presentation": .string("fullScreen"),
                    "file": .string("Classic/Main.storyboard"), "line": .number(17),
                ]))
        #expect(segues[2]["presentation"] == .null)
    }

    @Test func classicScreensComeFromTheEngine() throws {
        let report = scanFixture("Classic").report.targets[0]
        func screen(_ controller: String, _ device: String, _ version: String) -> Screen? {
            report.screens.first {
                $0.controller == controller && $0.device == device && $0.iosVersion.description == version
            }
        }
        #expect(screen("LegacyPlayerViewController", "iphone", "16.0")?.orientations == .landscape)
        #expect(screen("LegacyPlayerViewController", "ipad", "16.0")?.orientations == .landscape, "full screen iPad")
        #expect(screen("UINavigationController", "iphone", "18.0")?.orientations == .allButUpsideDown)
        #expect(screen("UpsideDownViewController", "iphone", "12.0")?.crash?.invalidInterfaceOrientation != nil)
        #expect(screen("UINavigationController", "iphone", "27.0")?.crash == .sceneLifecycleRequired)
        #expect(report.screens.allSatisfy { !$0.dependsOnRuntime })
    }

    @Test func classicFindings() throws {
        let findings = try target("Classic")["findings"]?.items ?? []
        #expect(
            findings.map { "\($0["rule"]!.text!) \($0["file"]!.text!):\($0["line"]!)" } == [
                "scene-lifecycle-required Classic/Info.plist:number(1.0)",
                "no-common-orientation Classic/Main.storyboard:number(19.0)",
                "should-autorotate-ignored Classic/HomeViewController.swift:number(8.0)",
                "requires-full-screen-deprecated Classic/Info.plist:number(19.0)",
                "attempt-rotation-deprecated Classic/LegacyPlayerViewController.m:number(22.0)",
            ])
        // The setValue:forKey: in the #available else branch, a comment and a string is never reported.
        #expect(!findings.contains { $0["rule"]?.text == "device-orientation-kvc" })
        let sceneFinding = try #require(findings.first)
        #expect(sceneFinding["severity"] == .string("error"))
        #expect(sceneFinding["iosVersions"] == strings(["27.0"]))
        // A controller presented full screen with no orientation in common with the app crashes on every release
        // (UIKit 26.1's rule, issue 24); on 27.0 the app never launches without the scene life cycle.
        #expect(findings[1]["iosVersions"] == strings(["12.0", "15.0", "16.0", "18.0", "26.0"]))
        #expect(findings[2]["iosVersions"] == strings(["16.0", "18.0", "26.0", "27.0"]))
        #expect(findings[3]["iosVersions"] == strings(["26.0", "27.0"]))
    }

    // MARK: - Modern: generated Info.plist, synchronized folders, watchOS companion

    @Test func modernReadsGeneratedInfoPlistKeysFromTheIOSTargetOnly() throws {
        let result = scanFixture("Modern")
        #expect(result.report.skipped == [SkippedTarget(name: "ModernWatch Watch App", reason: "watchOS target")])
        let modern = try target("Modern")
        #expect(modern["infoPlist"] == .null)
        #expect(modern["deploymentTarget"] == .string("16.0"))
        #expect(modern["orientations"]?["iphone"] == strings(["portrait", "landscapeRight", "landscapeLeft"]))
        #expect(modern["orientations"]?["ipad"] == strings(["portrait", "landscapeRight", "landscapeLeft"]))
        #expect(
            modern["orientations"]?["sources"]
                == .array([
                    .object(["file": .string("Modern.xcodeproj/project.pbxproj"), "line": .number(69)]),
                    .object(["file": .string("Modern.xcodeproj/project.pbxproj"), "line": .number(70)]),
                ]))
        #expect(modern["sceneManifest"] == .bool(true), "INFOPLIST_KEY_UIApplicationSceneManifest_Generation")
        #expect(modern["appDelegate"] == .null)
    }

    @Test func modernStaticVarMaskIsDynamicWithItsDeclaredDefault() throws {
        let player = try #require(try target("Modern")["controllers"]?.first("name", "PlayerViewController"))
        #expect(player["kind"] == .string("player"), "an AVPlayerViewController subclass")
        #expect(
            player["supportedOrientations"]
                == .object([
                    "value": .null, "dynamic": .bool(true), "expression": .string("Self.lockedMask"),
                    "file": .string("Modern/PlayerViewController.swift"), "line": .number(12),
                ]))
        let report = scanFixture("Modern").report.targets[0]
        let screens = report.screens.filter { $0.controller == "PlayerViewController" }
        #expect(!screens.isEmpty && screens.allSatisfy { $0.dependsOnRuntime && $0.orientations == .allButUpsideDown })
    }

    @Test func modernFindingsHonourAvailabilityAndSetNeedsUpdate() throws {
        let findings = try target("Modern")["findings"]?.items ?? []
        #expect(
            findings.map { "\($0["rule"]!.text!):\($0["line"]!)" } == [
                "ipad-multitasking-orientations:number(69.0)",
                "mask-change-without-update:number(16.0)",
                "device-orientation-kvc:number(34.0)",
                "attempt-rotation-deprecated:number(35.0)",
                "geometry-request-outside-mask:number(49.0)",
            ],
            "line 21 (followed by setNeedsUpdate…), line 29 (an #available else branch) and the watch target stay silent"
        )
    }

    // MARK: - SwiftUI: adaptor delegate, hosting controllers, binary plist

    @Test func swiftUIBinaryPlistIsBinaryAndReadsLikeItsSource() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("SwiftUIApp/App/Info.plist"))
        #expect(data.starts(with: Array("bplist00".utf8)))
        let app = try target("SwiftUIApp")
        #expect(app["infoPlist"] == .string("App/Info.plist"))
        #expect(
            app["orientations"]?["ipad"]
                == strings(["portrait", "landscapeRight", "landscapeLeft", "portraitUpsideDown"]))
        #expect(app["orientations"]?["sources"]?.items.first?["line"] == .null, "a binary plist has no lines")
        #expect(app["sceneManifest"] == .bool(true))
    }

    @Test func swiftUIAdaptorDelegateAndHostingControllers() throws {
        let app = try target("SwiftUIApp")
        #expect(app["appDelegate"]?["class"] == .string("AppDelegate"))
        #expect(app["appDelegate"]?["orientations"]?["dynamic"] == .bool(true))
        #expect(app["appDelegate"]?["orientations"]?["expression"] == .string("AppDelegate.orientationLock"))
        let hosting = try #require(app["controllers"]?.first("name", "PlayerHostingController"))
        #expect(hosting["superclass"] == .string("UIHostingController<ContentView>"))
        #expect(hosting["supportedOrientations"]?["value"] == strings(["landscapeRight", "landscapeLeft"]))
        let findings = app["findings"]?.items ?? []
        #expect(findings.map { $0["rule"]?.text } == ["mask-change-without-update"])
        #expect(findings.first?["line"] == .number(26), "the button's closure changes the delegate's mask")
    }
}
