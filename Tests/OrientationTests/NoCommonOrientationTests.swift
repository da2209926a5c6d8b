import Orientation
import Testing

/// `UIApplicationInvalidInterfaceOrientation` for no common orientation: the rule
/// (`-[UIViewController __supportedInterfaceOrientations]`) and the two paths that ask it.
struct NoCommonOrientationTests {
    private static func raises(
        controller: InterfaceOrientationMask = .landscape, app: InterfaceOrientationMask = .portrait,
        style: PresentationStyle? = .fullScreen, windowCanSet: Bool = true, autorotates: Bool = true
    ) -> Bool {
        OrientationRules.raisesNoCommonOrientation(
            controllerMask: controller, appMask: app, presentationStyle: style, windowCanSetOrientations: windowCanSet,
            shouldAutorotate: autorotates)
    }

    // MARK: - The rule, both sides of each condition

    @Test func landscapeControllerInAPortraitAppRaises() {
        #expect(Self.raises())
    }

    @Test func anEmptyControllerMaskDoesNotRaiseHere() {
        #expect(!Self.raises(controller: []))
    }

    @Test func oneOrientationInCommonDoesNotRaise() {
        #expect(!Self.raises(controller: .allButUpsideDown))
        #expect(!Self.raises(controller: [.portrait, .landscapeLeft]))
    }

    @Test(arguments: [PresentationStyle.pageSheet, .formSheet])
    func sheetsDoNotRaise(style: PresentationStyle) {
        #expect(!Self.raises(style: style))
    }

    @Test(arguments: [PresentationStyle?.none, .fullScreen, .overFullScreen, .currentContext, .popover])
    func everyOtherStyleAndTheRootRaise(style: PresentationStyle?) {
        #expect(Self.raises(style: style))
    }

    @Test func aWindowThatCannotSetItsOrientationDoesNotRaise() {
        #expect(!Self.raises(windowCanSet: false))
    }

    @Test func shouldAutorotateFalseDoesNotRaise() {
        #expect(!Self.raises(autorotates: false))
    }

    // MARK: - The presented path: every release

    private static let versions = ["12.0", "12.5", "13.0", "15.7", "16.0", "18.0", "26.1", "27.0"]

    private static func presentLandscapePlayer(
        version: String, shouldAutorotate: Bool = true, mask: InterfaceOrientationMask = .landscape
    ) -> (OrientationSession, AppCrash?) {
        let session = EventLog.launched(
            app: AppConfiguration(supportedOrientations: .portrait), root: ViewController(id: "home"),
            version: IOSVersion(version)!)
        let player = ViewController(
            id: "player", supportedInterfaceOrientations: mask, shouldAutorotate: shouldAutorotate)
        return (session, session.present(player, style: .fullScreen))
    }

    @Test(arguments: versions)
    func presentingALandscapeOnlyControllerInAPortraitAppCrashesOnEveryRelease(version: String) {
        let (session, crash) = Self.presentLandscapePlayer(version: version)
        #expect(
            crash?.invalidInterfaceOrientation
                == InvalidInterfaceOrientation(
                    controller: "player",
                    reason: .noCommonOrientation(app: .portrait, controller: .landscape, device: .allButUpsideDown)))
        #expect(session.crash == crash)
        #expect(crash?.description.contains("[player shouldAutorotate] is returning YES") == true)
    }

    @Test(arguments: versions)
    func shouldAutorotateFalseAvoidsTheCrashOnEveryRelease(version: String) {
        let (session, crash) = Self.presentLandscapePlayer(version: version, shouldAutorotate: false)
        #expect(crash == nil)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.events.contains { $0.name == "warning" && $0.controller == "player" })
    }

    @Test(arguments: ["12.0", "12.5"])
    func anEmptyPresentedMaskCrashesThrough12(version: String) {
        let (_, crash) = Self.presentLandscapePlayer(version: version, mask: [])
        #expect(crash?.invalidInterfaceOrientation?.reason == .emptySupportedOrientations)
    }

    @Test(arguments: ["13.0", "16.0", "26.1", "27.0"])
    func anEmptyPresentedMaskKeepsTheOrientationFrom13(version: String) {
        let (session, crash) = Self.presentLandscapePlayer(version: version, mask: [])
        #expect(crash == nil)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func aSheetOfALandscapeOnlyControllerDoesNotCrash() {
        let session = EventLog.launched(
            app: AppConfiguration(supportedOrientations: .portrait), root: ViewController(id: "home"),
            version: IOSVersion(major: 26, minor: 1))
        let sheet = ViewController(id: "sheet", supportedInterfaceOrientations: .landscape)
        #expect(session.present(sheet, style: .pageSheet) == nil)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func aWindowedIPadAppPresentingALandscapeOnlyControllerDoesNotCrash() {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "ipad-pro-11")!, app: AppConfiguration(supportedOrientations: .portrait),
            iosVersion: IOSVersion(major: 26),
            window: WindowPlacement(mode: .windowed, frame: Rect(x: 0, y: 0, width: 700, height: 700)),
            root: ViewController(id: "home"))
        session.launch()
        #expect(session.isWindowed)
        let player = ViewController(id: "player", supportedInterfaceOrientations: .landscape)
        #expect(session.present(player, style: .fullScreen) == nil)
    }

    // MARK: - The root path: the window through 12, the scene from 13

    private static func launchLandscapeRoot(
        version: String, shouldAutorotate: Bool = true
    ) -> (
        OrientationSession, AppCrash?
    ) {
        let home = ViewController(
            id: "home", supportedInterfaceOrientations: .landscape, shouldAutorotate: shouldAutorotate)
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, app: AppConfiguration(supportedOrientations: .portrait),
            iosVersion: IOSVersion(version)!, root: home)
        return (session, session.launch())
    }

    @Test(arguments: ["12.0", "12.5"])
    func aRootWithNoCommonOrientationCrashesThrough12(version: String) {
        let (_, crash) = Self.launchLandscapeRoot(version: version)
        #expect(
            crash?.invalidInterfaceOrientation?.reason
                == .noCommonOrientation(app: .portrait, controller: .landscape, device: .allButUpsideDown))
    }

    @Test func aRootThatDoesNotAutorotateDoesNotCrashOn12() {
        let (session, crash) = Self.launchLandscapeRoot(version: "12.0", shouldAutorotate: false)
        #expect(crash == nil)
        #expect(session.events.contains { $0.name == "warning" && $0.controller == "home" })
    }

    @Test(arguments: ["13.0", "16.0", "26.1", "27.0"])
    func aRootWithNoCommonOrientationKeepsTheOrientationFrom13(version: String) {
        let (session, crash) = Self.launchLandscapeRoot(version: version)
        #expect(crash == nil)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.rotate(to: .landscapeLeft) == nil)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.events.filter { $0.name == "warning" && $0.controller == "home" }.count == 2)
    }
}
