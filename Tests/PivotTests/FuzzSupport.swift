import Foundation
import TestSupport

// What every hostile-input campaign shares: its seed and bounds (`FuzzBudget`), its tally of exit statuses
// (`StatusTally`) and the time after which a run counts as a hang.

/// The longest one campaign run may take before it counts as a hang.
let campaignTimeLimit: Duration = .seconds(120)

/// Renders only scenarios whose waits last at most this long: a render's work grows with them (about a frame a
/// second in a debug build on a busy machine), bounded by `Scenario.maximumDuration` but not by a test's patience.
let longestRenderedScenario = 20.0

/// The seconds the top-level `wait` steps of a scenario text add up to (0 when it is not a JSON object).
func renderedSeconds(of text: String) -> Double {
    let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let steps = json?["steps"] as? [[String: Any]] ?? []
    return steps.compactMap { $0["wait"] as? Double }.reduce(0, +)
}

/// A campaign's seed and bounds, from `PIVOT_FUZZ_SEED`, `PIVOT_FUZZ_ITERATIONS` and `PIVOT_FUZZ_SECONDS`.
struct FuzzBudget {
    let seed: UInt64
    let count: Int
    let seconds: Double?
    private let start = Date()

    init(defaultIterations: Int, defaultSeed: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        count = environment["PIVOT_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? defaultIterations
        seed = environment["PIVOT_FUZZ_SEED"].flatMap { UInt64($0) } ?? defaultSeed
        seconds = environment["PIVOT_FUZZ_SECONDS"].flatMap { Double($0) }
    }

    /// The iteration numbers, stopping early once the time budget is spent.
    var iterations: some Sequence<Int> {
        (0..<count).lazy.prefix { _ in seconds.map { Date().timeIntervalSince(start) <= $0 } ?? true }
    }
}

/// How the runs of each mode ended, by exit status.
struct StatusTally: CustomStringConvertible {
    var counts: [String: [Int32: Int]] = [:]

    /// Counts `result` and returns what was wrong with it: a hang, a status outside `allowed`, or a failure
    /// whose stderr does not start `pivot: ` (a mismatch's report continues on indented lines).
    mutating func note(_ mode: String, _ result: ProcessResult, allowed: Set<Int32>) -> String? {
        if result.timedOut { return "hung" }
        counts[mode, default: [:]][result.status, default: 0] += 1
        guard allowed.contains(result.status) else {
            return "exited \(result.status): \(result.stderr.suffix(500))"
        }
        if result.status != 0, result.status < 128, !result.stderr.hasPrefix("pivot: ") {
            return "exited \(result.status) without a `pivot: ` line: \(result.stderr.suffix(500))"
        }
        return nil
    }

    var description: String {
        counts.keys.sorted().map { mode in
            let statuses = counts[mode]!.keys.sorted().map { "\($0): \(counts[mode]![$0]!)" }
            return "\(mode) {\(statuses.joined(separator: ", "))}"
        }.joined(separator: ", ")
    }
}
