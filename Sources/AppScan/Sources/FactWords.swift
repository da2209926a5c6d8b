import Foundation

/// Where one Swift file mentions the words the fact walk reacts to inside a body, from one scan of its bytes: a
/// body whose bytes hold none of them yields no fact but its assignments, so the walk need not enter it
/// (`FactVisitor+Skipping.swift`).
///
/// A word is a maximal run of ASCII letters, digits and underscores. Every identifier or keyword token the parser
/// reads is such a run in the bytes, or holds one whole (`` `present` ``, `$present`), or is beyond ASCII: the
/// lexer never splits a run of those characters into two tokens, and any other byte (an operator, a quote, a
/// byte beyond ASCII) ends a run. So a body that holds a token `present` holds the word `present`. Words inside
/// comments and strings count too: they only keep a body from being skipped.
struct FactWords {
    /// What a word tells about a body that holds it.
    enum Kind: UInt8 {
        /// A name the visitor records a fact for, wherever it is: the calls (`setValue`, `present`...), the
        /// overrides and assignments it reads (`modalPresentationStyle`...), a delegate method's label, `class` (a
        /// class declared in a body is a fact). Every `localUse` word is a `fact` word too.
        case fact
        /// A call that may name a controller by a local of its function (`present(vc…)`, a root, tabs).
        case localUse
        /// `let` or `var`: a local bound in a function, or a stored value outside any function.
        case binding
    }

    /// The words of each kind, as ``FactVisitor`` reacts to them (`calledName`, `orientationProperties`, the
    /// delegate labels, the assigned names of `visit(_: SequenceExprSyntax)`).
    static let vocabulary: [(word: String, kind: Kind)] = [
        ("class", .fact), ("supportedInterfaceOrientations", .fact), ("supportedInterfaceOrientationsFor", .fact),
        ("preferredInterfaceOrientationForPresentation", .fact), ("shouldAutorotate", .fact),
        ("modalPresentationStyle", .fact), ("setNeedsUpdateOfSupportedInterfaceOrientations", .fact),
        ("attemptRotationToDeviceOrientation", .fact), ("requestGeometryUpdate", .fact), ("setValue", .fact),
        ("present", .localUse), ("pushViewController", .localUse), ("show", .localUse),
        ("rootViewController", .localUse), ("viewControllers", .localUse), ("setViewControllers", .localUse),
        ("let", .binding), ("var", .binding),
    ]

    /// The vocabulary as bytes.
    private static let vocabularyBytes = vocabulary.map { (word: Array($0.word.utf8), kind: $0.kind) }

    /// The vocabulary by hash: an open-addressing table of 64 slots (index + 1, 0 for empty).
    private static let table: [(hash: UInt32, entry: Int)] = {
        var table = [(hash: UInt32, entry: Int)](repeating: (0, 0), count: 64)
        for (index, item) in vocabulary.enumerated() {
            let hash = Array(item.word.utf8).withUnsafeBufferPointer { wordHash($0.baseAddress!, $0.count) }
            var slot = Int(hash & 63)
            while table[slot].entry != 0 { slot = (slot + 1) & 63 }
            table[slot] = (hash, index + 1)
        }
        return table
    }()

    /// The start of each word of the file and its hash, in order.
    private var words: [(start: Int32, hash: UInt32)] = []
    /// The starts of the vocabulary's words, by kind, in order.
    private var starts: [[Int32]] = [[], [], []]

    /// Scans `bytes` once (at most `Int32.max` of them).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count < Int32.max, "offsets are 32 bits")
        guard let base = bytes.baseAddress else { return }
        words.reserveCapacity(bytes.count / 6)
        Self.table.withUnsafeBufferPointer { table in
            forEachWord(base, 0, bytes.count) { start, end, hash in
                words.append((Int32(start), hash))
                var slot = Int(hash & 63)
                while table[slot].entry != 0 {
                    if table[slot].hash == hash {
                        let (word, kind) = Self.vocabularyBytes[table[slot].entry - 1]
                        if word.count == end - start, memcmp(word, base + start, word.count) == 0 {
                            starts[Int(kind.rawValue)].append(Int32(start))
                            if kind == .localUse { starts[Int(Kind.fact.rawValue)].append(Int32(start)) }
                        }
                    }
                    slot = (slot + 1) & 63
                }
            }
        }
    }

    /// Whether a word of `kind` starts in `range` (a node's bytes: a word that starts in it ends in it).
    func contains(_ kind: Kind, in range: Range<Int>) -> Bool {
        let offsets = starts[Int(kind.rawValue)]
        let first = firstIndex(offsets.count) { Int(offsets[$0]) >= range.lowerBound }
        return first < offsets.count && Int(offsets[first]) < range.upperBound
    }

    /// The words that start in `ranges` (the skipped bodies, in order and apart).
    func words(in ranges: [Range<Int>]) -> SkippedWords {
        var hashes = DistinctHashes()
        for range in ranges {
            var index = firstIndex(words.count) { Int(words[$0].start) >= range.lowerBound }
            while index < words.count, Int(words[index].start) < range.upperBound {
                hashes.insert(words[index].hash)
                index += 1
            }
        }
        return SkippedWords(sortedHashes: hashes.sorted())
    }
}

/// The words of the bodies a walk skipped, as hashes: whether a skipped body may mention a name, kept after the
/// file's text and tree are gone (4 bytes a distinct word).
struct SkippedWords: Sendable {
    /// Sorted, distinct.
    private let hashes: [UInt32]

    /// Nothing skipped.
    static let none = SkippedWords(sortedHashes: [])

    fileprivate init(sortedHashes: [UInt32]) { hashes = sortedHashes }

    /// Whether a skipped body may hold a token whose text is `name`: it holds each of the name's words (`` `x` ``
    /// and `$x` hold `x`), or the name is beyond ASCII and any body was skipped. Never `false` for a name a skipped
    /// body holds; sometimes `true` for one it does not (two words with one hash).
    func mayMention(_ name: String) -> Bool {
        guard !hashes.isEmpty else { return false }
        var name = name
        return name.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.contains(where: { $0 >= 0x80 }) else { return true }
            var holdsAll = true
            forEachWord(base, 0, bytes.count) { _, _, hash in
                let index = firstIndex(hashes.count) { hashes[$0] >= hash }
                if index == hashes.count || hashes[index] != hash { holdsAll = false }
            }
            return holdsAll
        }
    }
}

/// The first index in `0..<count` where `isAtOrAfter` holds, for a predicate that holds from some index on.
private func firstIndex(_ count: Int, where isAtOrAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if isAtOrAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}

/// Whether each byte is an ASCII letter, digit or underscore.
private let wordBytes: [Bool] = (0..<256).map { byte in
    let scalar = Unicode.Scalar(UInt8(byte))
    return byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
}

/// Calls `body` with the start, end and hash (FNV-1a, never 0) of every word in `start..<end` of `base`.
@inline(__always)
private func forEachWord(
    _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ body: (Int, Int, UInt32) -> Void
) {
    wordBytes.withUnsafeBufferPointer { isWord in
        var index = start
        while index < end {
            guard isWord[Int(base[index])] else {
                index += 1
                continue
            }
            let wordStart = index
            var hash: UInt32 = 2_166_136_261
            repeat {
                hash = (hash ^ UInt32(base[index])) &* 16_777_619
                index += 1
            } while index < end && isWord[Int(base[index])]
            body(wordStart, index, hash == 0 ? 1 : hash)
        }
    }
}

/// The hash of one word.
private func wordHash(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
    var result: UInt32 = 0
    forEachWord(base, 0, count) { _, _, hash in result = hash }
    return result
}

/// A set of nonzero hashes: open addressing, grown at half full.
private struct DistinctHashes {
    private var slots = [UInt32](repeating: 0, count: 256)
    private var count = 0

    mutating func insert(_ hash: UInt32) {
        if count * 2 >= slots.count {
            let old = slots
            slots = [UInt32](repeating: 0, count: old.count * 2)
            count = 0
            for hash in old where hash != 0 { insert(hash) }
        }
        let inserted = slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int((hash &* 2_654_435_761) >> 7) & mask
            while slots[slot] != 0 {
                if slots[slot] == hash { return false }
                slot = (slot + 1) & mask
            }
            slots[slot] = hash
            return true
        }
        if inserted { count += 1 }
    }

    func sorted() -> [UInt32] { slots.filter { $0 != 0 }.sorted() }
}
