import Foundation
import TestSupport
import Testing

extension FuzzCampaignTests {
    /// Hostile JSON (``JSONMutator``: deep nesting, numbers out of range, invalid escapes, huge strings, duplicated
    /// keys) in every document Pivot reads: an example scenario through `simulate --json` (whose output, when the
    /// scenario is accepted, must be JSON), a shard result through `report merge`, and the manifest of an earlier
    /// run that `frames --overwrite` reads to find its old files. Exit 0, 1, 3 (`simulate`) or 4 (`report merge`),
    /// never a trap or a hang; the user's file beside the manifest is kept.
    @Test func hostileJSONNeverCrashesOrHangs() throws {
        let budget = FuzzBudget(defaultIterations: 9, defaultSeed: 41)
        let examples = try FileManager.default.contentsOfDirectory(
            at: Fixture.repositoryRoot.appendingPathComponent("scenarios"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        let scenarios = try examples.map { try String(contentsOf: $0, encoding: .utf8) }
        try TemporaryFolder.with("fuzz-json") { folder in
            let (results, manifest) = try recordedDocuments(in: folder)
            var random = SplitMix64(seed: budget.seed)
            var tally = StatusTally()
            for iteration in budget.iterations {
                let document = folder.appendingPathComponent("document.json")
                let out = folder.appendingPathComponent("out")
                let name: String
                let arguments: [String]
                let allowed: Set<Int32>
                let source: String
                switch iteration % 3 {
                case 0:
                    (name, source, allowed) = ("simulate", scenarios.randomElement(using: &random)!, [0, 1, 3])
                    arguments = ["simulate", document.path, "--json"]
                case 1:
                    (name, source, allowed) = ("report merge", results[0], [0, 1, 4])
                    let intact = folder.appendingPathComponent("intact.json")
                    try Data(results[1].utf8).write(to: intact)
                    arguments = ["report", "merge", document.path, intact.path]
                default:
                    (name, source, allowed) = ("frames --overwrite", manifest, [0, 1])
                    arguments = [
                        "frames", Fixture.path("ar-16x9.mov"), "--out", out.path, "--at", "0", "--overwrite", "--quiet",
                    ]
                }
                let (text, damage) = JSONMutator.mutate(source, using: &random)
                try Data(text.utf8).write(to: document)
                if name == "frames --overwrite" {
                    try? FileManager.default.removeItem(at: out)
                    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: out.appendingPathComponent("frames.json"))
                    try Data("keep\n".utf8).write(to: out.appendingPathComponent("notes.txt"))
                }
                let result = try Subprocess.pivot(arguments, timeLimit: campaignTimeLimit)
                var failures = tally.note(name, result, allowed: allowed).map { [$0] } ?? []
                // What PivotJSON's writer made of an accepted hostile document must read back as JSON.
                if name == "simulate", result.status == 0 || result.status == 3,
                    (try? JSONSerialization.jsonObject(with: result.stdout)) == nil
                {
                    failures.append("--json printed text that is not JSON: \(result.stdout.prefix(300))")
                }
                if name == "frames --overwrite",
                    (try? String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8)) != "keep\n"
                {
                    failures.append("the user's notes.txt beside the manifest changed")
                }
                guard !failures.isEmpty else { continue }
                let kept = try keep(document.path, as: "json-seed\(budget.seed)-\(iteration).json")
                Issue.record("\(name) with hostile JSON \(iteration) (\(damage)), kept as \(kept): \(failures)")
            }
            print("fuzz JSON: seed \(budget.seed), \(tally)")
        }
    }
}

/// Two shard results of a recorded matrix and a `frames` manifest, written under `folder`, as text.
private func recordedDocuments(in folder: URL) throws -> (results: [String], manifest: String) {
    var results: [String] = []
    for shard in 1...2 {
        let result = folder.appendingPathComponent("shard-\(shard).json").path
        let run = try Subprocess.pivot([
            "matrix", Fixture.path("ar-16x9.mov"), "--devices", "iphone-15,iphone-se-3", "--time", "0.5",
            "--record", folder.appendingPathComponent("references").path, "--result", result, "--shard", "\(shard)/2",
        ])
        try #require(run.status == 0, "\(run.stderr)")
        results.append(try String(contentsOfFile: result, encoding: .utf8))
    }
    let frames = folder.appendingPathComponent("frames")
    let run = try Subprocess.pivot(["frames", Fixture.path("ar-16x9.mov"), "--out", frames.path, "--at", "0,0.5"])
    try #require(run.status == 0, "\(run.stderr)")
    return (results, try String(contentsOf: frames.appendingPathComponent("frames.json"), encoding: .utf8))
}
