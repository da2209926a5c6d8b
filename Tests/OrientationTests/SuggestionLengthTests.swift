import Foundation
import Testing

@testable import Orientation

/// A huge unknown value gets no "did you mean" hint, at once: the edit distance to each candidate once took minutes
/// for a 5 MB orientation name (found by the JSON fuzz campaign, seed 3: `simulate` ran 201 s).
struct SuggestionLengthTests {
    @Test func aHugeUnknownValueIsRefusedWithoutAHintAtOnce() throws {
        let huge = String(repeating: "w", count: 1 << 20)
        let text = #"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"rotate": ""# + huge + #""}]}"#
        let start = Date()
        guard case .failure(let error) = Scenario.parse(text) else {
            Issue.record("a 1 MB orientation name was accepted")
            return
        }
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(error.description.hasPrefix(#"steps[0].rotate: unknown orientation "www"#))
        #expect(!error.description.contains("did you mean"))
    }

    /// Words whose lengths differ by more than the limit are never near; those within it still are.
    @Test func lengthAloneRulesOutOnlyWhatTheDistanceWould() {
        #expect(Suggestion.closest(to: "portrai", in: ["portrait", "landscapeLeft"]) == "portrait")
        #expect(Suggestion.closest(to: "portraitportrait", in: ["portrait"]) == nil)
        #expect(Suggestion.closest(to: "p", in: ["pa"]) == "pa")
        #expect(Suggestion.closest(to: "", in: []) == nil)
    }
}
