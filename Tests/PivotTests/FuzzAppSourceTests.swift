import Foundation
import TestSupport
import Testing

extension FuzzCampaignTests {
    /// The classic fixture project with one Swift, Objective-C or storyboard file made hostile (``HostileSources``:
    /// deep nesting, huge literals, bytes that are not UTF-8, expanding entities), through `pivot app --json`: exit 0
    /// or 1, never a trap or a hang, every stderr line `pivot: `.
    @Test func hostileSourcesNeverCrashOrHang() throws {
        let budget = FuzzBudget(defaultIterations: 4, defaultSeed: 37)
        let project = Fixture.repositoryRoot.appendingPathComponent("Tests/AppScanTests/Fixtures/Classic")
        let files = FileManager.default.enumerator(at: project, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }
            .filter { ["storyboard", "swift", "m", "h"].contains($0.pathExtension) }
            .map { String($0.path.dropFirst(project.path.count + 1)) }.sorted()
        var random = SplitMix64(seed: budget.seed)
        var tally = StatusTally()
        for iteration in budget.iterations {
            let target = files.randomElement(using: &random)!
            try TemporaryFolder.with("fuzz-app-source") { folder in
                let copy = folder.appendingPathComponent("Classic")
                try FileManager.default.copyItem(at: project, to: copy)
                let damaged = copy.appendingPathComponent(target)
                let (bytes, damage) = HostileSources.make(
                    for: damaged.pathExtension, original: [UInt8](try Data(contentsOf: damaged)), using: &random)
                try Data(bytes).write(to: damaged)
                let result = try Subprocess.pivot(["app", copy.path, "--json"], timeLimit: campaignTimeLimit)
                var failures = tally.note("app", result, allowed: [0, 1]).map { [$0] } ?? []
                let lines = result.stderr.split(separator: "\n")
                if !lines.allSatisfy({ $0.hasPrefix("pivot: ") }) {
                    failures.append("a stderr line without `pivot: `: \(result.stderr.prefix(500))")
                }
                guard !failures.isEmpty else { return }
                let kept = try keep(
                    damaged.path, as: "app-source-seed\(budget.seed)-\(iteration)-\(damaged.lastPathComponent)")
                Issue.record("hostile source \(iteration) (\(target): \(damage)), kept as \(kept): \(failures)")
            }
        }
        print("fuzz app sources: seed \(budget.seed), \(tally)")
    }

    /// `--sarif`, `--junit` and `--scenario-out` given a folder, a path under a file, a path in a missing folder or
    /// a file of /proc, beside the other two writable: exit 1 with one `pivot: PATH: cannot be written` line naming
    /// that path, the folder and the user's files unchanged, no temporary file left; the writable outputs whole.
    @Test func unwritableAppOutputsFailCleanly() throws {
        let budget = FuzzBudget(defaultIterations: 4, defaultSeed: 39)
        let project = Fixture.repositoryRoot.appendingPathComponent("Tests/AppScanTests/Fixtures/Classic").path
        let options = ["--sarif", "--junit", "--scenario-out"]
        var random = SplitMix64(seed: budget.seed)
        var tally = StatusTally()
        for iteration in budget.iterations {
            try TemporaryFolder.with("fuzz-app-out") { folder in
                let user = folder.appendingPathComponent("user")
                try FileManager.default.createDirectory(at: user, withIntermediateDirectories: true)
                try Data("keep\n".utf8).write(to: user.appendingPathComponent("notes.txt"))
                let bad = [
                    user.path, user.path + "/", user.appendingPathComponent("notes.txt/out").path,
                    folder.appendingPathComponent("missing/out").path, "/proc/version", "/proc/self",
                ].randomElement(using: &random)!
                let failing = options.randomElement(using: &random)!
                var arguments = ["app", project, "--json"]
                for option in options {
                    arguments += [option, option == failing ? bad : folder.appendingPathComponent("out\(option)").path]
                }
                let result = try Subprocess.pivot(arguments, timeLimit: campaignTimeLimit)
                var failures = tally.note("app \(failing)", result, allowed: [1]).map { [$0] } ?? []
                if result.stderr != "pivot: \(bad): cannot be written\n" {
                    failures.append("stderr is not one line naming \(bad): \(result.stderr.prefix(500))")
                }
                let userFiles = try FileManager.default.contentsOfDirectory(atPath: user.path)
                if userFiles != ["notes.txt"]
                    || (try? String(contentsOf: user.appendingPathComponent("notes.txt"), encoding: .utf8)) != "keep\n"
                {
                    failures.append("the user's folder changed: \(userFiles)")
                }
                let left = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                for name in left where name.hasPrefix("out") {
                    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    if !(text.hasSuffix("}\n") || text.hasSuffix("</testsuites>\n")) {
                        failures.append("\(name) is not whole")
                    }
                }
                if left.contains(where: { !$0.hasPrefix("out") && !$0.hasPrefix("user") }) {
                    failures.append("files left: \(left)")
                }
                if !failures.isEmpty { Issue.record("\(failing) \(bad) (\(iteration)): \(failures)") }
            }
        }
        print("fuzz app outputs: seed \(budget.seed), \(tally)")
    }
}
