extension SnapshotRunResult {
    /// The one run that shards' results make together: every case of every shard, in the whole run's order (by
    /// ``Case/position``, a shard's own order kept among equal positions), as shard 1 of 1, with the first
    /// shard's title, mode and folders. Its reports equal those of the same run made on one machine.
    ///
    /// The shards must be every shard of one run, each once: the same count, title and mode; every case at a
    /// position its shard deals (position `p` is shard `p mod count + 1`'s, as `--shard` deals items); no case
    /// (group and name) twice.
    ///
    /// - Parameter shards: Each shard's result and the file it came from, which errors name.
    /// - Throws: A ``SnapshotError`` naming the file (`b.json: shard 2 of 4, but a.json is shard 1 of 3`) when the
    ///   shards do not make one run.
    public static func merging(_ shards: [(file: String, result: SnapshotRunResult)]) throws -> SnapshotRunResult {
        guard let (firstFile, first) = shards.first else { throw SnapshotError("no shard results to merge") }
        var fileOfShard: [Int: String] = [:]
        var fileOfCase: [CaseKey: String] = [:]
        for (file, shard) in shards {
            if shard.shardCount != first.shardCount {
                throw SnapshotError(
                    "\(file): shard \(shard.shardIndex) of \(shard.shardCount), but \(firstFile) is shard "
                        + "\(first.shardIndex) of \(first.shardCount): results of different runs")
            }
            if shard.title != first.title {
                throw SnapshotError(
                    "\(file): a result of \"\(shard.title)\", but \(firstFile) is of \"\(first.title)\"")
            }
            if shard.mode != first.mode {
                throw SnapshotError("\(file): a \(shard.mode) result, but \(firstFile) is a \(first.mode) result")
            }
            if let other = fileOfShard.updateValue(file, forKey: shard.shardIndex) {
                throw SnapshotError("\(file): shard \(shard.shardIndex) of \(shard.shardCount) again (also \(other))")
            }
            for (number, item) in shard.cases.enumerated() {
                let what = "cases[\(number)] (\(item.result.group): \(item.result.name))"
                let owner = item.position % shard.shardCount + 1
                guard owner == shard.shardIndex else {
                    throw SnapshotError(
                        "\(file): \(what) is at position \(item.position), which is shard \(owner)'s of "
                            + "\(shard.shardCount), not shard \(shard.shardIndex)'s")
                }
                if let other = fileOfCase.updateValue(file, forKey: CaseKey(item.result)) {
                    throw SnapshotError("\(file): \(what) is also in \(other)")
                }
            }
        }
        let missingCount = first.shardCount - fileOfShard.count
        guard missingCount == 0 else {
            // Lazily: a result file may claim billions of shards, and only the first few missing are named.
            let named = (1...first.shardCount).lazy.filter { fileOfShard[$0] == nil }.prefix(5).map(String.init)
            let list = named.joined(separator: ", ") + (missingCount > named.count ? ", …" : "")
            throw SnapshotError(
                "\(firstFile): no result for shard \(list) of \(first.shardCount); give every shard's result")
        }
        // Sorting the shards by number first makes the order of equal positions not depend on the arguments'.
        let cases = shards.sorted { $0.result.shardIndex < $1.result.shardIndex }.flatMap(\.result.cases)
            .enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
        return SnapshotRunResult(
            title: first.title, mode: first.mode, references: first.references, failures: first.failures,
            cases: cases)
    }
}

/// What makes two cases the same check: their group and name.
private struct CaseKey: Hashable {
    let group: String
    let name: String

    init(_ result: SnapshotResult) {
        group = result.group
        name = result.name
    }
}
