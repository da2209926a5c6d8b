import Foundation
import TestSupport
import Testing

/// `pivot matrix --shard K/N`: the shards of one run, in one folder, write every cell once and no file twice.
struct MatrixShardCommandTests {
    @Test func shardsTogetherWriteTheWholeRunAndNeverTheSameFile() throws {
        let folder = try TemporaryFolder.make("matrix-shard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["matrix", "Media/ar-16x9.mov", "--devices", "iphone-15,iphone-se-3,iphone-14", "--time", "0.2"]
        let whole = folder.appendingPathComponent("whole")
        let single = try Subprocess.pivot(base + ["--out", whole.path, "--quiet"])
        #expect(single.status == 0, "\(single.stderr)")
        let shared = folder.appendingPathComponent("shards")
        var written: [[String]] = []
        for k in 1...3 {
            let before = Set((try? FileManager.default.contentsOfDirectory(atPath: shared.path)) ?? [])
            let shard = try Subprocess.pivot(base + ["--shard", "\(k)/3", "--out", shared.path, "--quiet"])
            #expect(shard.status == 0, "shard \(k): \(shard.stderr)")
            let after = Set(try FileManager.default.contentsOfDirectory(atPath: shared.path))
            #expect(before.isSubset(of: after), "shard \(k) removed another shard's file")
            written.append(Array(after.subtracting(before)))
            #expect(
                after.contains("matrix-shard-\(k)-of-3.json") && after.contains("contact-sheet-shard-\(k)-of-3.png"))
        }
        let cells = written.map { $0.filter { $0.hasSuffix(".ppm") } }
        #expect(cells.allSatisfy { !$0.isEmpty })
        let wholeCells = try FileManager.default.contentsOfDirectory(atPath: whole.path).filter { $0.hasSuffix(".ppm") }
        #expect(cells.flatMap { $0 }.sorted() == wholeCells.sorted(), "every cell in exactly one shard")
        for file in wholeCells {
            let one = try Data(contentsOf: whole.appendingPathComponent(file))
            let sharded = try Data(contentsOf: shared.appendingPathComponent(file))
            #expect(one == sharded, "\(file) differs between the sharded and the single run")
        }
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "1", "a/b"])
    func aBadShardIsRefused(shard: String) throws {
        let result = try Subprocess.pivot(["matrix", "Media/ar-16x9.mov", "--shard", shard, "--out", "o"])
        #expect(result.status == 2, "\(result.stderr)")
    }
}
