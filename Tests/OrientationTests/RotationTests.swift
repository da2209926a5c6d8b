import Orientation
import Testing

/// A controller that uses the coordinator as the seed texts do, recording what it saw.
private final class CoordinatedController: ViewController {
    var insetsBeforeAnimation: EdgeInsets?
    var insetsInsideAnimation: EdgeInsets?
    var progressInsideAnimation: Double?
    var completionTime: Double?

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        insetsBeforeAnimation = safeAreaInsets
        coordinator.animate(
            alongsideTransition: { coordinator in
                self.insetsInsideAnimation = self.safeAreaInsets
                self.progressInsideAnimation = coordinator.percentComplete
            },
            completion: { _ in self.completionTime = self.session?.time })
    }
}

struct RotationTests {
    @Test(arguments: [DeviceOrientation.faceUp, .faceDown, .unknown])
    func faceUpFaceDownAndUnknownKeepTheCurrentOrientation(pose: DeviceOrientation) {
        let session = EventLog.launched(root: ViewController(id: "home"))
        let before = session.events.count
        session.rotate(to: pose)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.events.count == before)
        #expect(session.rotationDecision(for: pose) == .stay(.notAnInterfaceOrientation))
    }

    @Test func unsupportedDeviceOrientationKeepsCurrent() {
        let session = EventLog.launched(root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.rotationDecision(for: .landscapeLeft) == .stay(.notSupported))
    }

    @Test func faceIDPhoneDoesNotTurnUpsideDownEvenWhenEverythingAllowsIt() {
        let session = EventLog.launched(
            app: AppConfiguration(supportedOrientations: .all),
            root: ViewController(id: "home", supportedInterfaceOrientations: .all))
        session.rotate(to: .portraitUpsideDown)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func homeButtonPhoneTurnsUpsideDownWhenEverythingAllowsIt() {
        let session = EventLog.launched(
            "iphone-se-3", app: AppConfiguration(supportedOrientations: .all),
            root: ViewController(id: "home", supportedInterfaceOrientations: .all))
        session.rotate(to: .portraitUpsideDown)
        #expect(session.interfaceOrientation == .portraitUpsideDown)
    }

    @Test(arguments: ["12.0", "15.7"])
    func shouldAutorotateFalseFreezesDeviceDrivenRotationBefore16(version: String) {
        let session = EventLog.launched(
            root: ViewController(id: "home", shouldAutorotate: false), version: IOSVersion(version)!)
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.rotationDecision(for: .landscapeLeft) == .stay(.shouldNotAutorotate))
    }

    @Test(arguments: ["16.0", "26.1", "27.0"])
    func shouldAutorotateIsNotConsultedFrom16(version: String) {
        let session = EventLog.launched(
            root: ViewController(id: "home", shouldAutorotate: false), version: IOSVersion(version)!)
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeRight)
    }

    @Test func rotatingToThePoseTheDeviceHoldsDoesNothing() {
        let player = ViewController(
            id: "player", supportedInterfaceOrientations: .landscape,
            preferredInterfaceOrientationForPresentation: .landscapeLeft)
        let session = EventLog.launched(root: ViewController(id: "home"))
        session.present(player, style: .fullScreen)
        session.advance(by: 1)
        let start = session.events.count
        // The device is still held in portrait: UIDevice reports nothing, so the player stays in landscape.
        session.rotate(to: .portrait)
        #expect(session.interfaceOrientation == .landscapeLeft)
        #expect(session.events.count == start)
    }

    @Test func iPhoneRotationLockIsPortraitOrientationLock() {
        let session = EventLog.launched(root: ViewController(id: "home"), pose: .landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeRight)
        session.setRotationLock(true)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.reportedDeviceOrientation == .portrait)
        session.rotate(to: .landscapeRight)
        #expect(session.interfaceOrientation == .portrait)
        session.setRotationLock(false)
        #expect(session.interfaceOrientation == .landscapeLeft)
    }

    @Test func iPadRotationLockFreezesTheCurrentOrientation() {
        let session = EventLog.launched(
            "ipad-pro-11", app: AppConfiguration(requiresFullScreen: true), root: ViewController(id: "home"),
            pose: .landscapeLeft)
        session.setRotationLock(true)
        #expect(session.interfaceOrientation == .landscapeRight)
        session.rotate(to: .portrait)
        #expect(session.interfaceOrientation == .landscapeRight)
        session.setRotationLock(false)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func iPhoneLaunchedWithTheLockOnStartsInPortrait() {
        let session = EventLog.launched(root: ViewController(id: "home"), pose: .landscapeLeft, rotationLock: true)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func rotationLockHidesPosesUntilTurnedOffWhichReportsTheCurrentPose() {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, rotationLock: true, root: ViewController(id: "home"))
        session.launch()
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
        session.setRotationLock(false)
        #expect(session.interfaceOrientation == .landscapeRight)
    }

    @Test func iPhoneRotationCallsTraitThenSizeThenAnimationCallbacks() {
        let session = EventLog.launched(root: ViewController(id: "home"))
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        #expect(
            EventLog.names(Array(session.events[start...]))
                == [
                    "home.willTransition", "home.viewWillTransition", "home.traitCollectionDidChange",
                    "home.viewSafeAreaInsetsDidChange", "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews",
                ])
        #expect(
            session.events[start].argument("traits")
                == .traits(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)))
        #expect(session.events[start + 1].argument("size") == .size(Size(width: 852, height: 393)))
    }

    @Test(arguments: ["ipad-10-2", "ipad-air", "ipad-pro-11", "ipad-pro-12-9"])
    func fullScreenIPadRotationNeverCallsTheTraitCallbacks(deviceID: String) {
        let session = EventLog.launched(deviceID, root: ViewController(id: "home"))
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        let names = EventLog.names(Array(session.events[start...]))
        #expect(names.contains("home.viewWillTransition"))
        #expect(!names.contains("home.willTransition"))
        #expect(!names.contains("home.traitCollectionDidChange"))
    }

    @Test func largeIPhoneLandscapeHasRegularWidth() {
        let session = EventLog.launched("iphone-15-pro-max", root: ViewController(id: "home"))
        session.rotate(to: .landscapeLeft)
        #expect(session.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
    }

    @Test func halfTurnBetweenLandscapesCallsOnlyViewWillTransitionWithTheSameSize() {
        let session = EventLog.launched(root: ViewController(id: "home"))
        session.rotate(to: .landscapeLeft)
        session.advance(by: 1)
        let start = session.events.count
        session.rotate(to: .landscapeRight)
        #expect(EventLog.names(Array(session.events[start...])) == ["home.viewWillTransition"])
        #expect(session.activeTransition?.transitionDuration == 0.6)
    }

    @Test(arguments: [
        (DeviceOrientation.landscapeLeft, 0.3),
        (.landscapeRight, 0.3),
        (.portraitUpsideDown, 0.6),
    ])
    func rotationLastsThreeTenthsPerQuarterTurn(pose: DeviceOrientation, duration: Double) {
        let session = EventLog.launched(
            "iphone-se-3", app: AppConfiguration(supportedOrientations: .all),
            root: ViewController(id: "home", supportedInterfaceOrientations: .all))
        session.rotate(to: pose)
        #expect(session.activeTransition?.transitionDuration == duration)
    }

    @Test func coordinatorProgressFollowsTheVirtualClockAndCompletionsRunAtTheEnd() throws {
        let home = CoordinatedController(id: "home")
        let session = EventLog.launched(root: home)
        session.rotate(to: .landscapeLeft)
        let coordinator = try #require(session.activeTransition)
        #expect(coordinator.percentComplete == 0)
        session.advance(by: 0.15)
        #expect(coordinator.percentComplete == 0.5)
        #expect(home.completionTime == nil)
        session.advance(by: 0.15)
        #expect(home.completionTime == 0.3)
        #expect(coordinator.isCompleted)
        #expect(session.activeTransition == nil)
        #expect(coordinator.percentComplete(at: 0.6) == 1)
        let completion = try #require(session.events.last)
        #expect(completion.name == "animateAlongsideTransitionCompletion" && completion.time == 0.3)
    }

    @Test func alongsideAnimationSeesTheNewSafeAreaButViewWillTransitionStillSeesTheOld() {
        let home = CoordinatedController(id: "home")
        let session = EventLog.launched(root: home)
        session.rotate(to: .landscapeLeft)
        #expect(home.insetsBeforeAnimation == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(home.insetsInsideAnimation == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(home.progressInsideAnimation == 0)
    }

    @Test func aStepDuringARotationFirstLetsItFinish() {
        let home = CoordinatedController(id: "home")
        let session = EventLog.launched(root: home)
        session.rotate(to: .landscapeLeft)
        session.rotate(to: .portrait)
        #expect(home.completionTime == 0.3)
        #expect(session.time == 0.3)
    }

    @Test func nothingRotationRelatedFiresAtLaunch() {
        let session = EventLog.launched(
            root: ViewController(id: "home"), pose: .landscapeLeft, version: EventLog.seedVersion)
        #expect(session.interfaceOrientation == .landscapeRight)
        #expect(
            EventLog.names(session.events)
                == [
                    "home.viewDidLoad", "home.viewWillAppear", "home.viewSafeAreaInsetsDidChange",
                    "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews", "home.viewDidAppear",
                ])
    }

    @Test func launchFallsBackToTheFirstAllowedOrientation() {
        let session = EventLog.launched(root: ViewController(id: "home", supportedInterfaceOrientations: .landscape))
        #expect(session.interfaceOrientation == .landscapeRight)
    }

    @Test func clockDidAdvanceIsSlicedAtTheTransitionEnd() {
        final class Clocked: ViewController {
            var slices: [(Double, Double, Bool)] = []
            override func clockDidAdvance(from start: Double, to end: Double) {
                slices.append((start, end, session?.activeTransition != nil))
            }
        }
        let home = Clocked(id: "home")
        let session = EventLog.launched(root: home)
        session.rotate(to: .landscapeLeft)
        session.advance(by: 1)
        #expect(
            home.slices.map(\.0) == [0, 0.3] && home.slices.map(\.1) == [0.3, 1]
                && home.slices.map(\.2) == [true, false])
    }
}
