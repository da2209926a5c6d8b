import Orientation
import Testing

struct PresentationTests {
    private static let phoneApp = AppConfiguration(supportedOrientations: .allButUpsideDown)

    @Test func fullScreenPresentationAppearsInThePreferredOrientation() {
        let session = EventLog.launched(
            app: Self.phoneApp, root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
        let player = ViewController(
            id: "player", supportedInterfaceOrientations: .landscape,
            preferredInterfaceOrientationForPresentation: .landscapeLeft)
        #expect(session.present(player) == nil)
        #expect(session.interfaceOrientation == .landscapeLeft)
        #expect(session.decidingController === player)
    }

    @Test func withoutAPreferenceThePresentationKeepsTheCurrentOrientationIfAllowed() {
        let session = EventLog.launched(app: Self.phoneApp, root: ViewController(id: "home"))
        session.present(ViewController(id: "modal", supportedInterfaceOrientations: .allButUpsideDown))
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func withoutAPreferenceADisallowedCurrentOrientationFallsBackToTheFirstAllowed() {
        let session = EventLog.launched(app: Self.phoneApp, root: ViewController(id: "home"))
        session.present(ViewController(id: "modal", supportedInterfaceOrientations: .landscape))
        #expect(session.interfaceOrientation == .landscapeRight)
    }

    @Test func preferredOrientationOutsideTheMaskIsTheInvalidOrientationError() {
        let session = EventLog.launched(app: Self.phoneApp, root: ViewController(id: "home"))
        let modal = ViewController(
            id: "modal", supportedInterfaceOrientations: .portrait,
            preferredInterfaceOrientationForPresentation: .landscapeLeft)
        let error = session.present(modal)
        #expect(
            error?.invalidInterfaceOrientation?.reason
                == .preferredOrientationNotSupported(preferred: .landscapeLeft, supported: .portrait))
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.presentedControllers.isEmpty)
        #expect(session.rotate(to: .landscapeLeft) == error, "a crashed app takes no more steps")
    }

    @Test func dismissalFallsBackToTheFirstAllowedWhenNeitherPoseNorCurrentIsAllowed() {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .portrait)
        let session = EventLog.launched(app: Self.phoneApp, root: home)
        session.present(ViewController(id: "player", supportedInterfaceOrientations: .landscape))
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeRight)
        session.dismiss()
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.decidingController === home)
    }

    @Test func dismissalFollowsTheDevicePoseWhenAllowed() {
        let session = EventLog.launched(app: Self.phoneApp, root: ViewController(id: "home"))
        session.present(ViewController(id: "player", supportedInterfaceOrientations: .portrait))
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
        session.dismiss()
        #expect(session.interfaceOrientation == .landscapeRight)
    }

    @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .popover, .currentContext, .overCurrentContext])
    func nonFullScreenPresentationsLeaveTheDecisionWithTheControllerBeneath(style: PresentationStyle) {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .portrait)
        let session = EventLog.launched(app: Self.phoneApp, root: home)
        session.present(ViewController(id: "sheet", supportedInterfaceOrientations: .landscape), style: style)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.decidingController === home)
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .portrait)
    }

    @Test func overFullScreenDecidesButKeepsThePresenterOnScreen() {
        let home = ViewController(id: "home")
        let session = EventLog.launched(app: Self.phoneApp, root: home)
        let start = session.events.count
        session.present(
            ViewController(id: "overlay", supportedInterfaceOrientations: .landscape), style: .overFullScreen)
        #expect(session.interfaceOrientation == .landscapeRight)
        #expect(!EventLog.names(Array(session.events[start...])).contains("home.viewWillDisappear"))
    }

    @Test func fullScreenPresentationOrderIsLoadDisappearAppearRotateLayoutDidDisappearDidAppear() {
        let session = EventLog.launched(
            app: Self.phoneApp, root: ViewController(id: "home", supportedInterfaceOrientations: .portrait),
            version: EventLog.seedVersion)
        let start = session.events.count
        session.present(
            ViewController(
                id: "player", supportedInterfaceOrientations: .landscape,
                preferredInterfaceOrientationForPresentation: .landscapeLeft))
        #expect(
            EventLog.names(Array(session.events[start...]))
                == [
                    "player.viewDidLoad", "home.viewWillDisappear", "player.viewWillAppear",
                    "home.willTransition", "home.viewWillTransition", "home.traitCollectionDidChange",
                    "home.viewSafeAreaInsetsDidChange", "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews",
                    "player.viewSafeAreaInsetsDidChange", "player.viewWillLayoutSubviews",
                    "player.viewDidLayoutSubviews",
                    "home.viewDidDisappear", "player.viewDidAppear",
                ])
    }

    @Test func hiddenPresenterStillHearsAboutSizeChanges() {
        let session = EventLog.launched(
            app: Self.phoneApp, root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
        session.present(ViewController(id: "player", supportedInterfaceOrientations: .allButUpsideDown))
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        let sizeCalls = EventLog.names(Array(session.events[start...]), only: ["viewWillTransition"])
        #expect(sizeCalls == ["home.viewWillTransition", "player.viewWillTransition"])
    }

    @Test func currentContextCoversOnlyTheControllerDefiningTheContext() {
        let list = ViewController(id: "list", definesPresentationContext: true)
        let container = ContainerViewController(id: "container", embeddedChildren: [list])
        let session = EventLog.launched(app: Self.phoneApp, root: container)
        let start = session.events.count
        let detail = ViewController(id: "detail")
        session.present(detail, style: .currentContext)
        #expect(detail.presentingViewController === list)
        let disappearing = EventLog.names(Array(session.events[start...]), only: ["viewWillDisappear"])
        #expect(disappearing == ["list.viewWillDisappear"])
    }
}
