import Testing

@testable import Orientation

/// The scenario runner pulled step by step (``ScenarioReplay``): what each pull returns, that a caller who stops
/// pulling stops the replay, that a factory's error ends it, and that each controller is made once.
struct ScenarioReplayTests {
    private struct MissingClip: Error, Equatable { var id: String }

    private let scenario = try! Scenario.parse(
        """
        {"device": "iphone-15", "app": {"supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
         "root": {"id": "home", "kind": "content"},
         "steps": [{"wait": 0.5}, {"rotate": "landscapeLeft"}, {"present": {"id": "sheet", "kind": "content"}},
                   {"wait": 0.25}]}
        """
    ).get()

    @Test func eachPullReturnsTheTimeTheClockMustReachNext() {
        let replay = ScenarioRunner().start(scenario)
        var times: [Double] = []
        while let until = replay.next() { times.append(until) }
        // The launched screen at 0; the wait's end, and the time after it; the time after the turn (its quarter
        // turn then runs); the rotation's end before the present, and the time after it; the final wait's end, and
        // the time after it.
        let rotation = replay.session.quarterTurnDuration
        #expect(times == [0, 0.5, 0.5, 0.5, 0.5 + rotation, 0.5 + rotation, 0.75 + rotation, 0.75 + rotation])
        #expect(replay.result == ScenarioRunner().run(scenario), "pulling to the end is the one-call replay")
        #expect(replay.next() == nil, "an ended replay stays ended")
    }

    @Test func aCallerThatStopsPullingStopsTheReplayThere() {
        let replay = ScenarioRunner().start(scenario)
        _ = replay.next()
        _ = replay.next()
        #expect(replay.steps.map(\.summary) == ["launch"], "the wait has not been recorded yet")
        #expect(replay.session.time == 0, "the clock moves only on the next pull")
        _ = replay.next()
        #expect(replay.steps.map(\.summary) == ["launch", "wait 0.5"])
    }

    @Test func aFactorysErrorEndsTheReplayAtTheStepThatBuildsTheController() {
        var made: [String] = []
        let runner = ScenarioRunner { (spec: ControllerSpec) throws(MissingClip) -> ViewController? in
            made.append(spec.id)
            if spec.id == "sheet" { throw MissingClip(id: spec.id) }
            return nil
        }
        #expect(throws: MissingClip(id: "sheet")) { try runner.run(scenario) }
        #expect(made == ["home", "sheet"], "each controller is made once, and nothing after the failure")
    }
}
