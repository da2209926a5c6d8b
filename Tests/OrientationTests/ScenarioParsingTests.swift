import Orientation
import Testing

struct ScenarioParsingTests {
    private static func error(_ text: String) -> String? {
        guard case .failure(let error) = Scenario.parse(text) else { return nil }
        return error.description
    }

    private static let base = #""device": "iphone-15", "root": {"id": "home"}"#

    @Test(arguments: [
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": "portrait"}, {"rotate": "portrait"}, {"rotate": "portrait"}, {"present": {"id": "x", "kind": "modal"}}]}"#,
            #"steps[3].present.kind: unknown kind "modal""#
        ),
        (
            #"{"device": "iphone-99", "root": {"id": "home"}}"#,
            #"device: unknown device "iphone-99" (see pivot devices)"#
        ),
        (
            #"{"device": "iphone-15", "deviceOrientation": "sideways", "root": {"id": "home"}}"#,
            #"deviceOrientation: unknown orientation "sideways""#
        ),
        (#"{"device": "iphone-15", "root": {"id": "home", "colour": "red"}}"#, #"root.colour: unknown key "colour""#),
        (#"{"device": "iphone-15", "root": {"id": "home"}, "extra": 1}"#, #"extra: unknown key "extra""#),
        (
            #"{"device": "iphone-15", "root": {"id": "home", "forwardsToTop": true}}"#,
            "root.forwardsToTop: only for kind navigation"
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home", "kind": "navigation", "children": [{"id": "home"}]}}"#,
            #"root.children[0].id: duplicate id "home""#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"push": {"id": "a"}, "on": "nav"}]}"#,
            #"steps[0].on: no controller "nav""#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"pop": "home"}]}"#,
            #"steps[0].pop: "home" is a content, not a navigation"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": "portrait", "wait": 1}]}"#,
            "steps[0].wait: a step has one action (already rotate)"
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"turn": "portrait"}]}"#,
            "steps[0]: expected one of rotate, present, dismiss, push, pop, select, addChild, removeChild, rotationLock, wait, swipe, setSupportedOrientations, setNeedsUpdateOfSupportedInterfaceOrientations, attemptRotationToDeviceOrientation, requestGeometryUpdate, forceDeviceOrientation, resizeWindow, moveWindow, enterFullScreen, exitFullScreen, addWindow, removeWindow"
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"wait": "1"}]}"#,
            "steps[0].wait: expected a number of seconds ≥ 0"
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home", "supportedOrientations": []}}"#,
            "root.supportedOrientations: empty orientation list"
        ),
        (
            #"{"device": "iphone-15", "app": {"supportedOrientations": ["up"]}, "root": {"id": "home"}}"#,
            #"app.supportedOrientations[0]: unknown orientation "up""#
        ),
        (#"{"device": "iphone-15", "root": {"id": "p", "kind": "player"}}"#, #"root: missing key "clip""#),
        (#"{"device": "iphone-15"}"#, #"root: missing key "root""#),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"present": {"id": "m"}, "style": "modal"}]}"#,
            #"steps[0].style: unknown style "modal""#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "t", "kind": "tabBar", "children": [{"id": "a"}]}, "steps": [{"select": 1, "on": "t"}]}"#,
            #"steps[0].select: no tab 1 in "t""#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"removeChild": "home"}]}"#,
            #"steps[0].removeChild: "home" is not a child of a container"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"dismiss": false}]}"#,
            "steps[0].dismiss: expected true"
        ),
        (
            #"{"device": "iphone-15", "rotationLock": 1, "root": {"id": "home"}}"#,
            "rotationLock: expected true or false"
        ),
    ])
    func badFilesAreRejectedWithTheJSONPath(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test(arguments: [
        (
            "{\"device\": \"iphone-15\",\n  \"root\": {\"id\": \"home\",}}",
            "line 2, column 25: expected a key in quotes"
        ),
        ("{\"a\": 1, \"a\": 2}", #"line 1, column 10: duplicate key "a""#),
        ("", "line 1, column 1: unexpected end of file"),
        ("{} {}", "line 1, column 4: unexpected text after the value"),
    ])
    func syntaxErrorsGiveLineAndColumn(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test func stepsMayNameControllersDeclaredByEarlierSteps() {
        let text = """
            {"device": "iphone-15", "root": {"id": "home"},
             "steps": [{"present": {"id": "nav", "kind": "navigation"}}, {"push": {"id": "a"}, "on": "nav"}, {"pop": "nav"}]}
            """
        #expect(Self.error(text) == nil)
    }

    @Test func defaultsAreTheFormatsDefaults() throws {
        let scenario = try Scenario.parse("{\(Self.base), \"steps\": [{\"present\": {\"id\": \"m\"}}]}").get()
        #expect(scenario.deviceOrientation == .portrait)
        #expect(scenario.rotationLock == false)
        #expect(scenario.app == AppConfiguration())
        #expect(scenario.root == ControllerSpec(id: "home"))
        #expect(scenario.steps == [.present(ControllerSpec(id: "m"), style: nil, animated: true)])
        #expect(scenario.iosVersion == .newest)
    }

    // MARK: - Hints

    @Test(arguments: [
        (
            #"{"device": "iphone-15", "root": {"id": "home", "supportedOrientation": ["all"]}}"#,
            #"root.supportedOrientation: unknown key "supportedOrientation" (did you mean "supportedOrientations"?)"#
        ),
        (
            #"{"device": "iphone-15", "deviceOrientaton": "portrait", "root": {"id": "home"}}"#,
            #"deviceOrientaton: unknown key "deviceOrientaton" (did you mean "deviceOrientation"?)"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": "landscapeLft"}]}"#,
            #"steps[0].rotate: unknown orientation "landscapeLft" (did you mean "landscapeLeft"?)"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home", "kind": "navigaton"}}"#,
            #"root.kind: unknown kind "navigaton" (did you mean "navigation"?)"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"present": {"id": "m"}, "style": "pagesheet"}]}"#,
            #"steps[0].style: unknown style "pagesheet" (did you mean "pageSheet"?)"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotat": "portrait"}]}"#,
            "steps[0]: expected one of rotate, present, dismiss, push, pop, select, addChild, removeChild, rotationLock, wait, swipe, setSupportedOrientations, setNeedsUpdateOfSupportedInterfaceOrientations, attemptRotationToDeviceOrientation, requestGeometryUpdate, forceDeviceOrientation, resizeWindow, moveWindow, enterFullScreen, exitFullScreen, addWindow, removeWindow (did you mean \"rotate\"?)"
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": "landscape"}]}"#,
            #"steps[0].rotate: "landscape" is a mask of several orientations; expected one orientation"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home", "preferredOrientationForPresentation": ["landscapeLeft"]}}"#,
            "root.preferredOrientationForPresentation: expected one orientation, not a list of orientations (a mask)"
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": "sideways"}]}"#,
            #"steps[0].rotate: unknown orientation "sideways""#
        ),
    ])
    func misspellingsSuggestTheClosestValidSpelling(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    // MARK: - iOS version

    @Test func iosVersionKeyIsParsedAndTheCommandLineOverridesIt() throws {
        let text = #"{"device": "iphone-x", "iosVersion": "15.4", "root": {"id": "home"}}"#
        #expect(try Scenario.parse(text).get().iosVersion == IOSVersion(major: 15, minor: 4))
        #expect(try Scenario.parse(text, iosVersion: IOSVersion(major: 12)).get().iosVersion == IOSVersion(major: 12))
    }

    @Test(arguments: ["11.4", "27.1", "28.0", "18.x", "", "18..1", "19.0", "25.9"])
    func versionsOutsideTheModelledRangeAreRejected(version: String) {
        #expect(
            Self.error(#"{"device": "iphone-15", "iosVersion": "\#(version)", "root": {"id": "home"}}"#)
                == #"iosVersion: unknown iOS version "\#(version)" (expected 12.0 to 18.x or 26.0 to 27.0)"#)
    }

    @Test func aReleaseTheDeviceNeverRanIsRefusedNamingTheDeviceTheVersionAndItsRange() {
        let text = #"{"device": "iphone-15", "iosVersion": "12.0", "root": {"id": "home"}}"#
        guard case .failure(let error) = Scenario.parse(text) else {
            Issue.record("iPhone 15 on 12.0 was accepted")
            return
        }
        #expect(error.isUnsupportedVersion)
        #expect(error.description == "iosVersion: iPhone 15 (iphone-15) never ran iOS 12.0; it runs 17.0 to 27.0")
        #expect(Self.error(#"{"device": "iphone-15", "iosVersion": "17.0", "root": {"id": "home"}}"#) == nil)
        #expect(Self.error(#"{"device": "iphone-15", "iosVersion": "16.7", "root": {"id": "home"}}"#) != nil)
    }

    @Test func anOverrideTheDeviceNeverRanIsRefusedToo() {
        let text = #"{"device": "iphone-8", "iosVersion": "16.7", "root": {"id": "home"}}"#
        #expect(throws: Never.self) { try Scenario.parse(text).get() }
        guard case .failure(let error) = Scenario.parse(text, iosVersion: IOSVersion(major: 17)) else {
            Issue.record("iPhone 8 on 17.0 was accepted")
            return
        }
        #expect(error.isUnsupportedVersion)
        #expect(error.description == "iPhone 8 (iphone-8) never ran iOS 17.0; it runs 12.0 to 16.7")
    }

    @Test(arguments: ["18.7", "26.0"])
    func theReleasesEitherSideOfTheNumberingJumpAreAccepted(version: String) throws {
        let text = #"{"device": "iphone-15", "iosVersion": "\#(version)", "root": {"id": "home"}}"#
        #expect(try Scenario.parse(text).get().iosVersion.description == version)
    }

    @Test(arguments: [
        #"{"setNeedsUpdateOfSupportedInterfaceOrientations": "home"}"#, #"{"requestGeometryUpdate": ["landscape"]}"#,
    ])
    func iOS16StepsAreErrorsBefore16NamingTheVersionTheyNeed(step: String) {
        let name = String(step.dropFirst(2).prefix { $0 != "\"" })
        let text = { (version: String) in
            #"{"device": "iphone-x", "iosVersion": "\#(version)", "root": {"id": "home"}, "steps": [\#(step)]}"#
        }
        #expect(
            Self.error(text("15.7")) == "steps[0].\(name): \(name) needs iOS 16.0 or later (the scenario runs iOS 15.7)"
        )
        #expect(Self.error(text("16.0")) == nil)
    }

    @Test func newStepsParse() throws {
        let text = """
            {"device": "iphone-15", "root": {"id": "home"}, "steps": [
              {"setSupportedOrientations": ["landscape"], "on": "home"}, {"setSupportedOrientations": ["all"], "on": "app"},
              {"setSupportedOrientations": ["portrait"], "on": "scene"},
              {"setNeedsUpdateOfSupportedInterfaceOrientations": "home"}, {"attemptRotationToDeviceOrientation": true},
              {"requestGeometryUpdate": ["landscapeLeft"]}, {"forceDeviceOrientation": "landscapeLeft"}]}
            """
        #expect(
            try Scenario.parse(text).get().steps == [
                .setSupportedOrientations(.landscape, on: .controller("home")),
                .setSupportedOrientations(.all, on: .appDelegate),
                .setSupportedOrientations(.portrait, on: .sceneDelegate),
                .setNeedsUpdateOfSupportedInterfaceOrientations("home"), .attemptRotationToDeviceOrientation,
                .requestGeometryUpdate(.landscapeLeft), .forceDeviceOrientation(.landscapeLeft),
            ])
        #expect(
            Self.error(
                #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"setSupportedOrientations": ["all"], "on": "nobody"}]}"#
            )
                == #"steps[0].on: no controller "nobody" (or "app" for the app delegate, "scene" for the scene delegate)"#
        )
    }

    @Test func relativeClipResolvesAgainstTheFilesFolderButKeepsItsWrittenForm() throws {
        let text = #"{"device": "iphone-15", "root": {"id": "p", "kind": "player", "clip": "clips/a.mov"}}"#
        let scenario = try Scenario.parse(text, folder: "/tmp/scenarios").get()
        #expect(scenario.root.clip == "clips/a.mov")
        #expect(scenario.root.clipPath == "/tmp/scenarios/clips/a.mov")
    }
}

struct CarouselParsingTests {
    @Test(arguments: [
        (
            #"{"device": "iphone-15", "root": {"id": "c", "kind": "carousel", "itemHeight": 1}}"#,
            #"root: missing key "itemCount""#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "c", "kind": "carousel", "itemCount": 0, "itemHeight": 1}}"#,
            "root.itemCount: expected an integer ≥ 1"
        ),
        (#"{"device": "iphone-15", "root": {"id": "c", "itemCount": 2}}"#, "root.itemCount: only for kind carousel"),
        (
            #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"swipe": "home", "velocity": 1}]}"#,
            #"steps[0].swipe: "home" is a content, not a carousel"#
        ),
        (
            #"{"device": "iphone-15", "root": {"id": "c", "kind": "carousel", "itemCount": 2, "itemHeight": 1}, "steps": [{"swipe": "c"}]}"#,
            #"steps[0]: missing key "velocity""#
        ),
    ])
    func badCarouselInputIsRejected(text: String, expected: String) {
        guard case .failure(let error) = Scenario.parse(text) else {
            Issue.record("accepted")
            return
        }
        #expect(error.description == expected)
    }

    @Test func carouselKeysParse() throws {
        let text =
            #"{"device": "iphone-15", "root": {"id": "c", "kind": "carousel", "itemCount": 5, "itemHeight": 150, "spacing": 4}}"#
        let scenario = try Scenario.parse(text).get()
        #expect(scenario.root.carouselLayout == CenterPagingLayout(itemCount: 5, itemHeight: 150, spacing: 4))
    }
}
