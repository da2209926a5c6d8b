import Foundation
import TestSupport
import Testing

/// `--shard K/N` and `--result FILE` on `simulate FOLDER` and `matrix`, and `pivot report merge`: a run split in
/// three and merged writes the JUnit file and HTML report the same run writes on one machine.
struct ShardMergeCommandTests {
    /// Seven of the bundled scenarios and a broken one, in `s/`, with references recorded in `refs/` and two of
    /// them changed, so a verify run has passes, two differences and a file it cannot simulate.
    static func scenarioFolder(in folder: URL) throws {
        let scenarios = folder.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        let names = [
            "app-portrait-lock", "carousel-keeps-page", "landscape-modal", "orientation-update-ios16",
            "tab-bar-disagreeing-tabs", "force-device-orientation", "should-autorotate-ignored",
        ]
        for name in names {
            try FileManager.default.copyItem(
                at: Fixture.repositoryRoot.appendingPathComponent("scenarios/\(name).json"),
                to: scenarios.appendingPathComponent("\(name).json"))
        }
        let record = try Subprocess.pivot(["simulate", "s", "--record", "refs"], currentDirectory: folder)
        #expect(record.status == 0, "\(record.stderr)")
        for name in ["landscape-modal", "tab-bar-disagreeing-tabs"] {
            try Data("a reference that no longer matches\n".utf8).write(
                to: folder.appendingPathComponent("refs/\(name).txt"))
        }
        try Data(#"{"device": "iphone-15", "steps": ["#.utf8).write(to: scenarios.appendingPathComponent("broken.json"))
    }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func simulateShardsMergeIntoTheSingleMachineReports() throws {
        try TemporaryFolder.with("shard-merge") { folder in
            try Self.scenarioFolder(in: folder)
            let verify = ["simulate", "s", "--verify", "refs"]
            let whole = try Subprocess.pivot(
                verify + ["--junit", "whole.xml", "--report", "whole"], currentDirectory: folder)
            // The broken file does not stop the run: it is a failed case, the others are still checked.
            #expect(whole.status == 1, "\(whole.stderr)")
            #expect(whole.stderr.contains("pivot: s/broken.json: line 1, column "))
            #expect(whole.output.contains("3 of 8 snapshots differ"))

            var shardCases: [[String]] = []
            for k in 1...3 {
                let shard = try Subprocess.pivot(
                    verify + ["--shard", "\(k)/3", "--result", "shard-\(k).json"], currentDirectory: folder)
                #expect([0, 1, 4].contains(shard.status), "shard \(k): \(shard.stderr)")
                let result =
                    try JSONSerialization.jsonObject(
                        with: Data(contentsOf: folder.appendingPathComponent("shard-\(k).json"))) as? [String: Any]
                let cases = try #require(result?["cases"] as? [[String: Any]])
                shardCases.append(cases.compactMap { $0["name"] as? String })
            }
            let all = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("s").path)
                .map { $0.replacingOccurrences(of: ".json", with: ".txt") }
            #expect(shardCases.flatMap { $0 }.sorted() == all.sorted(), "every scenario in exactly one shard")
            #expect(shardCases.map(\.count) == [3, 3, 2])

            // Given in any order, the shards merge into the single run's files, byte for byte (neither format
            // has timings).
            let merge = try Subprocess.pivot(
                [
                    "report", "merge", "shard-3.json", "shard-1.json", "shard-2.json", "--junit", "merged.xml",
                    "--report", "merged",
                ], currentDirectory: folder)
            #expect(merge.status == 4, "\(merge.stderr)")
            #expect(merge.output.contains("3 of 8 snapshots differ"))
            #expect(merge.stderr.contains("pivot: s/broken.json: line 1, column "))
            #expect(try Self.text(folder, "merged.xml") == Self.text(folder, "whole.xml"))
            #expect(try Self.text(folder, "merged/index.html") == Self.text(folder, "whole/index.html"))
            #expect(try Self.text(folder, "whole.xml").contains("failures=\"3\""))
        }
    }

    @Test func mergeRefusesShardsThatAreNotOneRun() throws {
        try TemporaryFolder.with("shard-merge") { folder in
            try Self.scenarioFolder(in: folder)
            for (k, n) in [(1, 2), (2, 2), (1, 3)] {
                let shard = try Subprocess.pivot(
                    ["simulate", "s", "--record", "refs2", "--shard", "\(k)/\(n)", "--result", "r\(k)of\(n).json"],
                    currentDirectory: folder)
                // 1 for the shard with the broken file.
                #expect([0, 1].contains(shard.status), "\(shard.stderr)")
            }
            func merge(_ files: [String]) throws -> ProcessResult {
                try Subprocess.pivot(["report", "merge"] + files + ["--junit", "j.xml"], currentDirectory: folder)
            }
            let missing = try merge(["r1of2.json"])
            #expect(missing.status == 1)
            #expect(missing.stderr == "pivot: r1of2.json: no result for shard 2 of 2; give every shard's result\n")
            let twice = try merge(["r1of2.json", "r2of2.json", "r1of2.json"])
            #expect(twice.stderr == "pivot: r1of2.json: shard 1 of 2 again (also r1of2.json)\n")
            let mixed = try merge(["r1of2.json", "r1of3.json"])
            #expect(mixed.status == 1)
            #expect(mixed.stderr.hasPrefix("pivot: r1of3.json: shard 1 of 3, but r1of2.json is shard 1 of 2"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("j.xml").path))
            // A record run's shards merge; the file it cannot simulate still fails the merge.
            #expect(try merge(["r2of2.json", "r1of2.json"]).status == 4)
            // No clobbering, as for --junit and --report.
            let again = try merge(["r2of2.json", "r1of2.json"])
            #expect(again.status == 1)
            #expect(again.stderr.contains("j.xml: already exists; use --overwrite"))
            #expect(try merge(["r2of2.json", "r1of2.json", "--overwrite"]).status == 4)

            let notAResult = try merge(["s/app-portrait-lock.json"])
            #expect(notAResult.status == 1)
            #expect(notAResult.stderr.hasPrefix("pivot: s/app-portrait-lock.json: not a Pivot result"))
            #expect(try merge(["nothing-here.json"]).stderr == "pivot: nothing-here.json: cannot read the file\n")
            #expect(try merge(["s"]).stderr == "pivot: s: not a regular file (a folder)\n")
            #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
            let fifo = try Subprocess.pivot(
                ["report", "merge", "fifo"], currentDirectory: folder, timeLimit: .seconds(20))
            #expect(!fifo.timedOut)
            #expect(fifo.stderr == "pivot: fifo: not a regular file (a FIFO)\n")
        }
    }

    @Test(arguments: [
        ["simulate", "s", "--shard", "1/2"],
        ["simulate", "s", "--result", "r.json"],
        ["simulate", "s", "--verify", "refs", "--shard", "3/2"],
        ["simulate", "s", "--verify", "refs", "--shard", "1/2", "--render", "out"],
        ["report", "merge"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let result = try Subprocess.pivot(arguments)
        #expect(result.status == 2, "\(result.stderr)")
    }

    @Test func anExistingResultFileIsKeptWithoutOverwrite() throws {
        try TemporaryFolder.with("shard-merge") { folder in
            try Self.scenarioFolder(in: folder)
            try Data("mine\n".utf8).write(to: folder.appendingPathComponent("r.json"))
            let run = try Subprocess.pivot(
                ["simulate", "s/app-portrait-lock.json", "--verify", "refs", "--result", "r.json"],
                currentDirectory: folder)
            #expect(run.status == 1)
            #expect(run.stderr.contains("r.json: already exists"))
            #expect(try Self.text(folder, "r.json") == "mine\n")
        }
    }

    /// Pictures too: a matrix verified against another clip's references, whole and in three shards.
    @Test func matrixShardsMergeIntoTheSingleMachineReports() throws {
        try TemporaryFolder.with("shard-merge") { folder in
            let base = ["matrix", "--devices", "iphone-15,iphone-se-3", "--time", "0.5"]
            let black = Fixture.path("corners-black-white.mov")
            let white = Fixture.path("corners-white-black.mov")
            #expect(try Subprocess.pivot(base + [black, "--record", "refs"], currentDirectory: folder).status == 0)
            let verify = base + [white, "--verify", "refs"]
            let whole = try Subprocess.pivot(
                verify + ["--junit", "whole.xml", "--report", "whole"], currentDirectory: folder)
            #expect(whole.status == 4, "\(whole.stderr)")
            for k in 1...3 {
                let shard = try Subprocess.pivot(
                    verify + ["--shard", "\(k)/3", "--result", "m\(k).json"], currentDirectory: folder)
                #expect(shard.status == 4, "shard \(k): \(shard.stderr)")
            }
            let merge = try Subprocess.pivot(
                ["report", "merge", "m1.json", "m2.json", "m3.json", "--junit", "merged.xml", "--report", "merged"],
                currentDirectory: folder)
            #expect(merge.status == 4, "\(merge.stderr)")
            #expect(try Self.text(folder, "merged.xml") == Self.text(folder, "whole.xml"))
            let html = try Self.text(folder, "merged/index.html")
            #expect(html == (try Self.text(folder, "whole/index.html")))
            #expect(html.contains("data:image/png;base64,"))
        }
    }

    /// A scenario matrix drops the cells its masks refuse after the cells are dealt, so a shard's cases are not
    /// every N-th: their positions still put them back in the single run's order.
    @Test func scenarioMatrixShardsMergeInTheSingleRunsOrder() throws {
        try TemporaryFolder.with("shard-merge") { folder in
            let base = [
                "matrix", "--scenario",
                Fixture.repositoryRoot.appendingPathComponent(
                    "scenarios/player-from-portrait-app.json"
                ).path,
                "--devices", "iphone-15,ipad-air-11-m2", "--ios-versions", "18.0,26.0",
            ]
            #expect(try Subprocess.pivot(base + ["--record", "refs"], currentDirectory: folder).status == 0)
            let verify = base + ["--verify", "refs"]
            let whole = try Subprocess.pivot(
                verify + ["--junit", "whole.xml", "--report", "whole"], currentDirectory: folder)
            #expect(whole.status == 0, "\(whole.stderr)")
            var counts: [Int] = []
            for k in 1...3 {
                let shard = try Subprocess.pivot(
                    verify + ["--shard", "\(k)/3", "--result", "m\(k).json"], currentDirectory: folder)
                #expect(shard.status == 0, "shard \(k): \(shard.stderr)")
                let result =
                    try JSONSerialization.jsonObject(
                        with: Data(contentsOf: folder.appendingPathComponent("m\(k).json"))) as? [String: Any]
                counts.append((result?["cases"] as? [Any])?.count ?? -1)
            }
            let merge = try Subprocess.pivot(
                ["report", "merge", "m2.json", "m3.json", "m1.json", "--junit", "merged.xml", "--report", "merged"],
                currentDirectory: folder)
            #expect(merge.status == 0, "\(merge.stderr)")
            let junit = try Self.text(folder, "whole.xml")
            #expect(try Self.text(folder, "merged.xml") == junit)
            #expect(try Self.text(folder, "merged/index.html") == Self.text(folder, "whole/index.html"))
            // The portrait app's player drops some orientations, so the shards are uneven.
            #expect(junit.components(separatedBy: "<testcase").count - 1 == counts.reduce(0, +))
            #expect(Set(counts).count > 1, "\(counts)")
        }
    }
}
