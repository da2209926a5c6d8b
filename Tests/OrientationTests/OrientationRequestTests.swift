import Orientation
import Testing

/// The run-time orientation calls: a changed mask, `setNeedsUpdateOfSupportedInterfaceOrientations`,
/// `attemptRotationToDeviceOrientation`, `requestGeometryUpdate` and the `UIDevice` trick, each on both sides of
/// iOS 16.
struct OrientationRequestTests {
    private static let ios15 = IOSVersion(major: 15, minor: 7)
    private static let ios16 = IOSVersion(major: 16)

    @Test func changingAMaskRotatesNothingByItself() {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .portrait)
        let session = EventLog.launched(root: home, pose: .landscapeLeft)
        let start = session.events.count
        session.setSupportedOrientations(.landscape, on: home)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.events.count == start)
        #expect(home.supportedInterfaceOrientations == .landscape)
    }

    @Test func setNeedsUpdateTurnsToTheDevicesPoseOnceItIsAllowed() {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .portrait)
        let session = EventLog.launched(root: home, pose: .landscapeLeft)
        session.setSupportedOrientations(.allButUpsideDown, on: home)
        session.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(session.interfaceOrientation == .landscapeRight, "device landscapeLeft is interface landscapeRight")
    }

    @Test func setNeedsUpdateLeavesAnOrientationThatIsNoLongerAllowed() {
        let home = ViewController(id: "home")
        let session = EventLog.launched(root: home)
        session.setSupportedOrientations(.landscape, on: nil)
        session.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(session.interfaceOrientation.isLandscape, "the app delegate's new answer excludes portrait")
    }

    @Test func attemptRotationFollowsThePoseBefore16AndAsksAgainFrom16() {
        for (version, expected) in [(Self.ios15, InterfaceOrientation.portrait), (Self.ios16, .landscapeRight)] {
            // shouldAutorotate false: consulted before 16 (attemptRotation then does nothing), not from 16.
            let home = ViewController(id: "home", supportedInterfaceOrientations: .portrait, shouldAutorotate: false)
            let session = EventLog.launched(root: home, pose: .landscapeLeft, version: version)
            session.setSupportedOrientations(.allButUpsideDown, on: home)
            session.attemptRotationToDeviceOrientation()
            #expect(session.interfaceOrientation == expected, "iOS \(version)")
        }
    }

    @Test func requestGeometryUpdateTurnsTheSceneEvenWithTheDeviceUpright() {
        let session = EventLog.launched(root: ViewController(id: "home"))
        session.requestGeometryUpdate(.landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeLeft)
        #expect(session.reportedDeviceOrientation == .portrait)
        #expect(!session.events.contains { $0.name == "geometryUpdateError" })
    }

    @Test func requestGeometryUpdateOutsideTheMaskIsErrorOneHundredOne() {
        let session = EventLog.launched(root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
        let start = session.events.count
        #expect(session.requestGeometryUpdate(.landscape) == nil)
        #expect(session.interfaceOrientation == .portrait)
        let error = session.events[start...].map { $0 }
        #expect(error.map(\.name) == ["geometryUpdateError"])
        #expect(error.first?.argument("domain") == .string("UISceneErrorDomain"))
        #expect(error.first?.argument("code") == .number(101))
    }

    @Test func deviceTrickTurnsTheInterfaceBefore16AndWarnsFrom16() {
        let old = EventLog.launched(root: ViewController(id: "home"), version: Self.ios15)
        old.forceDeviceOrientation(.landscapeLeft)
        #expect(old.interfaceOrientation == .landscapeRight)
        let modern = EventLog.launched(root: ViewController(id: "home"), version: Self.ios16)
        let start = modern.events.count
        modern.forceDeviceOrientation(.landscapeLeft)
        #expect(modern.interfaceOrientation == .portrait)
        #expect(modern.events[start...].map(\.name) == ["warning"])
    }

    @Test func afterTheTrickTheRealPoseIsAChangeAgain() {
        let session = EventLog.launched(root: ViewController(id: "home"), version: Self.ios15)
        session.forceDeviceOrientation(.landscapeLeft)
        session.rotate(to: .portrait)
        #expect(session.interfaceOrientation == .portrait, "UIDevice said landscapeLeft; the sensor says portrait")
    }
}
