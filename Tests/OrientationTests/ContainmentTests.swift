import Orientation
import Testing

struct ContainmentTests {
    private static let moves: Set<String> = ["willMove", "didMove"]

    @Test(arguments: [(true, ["child.willMove", "child.didMove"]), (false, ["child.willMove"])])
    func addChildCallsWillMoveItselfAndDidMoveIsTheCallersJob(callDidMove: Bool, expected: [String]) {
        let container = ContainerViewController(id: "container", embeddedChildren: [])
        let session = EventLog.launched(root: container)
        let start = session.events.count
        session.addChild(ViewController(id: "child"), to: container, callDidMove: callDidMove)
        #expect(EventLog.names(Array(session.events[start...]), only: Self.moves) == expected)
        #expect(session.events[start].argument("parent") == .string("container"))
    }

    @Test(arguments: [(true, ["child.willMove", "child.didMove"]), (false, ["child.didMove"])])
    func removeFromParentCallsDidMoveItselfAndWillMoveIsTheCallersJob(callWillMove: Bool, expected: [String]) {
        let child = ViewController(id: "child")
        let container = ContainerViewController(id: "container", embeddedChildren: [child])
        let session = EventLog.launched(root: container)
        let start = session.events.count
        session.removeChild(child, callWillMove: callWillMove)
        #expect(EventLog.names(Array(session.events[start...]), only: Self.moves) == expected)
        #expect(session.events.last?.argument("parent") == .null)
        #expect(container.children.isEmpty)
    }

    @Test func addedChildAppearsBeforeTheCallersDidMove() {
        let container = ContainerViewController(id: "container", embeddedChildren: [])
        let session = EventLog.launched(root: container, version: EventLog.seedVersion)
        let start = session.events.count
        session.addChild(ViewController(id: "child"), to: container, callDidMove: true)
        #expect(
            EventLog.names(Array(session.events[start...]))
                == [
                    "child.willMove", "child.viewDidLoad", "child.viewWillAppear", "child.viewSafeAreaInsetsDidChange",
                    "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews", "child.viewDidAppear",
                    "child.didMove",
                ])
    }

    @Test func embedPathCallsBothWillMoveAndDidMove() {
        let container = ContainerViewController(id: "container", embeddedChildren: [ViewController(id: "child")])
        let session = EventLog.launched(root: container)
        #expect(EventLog.names(session.events, only: Self.moves) == ["child.willMove", "child.didMove"])
    }

    @Test func childOfAContainerOffScreenOnlyLoads() {
        let container = ContainerViewController(id: "container", embeddedChildren: [])
        let session = EventLog.launched(root: ViewController(id: "home"))
        session.present(container)
        session.dismiss()
        container.addChild(ViewController(id: "child"))
        #expect(container.children.first?.isViewLoaded == false)
    }

    @Test func pushOrderMatchesUIKitsLog() {
        let navigation = NavigationController(id: "nav", viewControllers: [ViewController(id: "a")])
        let session = EventLog.launched(root: navigation)
        let start = session.events.count
        session.push(ViewController(id: "b"), on: navigation)
        let appearance: Set<String> = [
            "willMove", "didMove", "viewDidLoad", "viewWillAppear", "viewDidAppear",
            "viewWillDisappear", "viewDidDisappear",
        ]
        #expect(
            EventLog.names(Array(session.events[start...]), only: appearance)
                == [
                    "b.willMove", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear",
                    "b.viewDidAppear", "b.didMove",
                ])
    }

    @Test func popOrderMatchesUIKitsLog() {
        let navigation = NavigationController(
            id: "nav", viewControllers: [ViewController(id: "a"), ViewController(id: "b")])
        let session = EventLog.launched(root: navigation)
        let start = session.events.count
        session.pop(navigation)
        let appearance: Set<String> = [
            "willMove", "didMove", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
            "viewDidDisappear",
        ]
        #expect(
            EventLog.names(Array(session.events[start...]), only: appearance)
                == [
                    "b.willMove", "b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear",
                    "b.didMove",
                ])
    }

    @Test func popOfTheLastControllerDoesNothing() {
        let navigation = NavigationController(id: "nav", viewControllers: [ViewController(id: "a")])
        let session = EventLog.launched(root: navigation)
        let count = session.events.count
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(session.events.count == count)
    }

    @Test func pushDoesNotRotateUntilTheDeviceTurns() {
        let navigation = NavigationController(
            id: "nav", viewControllers: [ViewController(id: "a")], forwardsToTop: true)
        let session = EventLog.launched(root: navigation)
        session.push(ViewController(id: "landscape", supportedInterfaceOrientations: .landscape), on: navigation)
        #expect(session.interfaceOrientation == .portrait)
        session.rotate(to: .landscapeLeft)
        #expect(session.interfaceOrientation == .landscapeRight)
    }

    @Test func onlyTheTopOfANavigationStackHearsRotations() {
        let navigation = NavigationController(
            id: "nav", viewControllers: [ViewController(id: "a"), ViewController(id: "b")])
        let session = EventLog.launched(root: navigation)
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        #expect(
            EventLog.names(Array(session.events[start...]), only: ["viewWillTransition"]) == [
                "nav.viewWillTransition", "b.viewWillTransition",
            ])
    }

    @Test func tabLoadedInPortraitCatchesUpOnItsTraitsWhenSelectedAfterARotation() {
        let tabs = TabBarController(
            id: "tabs", viewControllers: [ViewController(id: "one"), ViewController(id: "two")], policy: .selected)
        let session = EventLog.launched(root: tabs)
        session.selectTab(1, on: tabs)
        session.selectTab(0, on: tabs)
        session.rotate(to: .landscapeLeft)
        session.advance(by: 1)
        let start = session.events.count
        session.selectTab(1, on: tabs)
        #expect(
            EventLog.names(Array(session.events[start...]), only: ["traitCollectionDidChange"]) == [
                "two.traitCollectionDidChange"
            ])
    }
}
