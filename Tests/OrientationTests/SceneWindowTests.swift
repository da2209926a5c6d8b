import Orientation
import Testing

/// Several windows in one scene: UIKit's topmost visible window decides the orientation
/// (``WindowStack/controllingWindow``), whatever the key window is.
struct SceneWindowTests {
    private static let phoneApp = AppConfiguration(supportedOrientations: .allButUpsideDown)

    private func launchedPortraitApp() -> OrientationSession {
        EventLog.launched(
            app: Self.phoneApp, root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
    }

    private func landscapePlayer() -> ViewController {
        ViewController(id: "player", supportedInterfaceOrientations: .landscape)
    }

    // MARK: - The rule as plain values

    @Test func theHighestLevelControlsAndTheEarlierWindowWinsATie() {
        var stack = WindowStack()
        #expect(stack.controllingWindow.id == "main")
        stack.add(.init(id: "below", level: -1, isKey: false))
        #expect(stack.controllingWindow.id == "main", "a window below the main one does not decide")
        stack.add(.init(id: "same", level: 0, isKey: false))
        #expect(stack.controllingWindow.id == "main", "a later window at the same level does not replace it")
        stack.add(.init(id: "alert", level: 2000, isKey: false))
        #expect(stack.controllingWindow.id == "alert")
        #expect(stack.drawingOrder.map(\.id) == ["below", "main", "same", "alert"])
    }

    @Test func beingKeyDoesNotDecide() {
        var stack = WindowStack()
        stack.add(.init(id: "overlay", level: 1, isKey: false))
        stack.add(.init(id: "keyboardish", level: -5, isKey: true))
        #expect(stack.keyWindow?.id == "keyboardish")
        #expect(stack.controllingWindow.id == "overlay")
    }

    @Test func removingTheKeyWindowMakesTheTopWindowKey() {
        var stack = WindowStack()
        stack.add(.init(id: "overlay", level: 1, isKey: false))
        stack.add(.init(id: "sheet", level: -1, isKey: true))
        stack.remove("sheet")
        #expect(stack.keyWindow?.id == "overlay")
    }

    // MARK: - The session

    @Test func aWindowAboveTheMainOneTurnsTheSceneToWhatItsRootAllows() {
        let session = launchedPortraitApp()
        let player = landscapePlayer()
        #expect(session.addWindow(id: "pip", level: 1, root: player, isKey: false) == nil)
        #expect(session.decidingController === player)
        #expect(session.interfaceOrientation == .landscapeRight, "the first orientation the player allows")
        let names = EventLog.names(session.events)
        #expect(names.contains("player.viewDidAppear"))
        #expect(names.contains("home.viewWillTransition"), "the main window's controllers rotate with it")
        let added = session.events.last { $0.name == "addWindow" }
        #expect(added?.argument("controllingWindow") == .string("pip"))
        #expect(added?.argument("keyWindow") == .string("main"))
    }

    @Test func aWindowBelowTheMainOneLeavesTheMainRootDeciding() {
        let session = launchedPortraitApp()
        session.addWindow(id: "backdrop", level: -1, root: landscapePlayer(), isKey: true)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.decidingController.id == "home")
        let added = session.events.last { $0.name == "addWindow" }
        #expect(added?.argument("controllingWindow") == .string("main"))
        #expect(added?.argument("keyWindow") == .string("backdrop"), "key, yet not deciding")
    }

    @Test func aDeviceTurnFollowsTheControllingWindowsMask() {
        let session = launchedPortraitApp()
        session.addWindow(id: "pip", level: 1, root: landscapePlayer(), isKey: false)
        session.rotate(to: .landscapeRight)
        #expect(session.interfaceOrientation == .landscapeLeft, "device landscapeRight is interface landscapeLeft")
        session.rotate(to: .portrait)
        #expect(session.interfaceOrientation == .landscapeLeft, "the player allows no portrait")
    }

    @Test func removingTheControllingWindowHandsTheDecisionBack() {
        let session = launchedPortraitApp()
        session.addWindow(id: "pip", level: 1, root: landscapePlayer(), isKey: false)
        session.advance(by: 1)
        #expect(session.removeWindow(id: "pip") == nil)
        #expect(session.interfaceOrientation == .portrait)
        #expect(session.decidingController.id == "home")
        #expect(EventLog.names(session.events).contains("player.viewDidDisappear"))
        #expect(session.events.last { $0.name == "removeWindow" }?.argument("controllingWindow") == .string("main"))
    }

    @Test func whileAnotherWindowDecidesAFullScreenPresentationInTheMainWindowDoesNotTurnTheScene() {
        let session = launchedPortraitApp()
        session.addWindow(id: "pip", level: 1, root: landscapePlayer(), isKey: false)
        session.advance(by: 1)
        let modal = ViewController(
            id: "modal", supportedInterfaceOrientations: .portrait,
            preferredInterfaceOrientationForPresentation: .portrait)
        #expect(session.present(modal, style: .fullScreen) == nil)
        #expect(session.interfaceOrientation == .landscapeRight)
    }

    @Test func theAddedWindowIsLayeredByLevel() {
        let session = launchedPortraitApp()
        session.addWindow(id: "pip", level: 1, root: landscapePlayer(), isKey: false)
        session.addWindow(id: "backdrop", level: -1, root: ViewController(id: "wallpaper"), isKey: false)
        #expect(session.screenLayers().map(\.controller.id) == ["wallpaper", "home", "player"])
    }
}
