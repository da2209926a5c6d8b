import Foundation

/// Damages a scenario file's text the ways a careless or hostile author might: numbers replaced by extreme ones,
/// strings by hostile ones (long ids, lone surrogates, device paths), steps repeated, bytes cut or inserted.
enum ScenarioMutator {
    private static let numbers = ["1e300", "-1", "1e15", "0", "1e-300", "86400", "86400.5", "4294967296", "-0", "1e16"]
    private static let strings = [
        String(repeating: "w", count: 200), #"a\uD800\u0041"#, #"\uDBFF\uFFFF"#, "", "/dev/zero", "../../x",
        #"\u0000"#, "landscapeLeft", "player", "iphone-se-1",
    ]

    /// A mutant of `text` and a description of what was done.
    static func mutate(_ text: String, using random: inout SplitMix64) -> (String, String) {
        var bytes = Array(text.utf8)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            let spans = tokens(in: bytes, where: { $0 == UInt8(ascii: "-") || (48...57).contains($0) })
            guard let span = spans.randomElement(using: &random) else { break }
            let value = numbers.randomElement(using: &random)!
            bytes.replaceSubrange(span, with: Array(value.utf8))
            return (String(decoding: bytes, as: UTF8.self), "number \(value)")
        case 1:
            let spans = stringContents(in: bytes)
            guard let span = spans.randomElement(using: &random) else { break }
            let value = strings.randomElement(using: &random)!
            bytes.replaceSubrange(span, with: Array(value.utf8))
            return (String(decoding: bytes, as: UTF8.self), "string \(value.prefix(20))")
        case 2:
            // A step list repeated: 300 copies of the first step.
            guard let open = text.range(of: #""steps": ["#), let close = text[open.upperBound...].firstIndex(of: "}")
            else { break }
            let step = String(text[open.upperBound...close])
            let repeated = Array(repeating: step, count: 300).joined(separator: ",")
            return (text.replacingCharacters(in: open.upperBound...close, with: repeated), "300 copies of a step")
        case 3:
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let count = min(bytes.count - start, Int.random(in: 1...16, using: &random))
            bytes.removeSubrange(start..<start + count)
            return (String(decoding: bytes, as: UTF8.self), "\(count) bytes cut at \(start)")
        default:
            break
        }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        let byte = UInt8.random(in: 0...255, using: &random)
        bytes.insert(byte, at: at)
        return (String(decoding: bytes, as: UTF8.self), "byte \(byte) inserted at \(at)")
    }

    /// The ranges of maximal runs of bytes matching `isPart` that start a token (after a non-letter).
    private static func tokens(in bytes: [UInt8], where isPart: (UInt8) -> Bool) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isPart(bytes[index]), index == 0 || !isLetter(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count,
                isPart(bytes[end]) || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "e")
            {
                end += 1
            }
            spans.append(index..<end)
            index = end
        }
        return spans
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "\"")
    }

    /// The ranges of the contents of every string literal (between its quotes).
    private static func stringContents(in bytes: [UInt8]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") {
            if index > 0, bytes[index - 1] == UInt8(ascii: "\\") { continue }
            if let open = start {
                spans.append(open + 1..<index)
                start = nil
            } else {
                start = index
            }
        }
        return spans
    }
}

/// Damages a PNG: random bytes flipped, the file cut short, or the IHDR's width and height replaced (up to 2³¹ a
/// side, a zlib bomb's claim without its cost to make).
enum PNGMutator {
    /// A mutant of `bytes` and a description of what was done.
    static func mutate(_ bytes: [UInt8], using random: inout SplitMix64) -> ([UInt8], String) {
        var mutant = bytes
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let flips = Int.random(in: 1...8, using: &random)
            for _ in 0..<flips {
                let index = Int.random(in: 8..<mutant.count, using: &random)
                mutant[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            return (mutant, "\(flips) bits flipped")
        case 1:
            let length = Int.random(in: 0..<mutant.count, using: &random)
            return (Array(mutant.prefix(length)), "cut to \(length) bytes")
        default:
            let width = UInt32.random(in: 1...0x7FFF_FFFF, using: &random) >> UInt32.random(in: 0...24, using: &random)
            let height = UInt32.random(in: 1...0x7FFF_FFFF, using: &random) >> UInt32.random(in: 0...24, using: &random)
            for (offset, value) in [(16, width), (20, height)] where mutant.count >= offset + 4 {
                for byte in 0..<4 {
                    mutant[offset + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(byte)))
                }
            }
            return (mutant, "header says \(width)x\(height)")
        }
    }
}
