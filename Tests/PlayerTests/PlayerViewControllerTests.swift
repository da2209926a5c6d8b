import Orientation
import Testing
import Video

@testable import Player

/// The player controller inside the orientation engine: presentation, playback events and layout timing.
struct PlayerViewControllerTests {
    private let iPhone = DeviceCatalog.device(id: "iphone-15")!
    private let iPad = DeviceCatalog.device(id: "ipad-pro-11")!

    /// A launched session with a portrait-only presenter and the player presented full screen, non-animated, the
    /// device held in landscapeRight (the player's landscapeLeft), so a turn to portrait is a real turn.
    private func presentPlayer(
        on device: DeviceModel, source: FrameSource = ScriptedFrameSource(), rule: ContrastRule = .adaptive
    ) -> (OrientationSession, PlayerViewController) {
        let presenter = ViewController(id: "presenter", supportedInterfaceOrientations: .portrait)
        let session = OrientationSession(
            device: device, app: AppConfiguration(requiresFullScreen: true), deviceOrientation: .landscapeRight,
            root: presenter)
        let player = PlayerViewController(source: source, contrastRule: rule)
        #expect(session.launch() == nil)
        #expect(session.present(player, style: .fullScreen, animated: false) == nil)
        return (session, player)
    }

    private func playerEvents(_ session: OrientationSession) -> [String] {
        session.events.filter { $0.controller == "player" }.map(\.name)
    }

    @Test func opensLandscapeLeftFromAPortraitPresenter() {
        let (session, player) = presentPlayer(on: iPhone)
        #expect(session.interfaceOrientation == .landscapeLeft)
        #expect(player.viewSize == Size(width: 852, height: 393))
        #expect(player.isPlaying)
    }

    @Test func loadsInViewDidLoadAndPlaysInViewDidAppear() {
        let (session, _) = presentPlayer(on: iPhone)
        let events = playerEvents(session)
        let load = events.firstIndex(of: "loadClip")
        let didLoad = events.firstIndex(of: "viewDidLoad")
        let appear = events.firstIndex(of: "viewDidAppear")
        let play = events.firstIndex(of: "play")
        #expect(didLoad != nil && load != nil && appear != nil && play != nil)
        #expect(didLoad! < load! && load! < appear! && appear! < play!)
    }

    @Test func pausesInViewWillDisappearAndTheClockStops() {
        let (session, player) = presentPlayer(on: iPhone, source: ScriptedFrameSource(duration: 5))
        session.advance(by: 0.5)
        #expect(abs(player.clipTime - 0.5) < 1e-9)
        #expect(session.dismiss(animated: true) == nil)
        let events = playerEvents(session)
        #expect(Array(events.suffix(3)) == ["viewWillDisappear", "pause", "viewDidDisappear"])
        #expect(!player.isPlaying)
        session.advance(by: 1)
        #expect(abs(player.clipTime - 0.5) < 1e-9, "paused: the playback clock no longer runs")
    }

    @Test func firstLayoutHappensWithoutATransition() throws {
        let (_, player) = presentPlayer(on: iPhone)
        let layout = try #require(player.layout)
        // AVMakeRect of 16:9 in 852x393: 393 high, 698.67 wide, centred.
        #expect(abs(layout.videoRect.size.height - 393) < 1e-9)
        #expect(abs(layout.videoRect.size.width - 393 * 16 / 9) < 1e-9)
        #expect(abs(layout.videoRect.origin.x - (852 - 393 * 16 / 9) / 2) < 1e-9)
        // Top-leading inside the landscape safe area (left inset 59) with a 16 pt margin.
        #expect(layout.closeButtonRect == Rect(x: 59 + 16, y: 0 + 16, width: 44, height: 44))
    }

    @Test func rotationInterpolatesTheVideoRectangleByTheCoordinatorsProgress() throws {
        let (session, player) = presentPlayer(on: iPhone)
        let landscape = try #require(player.layout)
        #expect(session.rotate(to: .portrait) == nil)
        let portrait = try #require(player.layout)
        #expect(portrait.viewSize == Size(width: 393, height: 852))
        let start = try #require(player.presentation(at: session.time))
        #expect(start.transition?.progress == 0)
        #expect(start.layout.videoRect == landscape.videoRect)
        session.advance(by: 0.15)
        let middle = try #require(player.presentation(at: session.time))
        #expect(abs((middle.transition?.progress ?? 0) - 0.5) < 1e-9)
        #expect(
            abs(
                middle.layout.videoRect.size.width - (landscape.videoRect.size.width + portrait.videoRect.size.width)
                    / 2) < 1e-9)
        session.advance(by: 0.15)
        let end = try #require(player.presentation(at: session.time))
        #expect(end.transition == nil)
        #expect(end.layout == portrait)
    }

    // MARK: - The seed rules, iPhone against iPad

    @Test func seedRuleFollowsTheNewSizeOnIPhoneAndIPad() throws {
        for device in [iPhone, iPad] {
            let (session, player) = presentPlayer(on: device, rule: .seed)
            #expect(
                player.seedAppearance == .seedLandscape, "\(device.id): landscape on entry, decided at first layout")
            #expect(session.rotate(to: .portrait) == nil)
            #expect(player.seedAppearance == .seedPortrait, "\(device.id): portrait-shaped size after the turn")
        }
    }

    @Test func seedTraitsRuleChangesOnIPhoneButNeverOnAFullScreenIPad() throws {
        let (phoneSession, phonePlayer) = presentPlayer(on: iPhone, rule: .seedTraits)
        #expect(phonePlayer.seedAppearance == .seedLandscape)
        #expect(phoneSession.rotate(to: .portrait) == nil)
        #expect(phonePlayer.seedAppearance == .seedPortrait)

        let (padSession, padPlayer) = presentPlayer(on: iPad, rule: .seedTraits)
        #expect(padSession.interfaceOrientation == .landscapeLeft)
        let entry = padPlayer.seedAppearance
        #expect(padSession.rotate(to: .portrait) == nil)
        #expect(padSession.interfaceOrientation == .portrait)
        #expect(padPlayer.seedAppearance == entry, "no size class changes on a full-screen iPad rotation")
        #expect(!padSession.events.contains { $0.controller == "player" && $0.name == "willTransition" })
    }
}
