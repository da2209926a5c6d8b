import Player
import Testing

/// `--shard K/N`: every item in exactly one shard, in the run's order, whatever the counts.
struct ShardTests {
    @Test(arguments: [1, 2, 3, 5, 8])
    func everyItemIsInExactlyOneShard(count: Int) throws {
        for itemCount in [0, 1, 4, 7, 23] {
            let items = Array(0..<itemCount)
            let shards = try (1...count).map { try #require(Shard(index: $0, of: count)) }
            let parts = shards.map { $0.select(items) }
            #expect(parts.flatMap { $0 }.sorted() == items, "\(count) shards of \(itemCount)")
            #expect(parts.allSatisfy { $0 == $0.sorted() }, "each shard keeps the run's order")
            for (shard, part) in zip(shards, parts) {
                #expect(part.indices.map { items[shard.position(ofSelected: $0)] } == part, "positions of \(shard)")
            }
            let sizes = parts.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(sizes)")
        }
    }

    @Test func shardsAreDealtInTurn() throws {
        let second = try #require(Shard(index: 2, of: 3))
        #expect(second.select(Array("abcdefg")) == ["b", "e"])
    }

    @Test(arguments: [(0, 3), (4, 3), (1, 0), (-1, 2)])
    func aShardOutsideItsCountIsNone(index: Int, count: Int) {
        #expect(Shard(index: index, of: count) == nil)
    }

    @Test func aShardsSharedFilesAreNamedForIt() throws {
        let shard = try #require(Shard(index: 2, of: 4))
        #expect(Shard.name("matrix.json", for: shard) == "matrix-shard-2-of-4.json")
        #expect(Shard.name("contact-sheet.png", for: shard) == "contact-sheet-shard-2-of-4.png")
        #expect(Shard.name("matrix.json", for: nil) == "matrix.json")
    }
}
