import Testing

@testable import Player

/// The player's playback rules: load on viewDidLoad, play on viewDidAppear, pause on viewWillDisappear.
struct PlaybackStateMachineTests {
    @Test func loadsThenPlaysOnAppear() {
        var machine = PlaybackStateMachine(duration: 3)
        #expect(machine.viewDidLoad() == .openClip)
        #expect(!machine.isPlaying)
        #expect(machine.viewDidAppear() == .play)
        #expect(machine.isPlaying)
    }

    @Test func clockRunsOnlyWhilePlaying() {
        var machine = PlaybackStateMachine(duration: 3)
        _ = machine.viewDidLoad()
        #expect(machine.advance(by: 1) == .none)
        #expect(machine.clipTime == 0, "not playing before viewDidAppear")
        _ = machine.viewDidAppear()
        _ = machine.advance(by: 1)
        #expect(machine.clipTime == 1)
        #expect(machine.viewWillDisappear() == .pause)
        _ = machine.advance(by: 1)
        #expect(machine.clipTime == 1, "paused: the clock stops")
        #expect(machine.viewDidAppear() == .play)
        _ = machine.advance(by: 0.5)
        #expect(machine.clipTime == 1.5)
    }

    @Test func reachingTheEndPausesOnceAndClampsTheClock() {
        var machine = PlaybackStateMachine(duration: 1)
        _ = machine.viewDidLoad()
        _ = machine.viewDidAppear()
        #expect(machine.advance(by: 2) == .pause)
        #expect(machine.clipTime == 1)
        #expect(machine.hasEnded)
        #expect(machine.viewWillDisappear() == .none, "already stopped")
        #expect(machine.viewDidAppear() == .none)
    }
}
