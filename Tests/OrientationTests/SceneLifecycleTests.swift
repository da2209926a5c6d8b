import Orientation
import Testing

/// The iOS 27 rules, each on both sides of its boundary: the newest documented release is the default, an app
/// without the scene life cycle fails to launch, and the scene delegate's mask replaces the app's.
/// `docs/uikit-versions.md` gives the sources.
struct SceneLifecycleTests {
    /// The last release before the iOS 27 rules that Apple's release notes list (26.6).
    private static let ios26 = IOSVersion(major: 26, minor: 6)
    private static let ios27 = IOSVersion(major: 27)

    // MARK: - Versions

    @Test func iOS27IsTheNewestAndTheDefault() throws {
        #expect(IOSVersion.newest == Self.ios27)
        let scenario = try Scenario.parse(#"{"device": "iphone-15", "root": {"id": "home"}}"#).get()
        #expect(scenario.iosVersion == Self.ios27)
    }

    @Test(arguments: ["26.1", "26.2", "26.6", "27", "27.0", "27.0.1"])
    func everyDocumentedReleaseUpToTheNewestIsAccepted(version: String) {
        #expect(IOSVersion(version) != nil)
    }

    @Test func the261RulesStayReachable() throws {
        let text = #"{"device": "ipad-pro-11", "iosVersion": "26.1", "root": {"id": "home"}}"#
        let scenario = try Scenario.parse(text).get()
        #expect(scenario.iosVersion == IOSVersion(major: 26, minor: 1))
        #expect(!scenario.iosVersion.has(.requiresFullScreenIgnoredKey))
        #expect(!scenario.iosVersion.has(.sceneLifecycleRequired))
    }

    // MARK: - Scene life cycle

    @Test func anAppWithoutTheSceneLifeCycleLaunchesBefore27() {
        let home = ViewController(id: "home")
        let session = EventLog.launched(
            app: AppConfiguration(hasSceneManifest: false), root: home, version: Self.ios26)
        #expect(session.crash == nil)
        #expect(EventLog.names(session.events).contains("home.viewDidAppear"))
    }

    /// TN3187's log lines: none through 18.3, the first wording from 18.4, the second from 26.
    @Test(
        arguments: [
            ("13.0", nil), ("18.3", nil), ("18.4", "This process does not adopt UIScene lifecycle"),
            ("18.6", "This process does not adopt UIScene lifecycle"),
            ("26.0", "UIScene lifecycle will soon be required"),
            ("26.6", "UIScene lifecycle will soon be required"),
        ] as [(String, String?)])
    func uikitWarnsAtLaunchFrom184Until27(version: String, logLine: String?) throws {
        let session = EventLog.launched(
            app: AppConfiguration(hasSceneManifest: false), root: ViewController(id: "home"),
            version: try #require(IOSVersion(version)))
        let warnings = session.events.filter { $0.name == "warning" }
        guard let logLine else {
            #expect(warnings.isEmpty)
            return
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.controller == "app")
        guard case .string(let message)? = warnings.first?.argument("message") else {
            Issue.record("no warning message")
            return
        }
        #expect(message.hasPrefix(logLine))
        let adopting = EventLog.launched(root: ViewController(id: "home"), version: try #require(IOSVersion(version)))
        #expect(!adopting.events.contains { $0.name == "warning" }, "an app with a scene manifest is not warned")
    }

    @Test func anAppWithoutTheSceneLifeCycleFailsToLaunchFrom27() {
        let home = ViewController(id: "home")
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, app: AppConfiguration(hasSceneManifest: false),
            iosVersion: Self.ios27, root: home)
        #expect(session.launch() == .sceneLifecycleRequired)
        #expect(session.crash == .sceneLifecycleRequired)
        #expect(session.events.isEmpty, "nothing appears")
        #expect(session.rotate(to: .landscapeLeft) == .sceneLifecycleRequired, "later steps do nothing")
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func anAppWithTheSceneLifeCycleLaunchesOn27() {
        let session = EventLog.launched(root: ViewController(id: "home"), version: Self.ios27)
        #expect(session.crash == nil)
    }

    @Test func theLaunchFailureNamesTheRuleAndUIKitsMessage() {
        let message = AppCrash.sceneLifecycleRequired.description
        #expect(message.contains("iOS 27") && message.contains("app.sceneManifest"))
        #expect(message.contains("UIScene life cycle is required for apps built with this SDK"))
    }

    @Test func theScenarioRunStopsAtLaunch() throws {
        let text = #"""
            {"device": "iphone-15", "iosVersion": "27.0", "app": {"sceneManifest": false},
             "root": {"id": "home"}, "steps": [{"rotate": "landscapeLeft"}]}
            """#
        let result = ScenarioRunner().run(try Scenario.parse(text).get())
        #expect(result.crash == .sceneLifecycleRequired)
        #expect(result.steps.count == 1)
        let older = ScenarioRunner().run(try Scenario.parse(text, iosVersion: Self.ios26).get())
        #expect(older.crash == nil)
        #expect(older.steps.count == 2)
    }

    @Test func theAppKeysParse() throws {
        let text = #"""
            {"device": "iphone-15", "root": {"id": "home"},
             "app": {"sceneManifest": false, "sceneDelegateOrientations": ["landscape"]}}
            """#
        let app = try Scenario.parse(text).get().app
        #expect(app.hasSceneManifest == false)
        #expect(app.sceneDelegateOrientations == .landscape)
        let plain = try Scenario.parse(#"{"device": "iphone-15", "root": {"id": "home"}}"#).get().app
        #expect(plain.hasSceneManifest, "an app adopts the scene life cycle unless the scenario says otherwise")
        #expect(plain.sceneDelegateOrientations == nil)
        let bad = #"{"device": "iphone-15", "root": {"id": "home"}, "app": {"sceneManifest": "no"}}"#
        guard case .failure(let error) = Scenario.parse(bad) else {
            Issue.record("a non-Boolean sceneManifest was accepted")
            return
        }
        #expect(error.path == "app.sceneManifest")
    }

    // MARK: - Scene delegate's mask

    /// An app whose app delegate and scene delegate both answer, launched with the device in landscape.
    private static func launchedWithDelegates(
        app delegateMask: InterfaceOrientationMask, scene sceneMask: InterfaceOrientationMask?, version: IOSVersion
    ) -> OrientationSession {
        EventLog.launched(
            app: AppConfiguration(
                supportedOrientations: .allButUpsideDown, delegateOrientations: delegateMask,
                sceneDelegateOrientations: sceneMask),
            root: ViewController(id: "home"), pose: .landscapeLeft, version: version)
    }

    @Test func theAppDelegateDecidesBefore27EvenWhenTheSceneDelegateAnswers() {
        let session = Self.launchedWithDelegates(app: .portrait, scene: .landscape, version: Self.ios26)
        #expect(session.appOrientations == .portrait)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func theSceneDelegatesMaskReplacesTheAppsFrom27() {
        let session = Self.launchedWithDelegates(app: .portrait, scene: .landscape, version: Self.ios27)
        #expect(session.appOrientations == .landscape)
        #expect(session.interfaceOrientation == .landscapeRight, "device landscapeLeft is interface landscapeRight")
    }

    @Test func withoutASceneDelegateAnswerTheAppDelegateStillDecidesOn27() {
        let session = Self.launchedWithDelegates(app: .portrait, scene: nil, version: Self.ios27)
        #expect(session.appOrientations == .portrait)
    }

    @Test(arguments: [(ios26, InterfaceOrientation.portrait), (ios27, .landscapeRight)])
    func changingTheSceneDelegatesAnswerCountsFrom27(version: IOSVersion, expected: InterfaceOrientation) {
        let session = Self.launchedWithDelegates(app: .portrait, scene: .portrait, version: version)
        #expect(session.interfaceOrientation == .portrait)
        session.setSceneDelegateOrientations(.allButUpsideDown)
        #expect(session.interfaceOrientation == .portrait, "nothing rotates by itself")
        session.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(session.interfaceOrientation == expected)
    }

    @Test(arguments: [(ios26, InterfaceOrientation.landscapeRight), (ios27, .portrait)])
    func changingTheAppDelegatesAnswerCountsBefore27Only(version: IOSVersion, expected: InterfaceOrientation) {
        let session = Self.launchedWithDelegates(app: .portrait, scene: .portrait, version: version)
        session.setSupportedOrientations(.allButUpsideDown, on: nil)
        session.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(session.interfaceOrientation == expected)
    }
}
