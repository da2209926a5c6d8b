import ArgumentParser
import Player

/// `--shard K/N`: part K (from 1) of N of a run's work.
struct ShardArgument: ExpressibleByArgument, Equatable {
    /// The parsed shard.
    let shard: Shard

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            let shard = Shard(index: index, of: count)
        else { return nil }
        self.shard = shard
    }
}
