import Foundation
import TestSupport
import Testing

extension FuzzCampaignTests {
    /// Example scenarios damaged as in ``scenarioMutantsNeverCrashOrHang()`` through the other commands that read
    /// them: `play --scenario` (the examples with a player, at 2 frames a second) and `matrix --scenario` (any
    /// example, at a random time): exit 0, 1 or 3, never a trap or a hang, and no temporary file left.
    ///
    /// The mutant is written beside a link to `Media/`, so that the examples' `../Media/ar-16x9.mov` still plays.
    @Test func scenarioMutantsThroughPlayAndMatrixNeverCrashOrHang() throws {
        let budget = FuzzBudget(defaultIterations: 4, defaultSeed: 35)
        let examples = try FileManager.default.contentsOfDirectory(
            at: Fixture.repositoryRoot.appendingPathComponent("scenarios"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        let texts = try examples.map { try String(contentsOf: $0, encoding: .utf8) }
        let withPlayers = texts.filter { $0.contains(#""clip""#) }
        var random = SplitMix64(seed: budget.seed)
        var tally = StatusTally()
        for iteration in budget.iterations {
            let isPlay = iteration % 2 == 0
            let source = (isPlay ? withPlayers : texts).randomElement(using: &random)!
            let (text, damage) = ScenarioMutator.mutate(source, using: &random)
            let time = [0, 0.5, 1, 30, 86400].randomElement(using: &random)!
            try TemporaryFolder.with("fuzz-scenario-modes") { folder in
                try FileManager.default.createSymbolicLink(
                    at: folder.appendingPathComponent("Media"),
                    withDestinationURL: Fixture.repositoryRoot.appendingPathComponent("Media"))
                let scenarios = folder.appendingPathComponent("scenarios")
                try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
                let scenario = scenarios.appendingPathComponent("scenario.json")
                try Data(text.utf8).write(to: scenario)
                let out = folder.appendingPathComponent("out").path
                let (name, arguments) =
                    isPlay
                    ? (
                        "play --scenario",
                        ["play", "--scenario", scenario.path, "--out", out, "--fps", "2", "--no-preview"]
                    )
                    : ("matrix --scenario", ["matrix", "--scenario", scenario.path, "--out", out, "--time", "\(time)"])
                let result = try Subprocess.pivot(arguments + ["--quiet"], timeLimit: campaignTimeLimit)
                var failures = tally.note(name, result, allowed: [0, 1, 3]).map { [$0] } ?? []
                let leftovers = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
                if leftovers.contains(where: { $0.contains(".pivot-tmp-") }) {
                    failures.append("temporary files left: \(leftovers)")
                }
                guard !failures.isEmpty else { return }
                let kept = try keep(scenario.path, as: "scenario-modes-seed\(budget.seed)-\(iteration).json")
                Issue.record("\(name) mutant \(iteration) (\(damage)), kept as \(kept): \(failures)")
            }
        }
        print("fuzz scenarios through play and matrix: seed \(budget.seed), \(tally)")
    }
}
