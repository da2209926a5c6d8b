import Orientation
import Testing

/// From iOS 16 a device rotation turns by the mask the scene last published; before 16 it asks again. And the
/// launch orientation follows the Info.plist's order.
struct PublishedOrientationsTests {
    private static func lockHomeToPortrait(version: String) -> (OrientationSession, ViewController) {
        let home = ViewController(id: "home")
        let session = EventLog.launched(root: home, version: IOSVersion(version)!)
        session.setSupportedOrientations(.portrait, on: home)
        return (session, home)
    }

    private static func warnings(_ session: OrientationSession, since start: Int) -> [Event] {
        session.events[start...].filter { $0.name == "warning" }
    }

    @Test(arguments: ["16.0", "18.0", "26.1", "27.0"])
    func aChangedMaskIsNotAppliedByARotationAloneFrom16(version: String) throws {
        let (session, _) = Self.lockHomeToPortrait(version: version)
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeRight, "the published allButUpsideDown still applies")
        let warning = try #require(Self.warnings(session, since: start).first)
        #expect(warning.controller == "home")
        guard case .string(let message)? = warning.argument("message") else {
            Issue.record("no message")
            return
        }
        #expect(message.contains("changed to portrait") && message.contains("published allButUpsideDown"))
    }

    @Test(arguments: ["12.0", "13.0", "15.7"])
    func beforeSixteenTheNextRotationReadsTheChangedMask(version: String) {
        let (session, _) = Self.lockHomeToPortrait(version: version)
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
        #expect(Self.warnings(session, since: start).isEmpty)
        #expect(session.publishedOrientations == nil)
    }

    @Test func setNeedsUpdateAppliesTheChangedMask() {
        let (session, _) = Self.lockHomeToPortrait(version: "16.0")
        session.setNeedsUpdateOfSupportedInterfaceOrientations()
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
        #expect(Self.warnings(session, since: start).isEmpty)
    }

    @Test func anUnchangedMaskRotatesWithoutAWarning() {
        let session = EventLog.launched(root: ViewController(id: "home"), version: IOSVersion(major: 16))
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeRight)
        #expect(Self.warnings(session, since: start).isEmpty)
    }

    @Test func aPresentationAndDismissalPublishTheMaskAgain() {
        let (session, _) = Self.lockHomeToPortrait(version: "26.1")
        session.present(ViewController(id: "player"), style: .fullScreen)
        session.dismiss()
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func aPushPublishesTheMaskAgain() {
        let first = ViewController(id: "first")
        let navigation = NavigationController(id: "nav", viewControllers: [first], forwardsToTop: true)
        let session = EventLog.launched(root: navigation, version: IOSVersion(major: 18))
        session.setSupportedOrientations(.portrait, on: first)
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeRight, "not yet published")
        session.rotate(to: .portrait)
        session.push(ViewController(id: "second", supportedInterfaceOrientations: .portrait), on: navigation)
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait, "the push published second's portrait")
    }

    // MARK: - Launch order

    @Test(arguments: [
        (["landscapeLeft", "landscapeRight"], InterfaceOrientation.landscapeLeft),
        (["landscapeRight", "landscapeLeft"], .landscapeRight),
        (["landscape"], .landscapeRight),
    ])
    func launchOutsideTheListFollowsTheInfoPlistOrder(list: [String], expected: InterfaceOrientation) throws {
        let names = list.map { "\"\($0)\"" }.joined(separator: ", ")
        let scenario = try Scenario.parse(
            #"{"device": "iphone-15", "iosVersion": "18.0", "app": {"supportedOrientations": ["#
                + names + #"]}, "root": {"id": "home"}, "steps": []}"#
        ).get()
        #expect(
            scenario.app.supportedOrientationsOrder.map(\.name)
                == (list == ["landscape"] ? ["landscapeRight", "landscapeLeft"] : list))
        let result = ScenarioRunner().run(scenario)
        #expect(result.steps.first?.interfaceOrientation == expected)
    }

    @Test func theDevicesPoseWinsOverTheListWhenAllowed() {
        let app = AppConfiguration(supportedOrientations: .landscape)
        var ordered = app
        ordered.supportedOrientationsOrder = [.landscapeLeft, .landscapeRight]
        let rules = OrientationRules(device: DeviceCatalog.device(id: "iphone-15")!, app: ordered, iosVersion: .newest)
        #expect(
            rules.launchOrientation(root: ControllerAnswers(id: "home"), pose: .landscapeLeft)
                == .success(.landscapeRight))
        #expect(
            rules.launchOrientation(root: ControllerAnswers(id: "home"), pose: .portrait) == .success(.landscapeLeft))
    }

    @Test func aVariantKeysOrderReplacesTheGenericOne() {
        var app = AppConfiguration(supportedOrientations: .landscape, supportedOrientationsPhone: .landscape)
        app.supportedOrientationsOrder = [.landscapeRight, .landscapeLeft]
        app.supportedOrientationsPhoneOrder = [.landscapeLeft, .landscapeRight]
        #expect(app.listedOrientations(for: .phone) == [.landscapeLeft, .landscapeRight])
        #expect(app.listedOrientations(for: .pad) == [.landscapeRight, .landscapeLeft])
    }
}
