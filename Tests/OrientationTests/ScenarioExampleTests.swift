import Foundation
import Orientation
import PivotJSON
import TestSupport
import Testing

/// Each example under `scenarios/` replayed, with expectations written from the rules and sources in
/// `docs/uikit-versions.md` and `docs/scenarios.md`.
struct ScenarioExampleTests {
    /// Replays example `name` under its own version, or under `version` (as `--ios-version` does).
    private static func run(_ name: String, version: IOSVersion? = nil) throws -> ScenarioResult {
        let url = Fixture.repositoryRoot.appendingPathComponent("scenarios").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let scenario = try Scenario.parse(text, folder: url.deletingLastPathComponent().path, iosVersion: version).get()
        return ScenarioRunner().run(scenario)
    }

    private static func orientations(_ result: ScenarioResult) -> [InterfaceOrientation] {
        result.steps.map(\.interfaceOrientation)
    }

    private static let rotationCallbacks: Set<String> = [
        "willTransition", "viewWillTransition", "traitCollectionDidChange",
    ]

    @Test func everyExampleStatesItsVersionAndRunsUnderItAndUnderItsDevicesNewest() throws {
        let folder = Fixture.repositoryRoot.appendingPathComponent("scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 17)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("\"iosVersion\""), "\(name) states its iosVersion")
            let own = try Self.run(name)
            #expect(own.iosVersion != .newest || text.contains("\"\(IOSVersion.newest)\""), "\(name)")
            // An app without the scene life cycle stops at launch from iOS 27: that run is the launch alone.
            #expect(own.steps.count >= 2 || own.crash == .sceneLifecycleRequired, "\(name)")
            let device = try #require(DeviceCatalog.device(id: own.device))
            #expect(device.runs(own.iosVersion), "\(name) runs on a release its device ran")
            // Under its device's newest release an example runs, unless it shows a feature that release lacks
            // (Split View is gone from iPadOS 26): then the refusal names the release.
            let last = device.lastIOS ?? .newest
            let url = folder.appendingPathComponent(name)
            switch Scenario.parse(text, folder: folder.path, iosVersion: last) {
            case .success(let scenario):
                let newest = ScenarioRunner().run(scenario)
                #expect(newest.iosVersion == last)
                #expect(newest.steps.count >= 2 || newest.crash == .sceneLifecycleRequired, "\(name) under \(last)")
            case .failure(let error):
                #expect(error.message.contains("iPadOS 26.0"), "\(url.lastPathComponent) under \(last): \(error)")
            }
        }
    }

    // MARK: - Today's rules, each example against the other side of its boundary

    @Test func anAppDelegateAppStopsAtLaunchOn27AndPlaysOn26() throws {
        let modern = try Self.run("scene-lifecycle-required-ios27.json")
        #expect(modern.crash == .sceneLifecycleRequired)
        #expect(modern.steps.count == 1 && modern.steps[0].events.isEmpty)
        let old = try Self.run("scene-lifecycle-required-ios27.json", version: IOSVersion(major: 26, minor: 6))
        #expect(old.crash == nil)
        #expect(Self.orientations(old) == [.portrait, .landscapeLeft, .landscapeLeft, .portrait])
        #expect(old.steps[0].events.first?.name == "warning", "26 logs that the scene life cycle will be required")
    }

    @Test func theSceneDelegatesMaskSupersedesTheAppDelegatesOn27Only() throws {
        let modern = try Self.run("scene-delegate-orientations-ios27.json")
        // The app delegate's change is not asked for; the scene delegate's is.
        #expect(
            Self.orientations(modern) == [
                .portrait, .portrait, .portrait, .portrait, .portrait, .portrait, .landscapeRight, .landscapeRight,
            ])
        let old = try Self.run("scene-delegate-orientations-ios27.json", version: IOSVersion(major: 26, minor: 6))
        #expect(
            Self.orientations(old) == [
                .portrait, .portrait, .portrait, .landscapeRight, .landscapeRight, .landscapeRight, .landscapeRight,
                .landscapeRight,
            ])
    }

    @Test func iOS16AppChangesItsMaskAndAsksUIKitAgain() throws {
        let result = try Self.run("orientation-update-ios16.json")
        // Masks change without rotating; setNeedsUpdate rotates to the first allowed landscape.
        #expect(
            Self.orientations(result) == [
                .portrait, .portrait, .landscapeRight, .landscapeRight, .landscapeRight, .landscapeRight, .portrait,
                .portrait,
            ])
        let failure = try #require(result.steps[4].events.first { $0.name == "geometryUpdateError" })
        #expect(failure.argument("domain") == .string("UISceneErrorDomain"))
        #expect(failure.argument("code") == .number(101))
        #expect(result.steps[1].events.isEmpty, "changing a mask rotates nothing")
    }

    @Test func emptyMaskKeepsTheOrientationFrom13AndCrashesThrough12() throws {
        let modern = try Self.run("empty-mask-keeps-orientation.json")
        #expect(modern.crash == nil)
        #expect(Self.orientations(modern) == [.portrait, .portrait, .portrait])
        let warning = try #require(modern.steps[1].events.first { $0.name == "warning" })
        #expect(warning.controller == "home")
        let old = try Self.run("empty-mask-keeps-orientation.json", version: IOSVersion(major: 12, minor: 5))
        #expect(
            old.crash?.invalidInterfaceOrientation?.reason
                == .noCommonOrientation(app: .portrait, controller: .landscape, device: .allButUpsideDown)
        )
    }

    @Test func shouldAutorotateIsIgnoredFrom16AndFreezesOn15() throws {
        #expect(Self.orientations(try Self.run("should-autorotate-ignored.json")).last == .landscapeRight)
        let old = try Self.run("should-autorotate-ignored.json", version: IOSVersion(major: 15, minor: 7))
        #expect(Self.orientations(old).allSatisfy { $0 == .portrait })
    }

    @Test func deviceOrientationTrickWorksOn15AndIsIgnoredWithAWarningFrom16() throws {
        let old = try Self.run("force-device-orientation.json")
        #expect(old.steps[1].interfaceOrientation == .landscapeRight)
        let modern = try Self.run("force-device-orientation.json", version: IOSVersion(major: 16))
        #expect(modern.steps[1].interfaceOrientation == .portrait)
        #expect(modern.steps[1].events.map(\.name) == ["warning"])
    }

    @Test func presentationWithoutStyleIsASheetFrom13AndFullScreenThrough12() throws {
        let modern = try Self.run("automatic-presentation-sheet.json")
        #expect(modern.steps[1].summary == "present landscape (pageSheet)")
        #expect(Self.orientations(modern).allSatisfy { $0 == .portrait }, "a sheet does not decide")
        let old = try Self.run("automatic-presentation-sheet.json", version: IOSVersion(major: 12, minor: 4))
        #expect(old.steps[1].summary == "present landscape (fullScreen)")
        #expect(old.steps[1].interfaceOrientation == .landscapeRight)
    }

    @Test func viewIsAppearingRunsFrom13BetweenWillAppearAndTheFirstLayout() throws {
        let modern = try Self.run("automatic-presentation-sheet.json")
        #expect(
            EventLog.names(
                modern.steps[1].events, only: ["viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews"])
                == ["landscape.viewWillAppear", "landscape.viewIsAppearing", "landscape.viewWillLayoutSubviews"])
        let old = try Self.run("automatic-presentation-sheet.json", version: IOSVersion(major: 12, minor: 4))
        #expect(!old.steps.flatMap(\.events).contains { $0.name == "viewIsAppearing" })
    }

    @Test func tabBarDefaultsToTheSelectedTabFrom13() throws {
        let modern = try Self.run("tab-bar-disagreeing-tabs.json", version: IOSVersion(major: 13))
        let old = try Self.run("tab-bar-disagreeing-tabs.json")
        #expect(Self.orientations(old).allSatisfy { $0 == .portrait })
        #expect(Self.orientations(modern) != Self.orientations(old))
    }

    @Test func landscapeOnlyModalIsShownInLandscape() throws {
        let result = try Self.run("landscape-modal.json")
        // present: no preference, portrait not allowed, so the first allowed: landscapeRight. Device landscapeRight is
        // interface landscapeLeft. Portrait is refused. Dismissal returns to the device's portrait.
        #expect(
            Self.orientations(result) == [
                .portrait, .landscapeRight, .landscapeRight, .landscapeLeft, .landscapeLeft,
                .landscapeLeft, .portrait,
            ])
        #expect(result.crash == nil)
    }

    @Test func landscapeOnlyModalInsideADefaultNavigationControllerStaysPortrait() throws {
        let result = try Self.run("landscape-modal-in-navigation.json")
        #expect(Self.orientations(result) == [.portrait, .portrait, .landscapeRight, .landscapeRight, .portrait])
        // The navigation controller decides with the idiom default, so the landscape-only top follows it around.
        #expect(
            EventLog.names(result.steps[2].events, only: ["willTransition"])
                == ["home.willTransition", "nav.willTransition", "landscape.willTransition"])
    }

    @Test func navigationSubclassForwardingToTopShowsLandscape() throws {
        let result = try Self.run("landscape-modal-in-forwarding-navigation.json")
        #expect(Self.orientations(result) == [.portrait, .landscapeRight, .landscapeRight, .landscapeRight, .portrait])
    }

    @Test func appLevelPortraitLockOverridesAControllerThatAllowsAll() throws {
        let result = try Self.run("app-portrait-lock.json")
        #expect(Self.orientations(result).allSatisfy { $0 == .portrait })
        #expect(result.steps.dropFirst().allSatisfy { $0.events.isEmpty })
    }

    @Test func appDelegateOverridesInfoPlist() throws {
        let result = try Self.run("delegate-overrides-plist.json")
        #expect(result.steps[1].interfaceOrientation == .landscapeRight)
    }

    @Test func tabBarWithDisagreeingTabsAllowsOnlyWhatEveryTabAllows() throws {
        let result = try Self.run("tab-bar-disagreeing-tabs.json")
        #expect(Self.orientations(result).allSatisfy { $0 == .portrait })
        #expect(
            EventLog.names(result.steps[1].events)
                == [
                    "videos.viewDidLoad", "feed.viewWillDisappear", "videos.viewWillAppear",
                    "videos.viewSafeAreaInsetsDidChange",
                    "videos.viewWillLayoutSubviews", "videos.viewDidLayoutSubviews", "feed.viewDidDisappear",
                    "videos.viewDidAppear",
                ])
    }

    @Test func modalPlayerOpensInLandscapeLeftFromAPortraitAppAndReturnsOnDismissal() throws {
        let result = try Self.run("player-from-portrait-app.json")
        #expect(
            Self.orientations(result) == [
                .portrait, .landscapeLeft, .landscapeLeft, .landscapeRight, .landscapeRight,
                .portrait, .portrait,
            ])
        #expect(result.steps[1].windowSize == Size(width: 812, height: 375))
        let player = result.steps[1].events.filter { $0.controller == "player" }.map(\.name)
        #expect(player.prefix(2) == ["viewDidLoad", "loadClip"])
        #expect(player.suffix(2) == ["viewDidAppear", "play"])
        #expect(
            result.steps[1].events.first { $0.name == "loadClip" }?.argument("clip") == .string("../Media/ar-16x9.mov"))
        let dismissal = EventLog.names(result.steps[5].events, only: ["viewWillDisappear", "pause", "viewDidAppear"])
        #expect(dismissal == ["player.viewWillDisappear", "player.pause", "home.viewDidAppear"])
    }

    @Test func sizeClassAndSizeDetectionOnIPhone() throws {
        let result = try Self.run("size-class-vs-size-iphone.json")
        #expect(
            EventLog.names(result.steps[1].events, only: Self.rotationCallbacks)
                == ["home.willTransition", "home.viewWillTransition", "home.traitCollectionDidChange"])
        // landscapeLeft to landscapeRight: a half turn with no trait change, so only the size callback.
        #expect(EventLog.names(result.steps[3].events, only: Self.rotationCallbacks) == ["home.viewWillTransition"])
        #expect(result.steps[5].events.isEmpty, "faceUp changes nothing")
        #expect(abs((result.steps[6].events.first?.time ?? 0) - 0.9) < 1e-9, "the half turn took 0.6 s")
    }

    @Test func sizeClassAndSizeDetectionOnIPadWhereTheTraitCallbackNeverFires() throws {
        let result = try Self.run("size-class-vs-size-ipad.json")
        #expect(
            Self.orientations(result) == [
                .portrait, .landscapeRight, .landscapeRight, .portraitUpsideDown, .portraitUpsideDown,
            ])
        let all = result.steps.flatMap(\.events)
        #expect(
            EventLog.names(all, only: Self.rotationCallbacks) == ["home.viewWillTransition", "home.viewWillTransition"])
    }

    @Test func containerChildrenWithAndWithoutTheManualCalls() throws {
        let result = try Self.run("container-children.json")
        let moves: Set<String> = ["willMove", "didMove"]
        #expect(EventLog.names(result.steps[0].events, only: moves) == ["header.willMove", "header.didMove"])
        #expect(EventLog.names(result.steps[1].events, only: moves) == ["good.willMove", "good.didMove"])
        #expect(EventLog.names(result.steps[2].events, only: moves) == ["forgetful.willMove"])
        #expect(EventLog.names(result.steps[3].events, only: moves) == ["good.willMove", "good.didMove"])
        #expect(EventLog.names(result.steps[4].events, only: moves) == ["forgetful.didMove"])
    }

    @Test func portraitOnlyAppPresentingALandscapePlayerCrashes() throws {
        let result = try Self.run("invalid-orientation-crash.json")
        #expect(result.steps.count == 2, "the run stops at the failing step")
        #expect(result.steps[1].events.isEmpty)
        #expect(
            result.crash?.invalidInterfaceOrientation?.reason
                == .noCommonOrientation(app: .portrait, controller: .landscape, device: .allButUpsideDown))
    }

    @Test func carouselKeepsItsPageAcrossRotations() throws {
        let result = try Self.run("carousel-keeps-page.json")
        let states = result.steps.map { $0.carousels.first }
        #expect(
            states[0]
                == CarouselState(id: "picker", page: 0, itemSize: Size(width: 375, height: 150), contentOffset: .zero))
        #expect(states[2]?.contentOffset == Point(x: 750, y: 0))
        #expect(
            states[3]
                == CarouselState(
                    id: "picker", page: 2, itemSize: Size(width: 724, height: 150),
                    contentOffset: Point(x: 1448, y: 0)))
        #expect(states[5]?.page == 1)
        #expect(states[6]?.contentOffset == Point(x: 375, y: 0))
        #expect(result.textReport.contains("  carousel picker  page 2  item 724x150  offset 1448,0\n"))
    }

    @Test func textReportHeaderAndEventLinesHaveTheDocumentedColumns() throws {
        let lines = try Self.run("player-from-portrait-app.json").textReport.split(separator: "\n")
        #expect(lines[0] == "iphone-x, iOS 12.0")
        #expect(lines[1] == "step 0  launch                              portrait                    window 375x812")
        #expect(lines[2] == "  t=0.000  home    viewDidLoad")
        #expect(
            lines.contains("step 1  present player (fullScreen)         portrait -> landscapeLeft   window 812x375"))
    }

    @Test func jsonReportHasTheDocumentedFields() throws {
        let json = try Self.run("player-from-portrait-app.json").json
        #expect(json["device"] == .string("iphone-x"))
        #expect(json["iosVersion"] == .string("12.0"))
        guard case .array(let steps) = json["steps"] else {
            Issue.record("no steps")
            return
        }
        #expect(steps[0]["index"] == .number(0))
        #expect(steps[0]["step"] == .string("launch"))
        #expect(steps[0]["interfaceOrientation"] == .string("portrait"))
        #expect(steps[0]["windowSize"] == .size(Size(width: 375, height: 812)))
        #expect(steps[0]["safeAreaInsets"] == .insets(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)))
        #expect(
            steps[0]["traits"] == .traits(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)))
        #expect(steps[0]["error"] == .null)
        guard case .array(let events) = steps[0]["events"] else {
            Issue.record("no events")
            return
        }
        #expect(
            events[0] == .object(["t": .number(0), "controller": .string("home"), "event": .string("viewDidLoad")]))
    }

    @Test func theSystemPlayerGoesFullScreenToLandscapeOverItsPortraitFeedAndBack() throws {
        let result = try Self.run("avkit-inline-then-full-screen.json")
        #expect(
            Self.orientations(result) == [
                .portrait, .portrait, .portrait, .landscapeRight, .landscapeRight, .portrait, .portrait,
            ])
        #expect(result.steps[2].events.contains { $0.controller == "video.fullScreen" && $0.name == "viewDidAppear" })
        #expect(!result.steps.flatMap(\.events).contains { $0.controller == "video" && $0.name == "pause" })
    }
}
