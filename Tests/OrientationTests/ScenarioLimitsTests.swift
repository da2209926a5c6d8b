import Testing

@testable import Orientation

/// The documented limits of a scenario file (docs/limits.md): its size and how long its waits last in all.
struct ScenarioLimitsTests {
    private static func scenario(steps: String) -> String {
        #"{"device": "iphone-15", "root": {"id": "home"}, "steps": ["# + steps + "]}"
    }

    private static func error(_ text: String) -> String? {
        guard case .failure(let error) = Scenario.parse(text) else { return nil }
        return error.description
    }

    @Test func waitsUpToTheLimitAreAccepted() {
        #expect(Self.error(Self.scenario(steps: #"{"wait": 86000}, {"wait": 400}"#)) == nil)
    }

    /// `{"wait": 1e15}` once overflowed the render's disk estimate, `1e300` its frame count, and `1e16` the
    /// millisecond clock of the text report: each trapped.
    @Test(arguments: ["1e15", "1e300", "1e16", "86400.001"])
    func aWaitBeyondTheLimitIsRejected(seconds: String) {
        let message = Self.error(Self.scenario(steps: #"{"wait": \#(seconds)}, {"rotate": "landscapeLeft"}"#))
        #expect(message?.hasPrefix("steps[0].wait: ") == true, "\(message ?? "accepted")")
        #expect(message?.contains("86400 s") == true, "\(message ?? "accepted")")
    }

    @Test func waitsThatAddUpBeyondTheLimitAreRejectedAtTheOneThatCrossesIt() {
        let message = Self.error(Self.scenario(steps: #"{"wait": 50000}, {"wait": 50000}"#))
        #expect(message?.hasPrefix("steps[1].wait: ") == true, "\(message ?? "accepted")")
    }

    @Test func aTextLargerThanTheLimitIsRejectedBeforeParsing() {
        let padding = String(repeating: " ", count: Scenario.maximumTextSize)
        let message = Self.error(Self.scenario(steps: "") + padding)
        #expect(message?.contains("larger than") == true, "\(message ?? "accepted")")
    }
}
