/// The closest valid spelling of a misspelt scenario key or value, for "did you mean" hints.
enum Suggestion {
    /// The candidate nearest to `word` by edit distance (case-insensitive), if it is near enough to be a typo: at
    /// most a third of the longer word's letters differ (at least one may).
    static func closest(to word: String, in candidates: [String]) -> String? {
        // The distance is at least the difference in length, so when that alone is past every candidate's limit
        // nothing is near: a 5 MB value is not a typo, and is not compared letter by letter (which took minutes).
        let length = word.count
        guard candidates.contains(where: { abs($0.count - length) <= max(1, max(length, $0.count) / 3) }) else {
            return nil
        }
        let lowered = Array(word.lowercased())
        let scored = candidates.map { candidate in
            (candidate, distance(lowered, Array(candidate.lowercased())))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(1, max(lowered.count, best.0.count) / 3)
        return best.1 <= limit ? best.0 : nil
    }

    /// ` (did you mean "X"?)` for the closest candidate, or nothing.
    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Levenshtein distance.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
