/// Damages a QuickTime file the ways a hostile or broken clip is damaged, for the fuzz tests.
///
/// Byte-level damage (bit flips, truncation, inserted and zeroed ranges) lands in the `moov` header half of the
/// time, since random positions would otherwise nearly always hit sample data. Structural damage works on the
/// top-level atom list (swapped and duplicated atoms), on nested atom sizes, and on the picture size that
/// `tkhd` and the first `stsd` entry declare.
enum QuickTimeMutator {
    /// One kind of damage.
    enum Kind: String, CaseIterable {
        case bitFlips, truncation, insertedRange, zeroedRange, swappedAtoms, duplicatedAtom, atomSize, absurdSize
    }

    /// Returns a damaged copy of `bytes` and a one-line description of the damage.
    static func mutate(_ bytes: [UInt8], using random: inout some RandomNumberGenerator) -> ([UInt8], String) {
        var data = bytes
        let kind = Kind.allCases.randomElement(using: &random)!
        let description = apply(kind, to: &data, using: &random)
        return (data, "\(kind.rawValue): \(description)")
    }

    /// The byte ranges of the top-level atoms, in file order; stops at the first size that does not fit.
    static func topLevelAtoms(_ bytes: [UInt8]) -> [(type: String, range: Range<Int>)] {
        var atoms: [(String, Range<Int>)] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            var size = Int(readUInt32(bytes, at: offset))
            if size == 1, offset + 16 <= bytes.count {
                size = Int(
                    clamping: UInt64(readUInt32(bytes, at: offset + 8)) << 32
                        | UInt64(readUInt32(bytes, at: offset + 12)))
            } else if size == 0 {
                size = bytes.count - offset
            }
            guard size >= 8, offset + size <= bytes.count else { break }
            atoms.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self), offset..<offset + size))
            offset += size
        }
        return atoms
    }

    // MARK: - Private

    private static func apply(
        _ kind: Kind, to data: inout [UInt8], using random: inout some RandomNumberGenerator
    )
        -> String
    {
        guard !data.isEmpty else { return "empty input" }
        let atoms = topLevelAtoms(data)
        let header = atoms.first { $0.type == "moov" }?.range ?? 0..<data.count
        func position() -> Int {
            Bool.random(using: &random)
                ? Int.random(in: header, using: &random) : Int.random(in: 0..<data.count, using: &random)
        }
        switch kind {
        case .bitFlips:
            let positions = (0..<Int.random(in: 1...8, using: &random)).map { _ in position() }
            for offset in positions { data[offset] ^= 1 << UInt8.random(in: 0..<8, using: &random) }
            return "at \(positions)"
        case .truncation:
            let length = Int.random(in: 0..<data.count, using: &random)
            data.removeSubrange(length...)
            return "to \(length) bytes"
        case .insertedRange:
            let offset = position()
            let inserted = (0..<Int.random(in: 1...64, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            data.insert(contentsOf: inserted, at: offset)
            return "\(inserted.count) bytes at \(offset)"
        case .zeroedRange:
            let offset = position()
            let end = min(data.count, offset + Int.random(in: 1...256, using: &random))
            data.replaceSubrange(offset..<end, with: repeatElement(0, count: end - offset))
            return "\(offset)..<\(end)"
        case .swappedAtoms:
            guard atoms.count >= 2 else { return "fewer than two atoms" }
            let picks = atoms.indices.shuffled(using: &random).prefix(2).sorted()
            let (first, second) = (atoms[picks[0]].range, atoms[picks[1]].range)
            let swapped = Array(data[second]) + Array(data[first.upperBound..<second.lowerBound]) + Array(data[first])
            data.replaceSubrange(first.lowerBound..<second.upperBound, with: swapped)
            return "\(atoms[picks[0]].type) and \(atoms[picks[1]].type)"
        case .duplicatedAtom:
            guard let atom = atoms.randomElement(using: &random) else { return "no atoms" }
            data.insert(contentsOf: Array(data[atom.range]), at: atom.range.upperBound)
            return atom.type
        case .atomSize:
            let types = [
                "trak", "mdia", "minf", "stbl", "stsd", "stts", "stss", "stsc", "stsz", "stco", "ctts", "avcC",
                "hvcC", "tkhd", "mdhd", "hdlr", "edts", "elst",
            ]
            let type = types.randomElement(using: &random)!
            guard let offset = find(type, in: data), offset >= 4 else { return "no \(type)" }
            let original = readUInt32(data, at: offset - 4)
            let sizes: [UInt32] = [0, 1, 7, 8, 0xFFFF_FFFF, 0x7FFF_FFFF, original &+ 1, original &- 1, original &* 2]
            let size = sizes.randomElement(using: &random)!
            writeUInt32(size, to: &data, at: offset - 4)
            return "\(type) size \(original) -> \(size)"
        case .absurdSize:
            let values: [UInt32] = [0, 1, 0x7FFF, 0xFFFF, 16385, 40000]
            let (width, height) = (values.randomElement(using: &random)!, values.randomElement(using: &random)!)
            var patched: [String] = []
            if let tkhd = find("tkhd", in: data), tkhd >= 4 {
                // The track's width and height are the atom's last 8 bytes, 16.16 fixed point.
                let end = tkhd - 4 + Int(readUInt32(data, at: tkhd - 4))
                if end <= data.count, end >= tkhd + 8 {
                    writeUInt32(width << 16, to: &data, at: end - 8)
                    writeUInt32(height << 16, to: &data, at: end - 4)
                    patched.append("tkhd")
                }
            }
            if let stsd = find("stsd", in: data), stsd + 48 <= data.count {
                // stsd: version/flags, entry count, then the first entry: size, format, 6 reserved, data reference
                // index, version, revision, vendor, temporal and spatial quality, width and height (16 bits each).
                let entry = stsd + 12
                data[entry + 32] = UInt8(truncatingIfNeeded: width >> 8)
                data[entry + 33] = UInt8(truncatingIfNeeded: width)
                data[entry + 34] = UInt8(truncatingIfNeeded: height >> 8)
                data[entry + 35] = UInt8(truncatingIfNeeded: height)
                patched.append("stsd")
            }
            return "\(width)x\(height) in \(patched)"
        }
    }

    /// The offset of the first occurrence of a four-character code.
    private static func find(_ type: String, in data: [UInt8]) -> Int? {
        let pattern = Array(type.utf8)
        guard data.count >= pattern.count else { return nil }
        return (0...(data.count - pattern.count)).first { data[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    private static func readUInt32(_ data: [UInt8], at offset: Int) -> UInt32 {
        data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func writeUInt32(_ value: UInt32, to data: inout [UInt8], at offset: Int) {
        for index in 0..<4 { data[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }
}
