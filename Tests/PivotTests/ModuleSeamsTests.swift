import Foundation
import TestSupport
import Testing

/// The module boundaries issue 23 drew, read from the package manifest itself (`swift package dump-package`, with a
/// scratch folder of its own so it never waits for the build folder the tests run from): pictures and snapshot
/// testing never reach FFmpeg, JSON depends on nothing, writing frames never reaches the UIKit engine or the
/// player, and the front `pivot` never reaches a media library.
struct ModuleSeamsTests {
    @Test func dependenciesPointOneWay() throws {
        let closure = try Self.dependencyClosures()
        for module in ["Pixels", "Snapshot", "PivotSnapshotTesting"] {
            let reached = try #require(closure[module])
            #expect(!reached.contains("CFFmpeg") && !reached.contains("Video"), "\(module) reaches \(reached.sorted())")
        }
        #expect(closure["PivotJSON"] == [])
        let export = try #require(closure["Export"])
        #expect(!export.contains("Orientation") && !export.contains("Player"), "Export reaches \(export.sorted())")
        let orientation = try #require(closure["Orientation"])
        #expect(orientation == ["PivotJSON"], "Orientation reaches \(orientation.sorted())")
        // The front `pivot` and what it shares with the full binary link no media library (issue 25).
        for module in ["pivot", "PivotCLI"] {
            let reached = try #require(closure[module])
            let media: Set = ["CFFmpeg", "CZimg", "CFreeType", "Video", "Export", "Player", "Chrome", "Typesetting"]
            #expect(reached.isDisjoint(with: media), "\(module) reaches \(reached.sorted())")
        }
        // The check can fail: the player does reach FFmpeg.
        #expect(closure["Player"]?.contains("CFFmpeg") == true)
    }

    /// Every target's dependencies inside this package, followed to the end.
    private static func dependencyClosures() throws -> [String: Set<String>] {
        let scratch = try TemporaryFolder.make("dump-package")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try Subprocess.run(
            "swift",
            [
                "package", "--package-path", Fixture.repositoryRoot.path, "--scratch-path", scratch.path,
                "dump-package",
            ], timeLimit: .seconds(120))
        try #require(run.status == 0, "\(run.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var direct: [String: [String]] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            // `byName` and `target` name a target of this package; `product` names another package's.
            direct[name] = dependencies.compactMap { ($0["byName"] ?? $0["target"]) as? [Any] }
                .compactMap { $0.first as? String }
        }
        var closure: [String: Set<String>] = [:]
        for name in direct.keys {
            var reached: Set<String> = []
            var pending = direct[name] ?? []
            while let next = pending.popLast() {
                if reached.insert(next).inserted { pending += direct[next] ?? [] }
            }
            closure[name] = reached
        }
        return closure
    }
}
