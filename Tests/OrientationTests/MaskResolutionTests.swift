import Orientation
import Testing

struct MaskResolutionTests {
    // (app configuration, idiom, expected app mask): delegate, else idiom variant, else generic key, else idiom default.
    @Test(arguments: [
        (AppConfiguration(), UserInterfaceIdiom.phone, InterfaceOrientationMask.allButUpsideDown),
        (AppConfiguration(), .pad, .all),
        (AppConfiguration(supportedOrientations: .portrait), .phone, .portrait),
        (AppConfiguration(supportedOrientations: .portrait, supportedOrientationsPad: .landscape), .pad, .landscape),
        (AppConfiguration(supportedOrientations: .portrait, supportedOrientationsPad: .landscape), .phone, .portrait),
        (AppConfiguration(supportedOrientations: .portrait, supportedOrientationsPhone: .all), .phone, .all),
        (AppConfiguration(supportedOrientationsPhone: .portrait, delegateOrientations: .landscape), .phone, .landscape),
    ])
    func appMaskResolvesDelegateThenVariantThenGenericThenDefault(
        app: AppConfiguration, idiom: UserInterfaceIdiom, expected: InterfaceOrientationMask
    ) {
        #expect(app.orientations(for: idiom, on: .newest) == expected)
    }

    @Test func controllerDefaultMaskFollowsTheIdiom() {
        let phone = EventLog.launched("iphone-15", root: ViewController(id: "home"))
        let pad = EventLog.launched("ipad-air", root: ViewController(id: "home"))
        #expect(phone.root.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(pad.root.supportedInterfaceOrientations == .all)
    }

    @Test func effectiveMaskIsAppIntersectControllerIntersectDevice() {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .all)
        let session = EventLog.launched(app: AppConfiguration(supportedOrientations: .all), root: home)
        // The iPhone 15 has Face ID: the device mask removes upside-down even though app and controller allow it.
        #expect(session.supportedOrientations(decidedBy: home) == .success(.allButUpsideDown))
    }

    @Test func navigationControllerDecidesByItselfByDefault() {
        let top = ViewController(id: "landscape", supportedInterfaceOrientations: .landscape)
        let navigation = NavigationController(id: "nav", viewControllers: [top])
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test func navigationSubclassForwardingToTopUsesTheTopsMaskAndAutorotation() {
        let top = ViewController(id: "landscape", supportedInterfaceOrientations: .landscape, shouldAutorotate: false)
        let navigation = NavigationController(
            id: "nav", viewControllers: [ViewController(id: "list"), top], forwardsToTop: true)
        #expect(navigation.supportedInterfaceOrientations == .landscape)
        #expect(navigation.shouldAutorotate == false)
    }

    // Tabs allow portrait and allButUpsideDown; selected tab is the second.
    @Test(arguments: [
        (TabBarPolicy.intersection, InterfaceOrientationMask.portrait),
        (.selected, .allButUpsideDown),
        (.idiomDefault, .allButUpsideDown),
    ])
    func tabBarPolicyDecidesTheMask(policy: TabBarPolicy, expected: InterfaceOrientationMask) {
        let tabs = TabBarController(
            id: "tabs",
            viewControllers: [
                ViewController(id: "feed", supportedInterfaceOrientations: .portrait),
                ViewController(id: "videos", supportedInterfaceOrientations: .allButUpsideDown),
            ],
            selectedIndex: 1, policy: policy)
        #expect(tabs.supportedInterfaceOrientations == expected)
    }

    @Test func customContainerDecidesByItselfNotByItsChildren() {
        let container = ContainerViewController(
            id: "container",
            embeddedChildren: [ViewController(id: "child", supportedInterfaceOrientations: .landscape)],
            supportedInterfaceOrientations: .portrait)
        let session = EventLog.launched(root: container)
        #expect(session.supportedOrientations(decidedBy: session.decidingController) == .success(.portrait))
    }

    @Test func fiveLevelForwardingChainReachesTheLeaf() {
        let leaf = ViewController(id: "leaf", supportedInterfaceOrientations: .landscapeLeft)
        let inner = NavigationController(id: "inner", viewControllers: [leaf], forwardsToTop: true)
        let tabs = TabBarController(id: "tabs", viewControllers: [inner], policy: .selected)
        let outer = NavigationController(id: "outer", viewControllers: [tabs], forwardsToTop: true)
        let root = TabBarController(id: "root", viewControllers: [outer], policy: .selected)
        #expect(root.supportedInterfaceOrientations == .landscapeLeft)
    }

    @Test func iPadMultitaskingIgnoresViewControllerMasks() {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .portrait, shouldAutorotate: false)
        let session = EventLog.launched("ipad-pro-11", root: home)
        #expect(session.consultsViewControllers == false)
        #expect(session.rotationDecision(for: .landscapeLeft) == .rotate(to: .landscapeRight))
    }

    @Test(arguments: [
        AppConfiguration(requiresFullScreen: true),
        AppConfiguration(supportedOrientationsPad: .allButUpsideDown),
    ])
    func iPadAppOptedOutOfMultitaskingConsultsViewControllers(app: AppConfiguration) {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .portrait)
        let session = EventLog.launched("ipad-pro-11", app: app, root: home)
        #expect(session.consultsViewControllers)
        #expect(session.rotationDecision(for: .landscapeLeft) == .stay(.notSupported))
    }

    @Test func iPhoneIgnoresTheMultitaskingRule() {
        #expect(AppConfiguration(supportedOrientations: .all).supportsMultitasking(on: .phone) == false)
    }

    @Test(arguments: ["12.0", "12.5"])
    func emptyIntersectionIsTheInvalidOrientationErrorThrough12(version: String) {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .landscape)
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, app: AppConfiguration(supportedOrientations: .portrait),
            iosVersion: IOSVersion(version)!, root: home)
        let error = session.launch()
        #expect(
            error?.invalidInterfaceOrientation
                == InvalidInterfaceOrientation(
                    controller: "home",
                    reason: .noCommonOrientation(app: .portrait, controller: .landscape, device: .allButUpsideDown)))
        #expect(session.crash == error)
        #expect(error?.description.hasPrefix("UIApplicationInvalidInterfaceOrientation: ") == true)
    }

    @Test func emptyControllerMaskIsTheInvalidOrientationErrorThrough12() {
        let home = ViewController(id: "home", supportedInterfaceOrientations: [])
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "iphone-15")!, iosVersion: EventLog.seedVersion, root: home)
        #expect(session.launch()?.invalidInterfaceOrientation?.reason == .emptySupportedOrientations)
    }

    @Test(arguments: ["13.0", "26.1", "27.0"])
    func emptyIntersectionAtTheRootKeepsTheOrientationWithAWarningFrom13(version: String) {
        let home = ViewController(id: "home", supportedInterfaceOrientations: .landscape)
        let session = EventLog.launched(
            app: AppConfiguration(supportedOrientations: .portrait), root: home, version: IOSVersion(version)!)
        #expect(session.crash == nil)
        #expect(session.interfaceOrientation == .portrait)
        let warning = session.events.first { $0.name == "warning" }
        #expect(warning?.controller == "home")
        guard case .string(let message)? = warning?.argument("message") else {
            Issue.record("no warning message")
            return
        }
        #expect(message.contains("empty mask") && message.contains("app portrait") && message.contains("landscape"))
    }

    @Test(arguments: ["12.0", "13.0", "26.1", "27.0"])
    func preferredOrientationOutsideTheMaskCrashesOnEveryVersion(version: String) {
        let player = ViewController(
            id: "player", supportedInterfaceOrientations: .landscape,
            preferredInterfaceOrientationForPresentation: .portrait)
        let session = EventLog.launched(root: ViewController(id: "home"), version: IOSVersion(version)!)
        #expect(session.present(player, style: .fullScreen)?.invalidInterfaceOrientation?.reason != nil)
    }
}
