import Orientation
import Testing

/// Records the coordinator of every size transition it hears.
private final class SizeWatcher: ViewController {
    var transitions: [(from: InterfaceOrientation, to: InterfaceOrientation)] = []

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append((coordinator.fromOrientation, coordinator.toOrientation))
    }
}

/// iPad windows: Split View, Slide Over, Stage Manager and iPadOS 26's windowed apps.
struct WindowTests {
    private static let pro129 = DeviceCatalog.device(id: "ipad-pro-12-9")!
    private static let pro11 = DeviceCatalog.device(id: "ipad-pro-11")!

    private static func session(
        _ device: DeviceModel = pro129, window: WindowPlacement?, app: AppConfiguration = AppConfiguration(),
        root: ViewController = ViewController(id: "home"), pose: DeviceOrientation = .landscapeLeft,
        version: IOSVersion = .newest
    ) -> OrientationSession {
        let session = OrientationSession(
            device: device, app: app, deviceOrientation: pose, iosVersion: version, window: window, root: root)
        session.launch()
        return session
    }

    private static func split(_ width: Double, height: Double = 1024) -> WindowPlacement {
        WindowPlacement(mode: .splitView, frame: Rect(x: 0, y: 0, width: width, height: height))
    }

    private static func parseError(_ text: String) -> String? {
        guard case .failure(let error) = Scenario.parse(text) else { return nil }
        return "\(error.path): \(error.message)"
    }

    private static func warnings(_ events: [Event]) -> [String] {
        events.filter { $0.name == "warning" }.compactMap {
            if case .string(let text) = $0.argument("message") { text } else { nil }
        }
    }

    // MARK: - Widths and size classes

    /// The 12.9-inch iPad's multitasking widths as measured on devices (the interface-size list in
    /// gist.github.com/sgl0v/3509f3ae628f4047cdb6): 375 / 678 / 981 in landscape, 375 / 639 in portrait.
    @Test func splitViewWidthsOfThe129InchIPadAreTheMeasuredOnes() {
        #expect(Self.pro129.splitViewWidths(in: .landscapeLeft) == [375, 678, 981])
        #expect(Self.pro129.splitViewWidths(in: .portrait) == [375, 639])
        #expect(Self.pro11.splitViewWidths(in: .landscapeLeft) == [320, 592, 864])
        #expect(Self.pro11.narrowWindowWidth == 320)
    }

    @Test(arguments: [(375.0, SizeClass.compact), (678, .regular), (981, .regular)])
    func splitViewSizeClassesOnThe129InchIPadInLandscape(width: Double, expected: SizeClass) {
        let session = Self.session(window: Self.split(width))
        #expect(session.traitCollection == TraitCollection(horizontalSizeClass: expected, verticalSizeClass: .regular))
        #expect(session.windowSize == Size(width: width, height: 1024))
    }

    @Test func halfTheScreenIsCompactOnThe11InchIPad() {
        let session = Self.session(Self.pro11, window: Self.split(592, height: 834))
        #expect(session.traitCollection.horizontalSizeClass == .compact)
        let portrait = Self.session(Self.pro129, window: Self.split(639, height: 1366), pose: .portrait)
        #expect(portrait.traitCollection.horizontalSizeClass == .compact, "639, the widest compact width")
    }

    @Test func slideOverIsNarrowAndCompact() throws {
        let scenario = try Scenario.parse(
            #"{"device": "ipad-pro-11", "iosVersion": "18.0", "deviceOrientation": "landscapeLeft", "#
                + #""window": {"mode": "slideOver"}, "root": {"id": "home"}}"#
        ).get()
        #expect(scenario.window?.frame == Rect(x: 874, y: 0, width: 320, height: 834))
        let result = ScenarioRunner().run(scenario)
        #expect(result.steps[0].traits == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }

    // MARK: - Resizing

    @Test func resizeAcrossTheSizeClassBoundaryTransitionsTraitsAndSizeWithoutRotating() {
        let root = SizeWatcher(id: "home")
        let session = Self.session(window: Self.split(981), root: root)
        let before = session.events.count
        session.resizeWindow(to: Size(width: 375, height: 1024))
        let events = Array(session.events[before...])
        #expect(
            EventLog.names(events) == [
                "home.willTransition", "home.viewWillTransition", "home.traitCollectionDidChange",
                "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews",
            ])
        #expect(
            events[0].argument("traits")
                == .traits(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)))
        #expect(events[1].argument("size") == .size(Size(width: 375, height: 1024)))
        #expect(session.interfaceOrientation == .landscapeRight)
        #expect(root.transitions.count == 1)
        #expect(root.transitions.allSatisfy { $0.from == $0.to }, "a resize is not a rotation")
    }

    @Test func fromTheWholeScreenToCompactSplitViewAndBack() {
        let session = Self.session(window: Self.split(1366))
        #expect(!session.isWindowed)
        #expect(session.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        session.resizeWindow(to: Size(width: 375, height: 1024))
        #expect(session.isWindowed)
        #expect(session.traitCollection.horizontalSizeClass == .compact)
        #expect(session.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "touches three edges")
        let before = session.events.count
        session.resizeWindow(to: Size(width: 1366, height: 1024))
        #expect(!session.isWindowed)
        #expect(session.traitCollection.horizontalSizeClass == .regular)
        #expect(EventLog.names(Array(session.events[before...])).first == "home.willTransition")
    }

    @Test func resizeWithinASizeClassSkipsWillTransition() {
        let session = Self.session(window: Self.split(981))
        let before = session.events.count
        session.resizeWindow(to: Size(width: 690, height: 1024))
        #expect(session.windowSize.width == 678, "the divider snaps to the nearest offered width")
        #expect(
            EventLog.names(Array(session.events[before...]))
                == ["home.viewWillTransition", "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews"])
    }

    @Test func freeFormWindowsClampToTheMinimumAndTheScreen() {
        let window = WindowPlacement(mode: .stageManager, frame: Rect(x: 100, y: 100, width: 800, height: 600))
        let session = Self.session(window: window, version: IOSVersion(major: 16))
        session.resizeWindow(to: Size(width: 100, height: 5000))
        #expect(session.window.frame == Rect(x: 100, y: 0, width: 320, height: 1024))
    }

    @Test func aWindowAwayFromTheEdgesHasNoSafeAreaAndGainsTheTopInsetAtTheTop() {
        let window = WindowPlacement(mode: .windowed, frame: Rect(x: 100, y: 100, width: 800, height: 600))
        let session = Self.session(window: window)
        #expect(session.safeAreaInsets == .zero)
        let before = session.events.count
        session.moveWindow(to: Point(x: 0, y: 0))
        #expect(session.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        let names = EventLog.names(Array(session.events[before...]))
        #expect(names.first == "home.viewSafeAreaInsetsDidChange")
        #expect(!names.contains("home.viewWillTransition"), "moving does not change the size")
    }

    @Test func fullScreenWindowsDoNotResize() {
        let session = Self.session(window: nil)
        session.resizeWindow(to: Size(width: 500, height: 500))
        #expect(session.windowSize == Size(width: 1366, height: 1024))
        #expect(Self.warnings(session.events).count == 1)
    }

    // MARK: - Rotation while windowed

    @Test func splitViewKeepsItsSlotAcrossARotation() {
        let session = Self.session(window: Self.split(678))
        session.rotate(to: .portrait)
        session.advance(by: 1)
        #expect(session.window.frame == Rect(x: 0, y: 0, width: 639, height: 1366), "half becomes the wide slot")
        session.rotate(to: .landscapeLeft)
        session.advance(by: 1)
        #expect(session.window.frame.size == Size(width: 981, height: 1024))
    }

    @Test func aWindowIgnoresThePortraitLockAndWarns() {
        let root = ViewController(id: "home", supportedInterfaceOrientations: .portrait)
        let app = AppConfiguration(supportedOrientations: .portrait)
        let window = WindowPlacement(mode: .windowed, frame: Rect(x: 0, y: 0, width: 700, height: 900))
        let windowed = Self.session(window: window, app: app, root: root, pose: .portrait)
        windowed.rotate(to: .landscapeLeft)
        #expect(windowed.interfaceOrientation == .landscapeRight)
        #expect(Self.warnings(windowed.events).contains { $0.contains("supported orientations ignored") })
        let fullScreen = Self.session(
            window: nil, app: app, root: ViewController(id: "home", supportedInterfaceOrientations: .portrait),
            pose: .portrait)
        fullScreen.rotate(to: .landscapeLeft)
        #expect(fullScreen.interfaceOrientation == .portrait)
    }

    // MARK: - UIRequiresFullScreen and the orientation lock preference

    @Test(
        arguments: [
            (IOSVersion(major: 18), nil, true), (IOSVersion(major: 26, minor: 1), IOSVersion(major: 26), true),
            (IOSVersion(major: 26, minor: 2), nil, true),
            (IOSVersion(major: 26, minor: 2), IOSVersion(major: 26, minor: 2), false),
            (IOSVersion(major: 27), IOSVersion(major: 26, minor: 2), false),
        ] as [(IOSVersion, IOSVersion?, Bool)])
    func requiresFullScreenKeepsTheAppFullScreenUntilTheIgnoreKeySaysOtherwise(
        version: IOSVersion, ignoredFrom: IOSVersion?, fullScreen: Bool
    ) {
        let app = AppConfiguration(requiresFullScreen: true, requiresFullScreenIgnoredFrom: ignoredFrom)
        let session = Self.session(window: Self.split(375), app: app, version: version)
        #expect(session.isWindowed == !fullScreen)
        #expect(Self.warnings(session.events).count == (fullScreen ? 1 : 0))
    }

    @Test func prefersInterfaceOrientationLockedHoldsFullScreenOnlyFrom26() {
        let locked = ViewController(id: "game")
        locked.prefersInterfaceOrientationLocked = true
        let fullScreen = Self.session(window: nil, root: locked, pose: .portrait)
        fullScreen.rotate(to: .landscapeLeft)
        #expect(fullScreen.interfaceOrientation == .portrait)

        let older = ViewController(id: "game")
        older.prefersInterfaceOrientationLocked = true
        let ios18 = Self.session(window: nil, root: older, pose: .portrait, version: IOSVersion(major: 18))
        ios18.rotate(to: .landscapeLeft)
        #expect(ios18.interfaceOrientation == .landscapeRight, "the property does not exist before 26")

        let windowedRoot = ViewController(id: "game")
        windowedRoot.prefersInterfaceOrientationLocked = true
        let window = WindowPlacement(mode: .windowed, frame: Rect(x: 0, y: 0, width: 700, height: 900))
        let windowed = Self.session(window: window, root: windowedRoot, pose: .portrait)
        windowed.rotate(to: .landscapeLeft)
        #expect(windowed.interfaceOrientation == .landscapeRight)
        #expect(Self.warnings(windowed.events).contains { $0.contains("prefersInterfaceOrientationLocked") })
    }

    // MARK: - Scenario errors

    @Test func windowModesThatDoNotExistAreErrorsNamingTheVersion() {
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "15.0", "window": {"mode": "stageManager", "size": [600, 600]}, "root": {"id": "a"}}"#
            ) == "window.mode: stageManager needs iPadOS 16.0 or later (the scenario runs iOS 15.0)")
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "18.0", "window": {"mode": "windowed", "size": [600, 600]}, "root": {"id": "a"}}"#
            ) == "window.mode: windowed needs iPadOS 26.0 or later (the scenario runs iOS 18.0)")
        #expect(
            Self.parseError(
                #"{"device": "ipad-10-2", "iosVersion": "18.0", "window": {"mode": "stageManager", "size": [600, 600]}, "root": {"id": "a"}}"#
            )?.contains("does not support stageManager") == true)
        #expect(
            Self.parseError(
                #"{"device": "iphone-15", "iosVersion": "18.0", "window": {"mode": "splitView"}, "root": {"id": "a"}}"#
            ) == "window: windows are for iPads; iphone-15 is an iPhone")
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "18.0", "window": {"mode": "splitView", "size": [500, 1194]}, "root": {"id": "a"}}"#
            ) == "window.size: iPad Pro (11-inch) offers splitView windows of 320x1194, 504x1194, 834x1194 in portrait")
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "18.0", "root": {"id": "a"}, "steps": [{"resizeWindow": [400, 400]}]}"#
            )?.hasPrefix("steps[0].resizeWindow: resizeWindow needs a \"window\"") == true)
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "18.0", "root": {"id": "a", "prefersInterfaceOrientationLocked": true}}"#
            )
                == "root.prefersInterfaceOrientationLocked: prefersInterfaceOrientationLocked needs iOS 26.0 or later (the scenario runs iOS 18.0)"
        )
    }

    // MARK: - iPadOS 26 windowing

    @Test(arguments: [
        (WindowMode.splitView, "18.7", true), (.splitView, "26.0", false), (.splitView, "26.1", false),
        (.splitView, "27.0", false), (.slideOver, "18.7", true), (.slideOver, "26.0", false),
        (.slideOver, "26.1", true),
        (.slideOver, "27.0", true), (.windowed, "18.7", false), (.windowed, "26.0", true),
        (.stageManager, "15.7", false),
        (.stageManager, "26.0", true), (.fullScreen, "12.0", true),
    ])
    func eachModeExistsOnTheReleasesThatHaveIt(mode: WindowMode, version: String, exists: Bool) {
        #expect(mode.exists(on: IOSVersion(version)!) == exists)
        #expect((mode.absence(on: IOSVersion(version)!) == nil) == exists)
    }

    @Test func splitViewIsRefusedFrom26AndSlideOverOn26Point0Only() {
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "26.1", "window": {"mode": "splitView", "size": [320, 1194]}, "root": {"id": "a"}}"#
            )
                == "window.mode: splitView was removed in iPadOS 26.0 (windows tile in the windowed mode instead) (the scenario runs iOS 26.1)"
        )
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "26.0", "window": {"mode": "slideOver"}, "root": {"id": "a"}}"#
            )
                == "window.mode: slideOver is not in iPadOS 26.0 (removed in 26.0, back from 26.1) (the scenario runs iOS 26.0)"
        )
        #expect(
            Self.parseError(
                #"{"device": "ipad-pro-11", "iosVersion": "26.1", "window": {"mode": "slideOver"}, "root": {"id": "a"}}"#
            ) == nil)
    }
}
