/// One of `count` parts of a run's work, `--shard K/N`: so that each job of a CI matrix takes one part.
///
/// The items are dealt out in turn over their fixed order (item `i` goes to shard `i mod N + 1`): every item is in
/// exactly one shard, a shard's items do not depend on the machine, and the shards' sizes differ by at most one.
/// A choice: dealing in turn, not in contiguous blocks, spreads each device's cells over the shards, so shards of a
/// matrix whose cells cost alike take alike long.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// This shard's number, from 1.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// The shard `index` of `count`, or `nil` unless 1 ≤ `index` ≤ `count`.
    public init?(index: Int, of count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the item at `position` (from 0) in the run's order is this shard's.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// This shard's items of `items`, in order.
    public func select<Item>(_ items: [Item]) -> [Item] {
        items.indices.filter(contains(position:)).map { items[$0] }
    }

    /// The position (from 0) in the run's order of this shard's `selected`-th item (from 0) of ``select(_:)``:
    /// what puts the shards' results back in the run's order (`pivot report merge`).
    public func position(ofSelected selected: Int) -> Int { selected * count + index - 1 }

    /// `2-of-4`, the suffix of the files a shard writes that every shard would otherwise write.
    public var fileSuffix: String { "\(index)-of-\(count)" }

    /// `2/4`, as typed.
    public var description: String { "\(index)/\(count)" }

    /// `matrix.json` as shard 2 of 4 names it: `matrix-shard-2-of-4.json`; `name` itself without a shard.
    public static func name(_ name: String, for shard: Shard?) -> String {
        guard let shard else { return name }
        guard let dot = name.lastIndex(of: ".") else { return "\(name)-shard-\(shard.fileSuffix)" }
        return "\(name[..<dot])-shard-\(shard.fileSuffix)\(name[dot...])"
    }
}
