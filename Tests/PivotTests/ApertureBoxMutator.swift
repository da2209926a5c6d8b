/// Damages the QuickTime atoms Pivot reads itself (`QuickTimeBoxReader`: `clap`, `pasp` and the spatial-video
/// `vexu`/`eyes`/`stri`/`hero`/`cams`/`blin`/`hfov` in the first video sample entry, `tapt`/`clef`/`prof`/`enof` in
/// the track) the ways a hostile clip would: their values replaced by 0, negative numbers and extremes, their sizes
/// made 0, 1, too small or larger than their parent, their bodies cut short (the parents' sizes kept consistent, so
/// the tree still parses), the file cut inside them, or the atom given twice.
///
/// Unlike ``QuickTimeMutator``, which damages bytes anywhere and so rarely reaches these few atoms, every mutant
/// here damages one of them. The clips must keep `moov` after `mdat` (as FFmpeg writes them), so that growing or
/// shrinking an atom inside `moov` moves no sample data.
enum ApertureBoxMutator {
    /// One atom found in the tree: its type, where its header starts, and where its ancestors' headers start.
    struct Atom {
        var type: String
        var offset: Int
        var size: Int
        var ancestors: [Int]
    }

    /// One kind of damage.
    enum Kind: String, CaseIterable {
        case values, size, shortBody, largeSize, fileCut, duplicated
    }

    /// The atoms Pivot reads, the mutants' targets.
    static let targets: Set<String> = [
        "clap", "pasp", "tapt", "clef", "prof", "enof", "vexu", "eyes", "stri", "hero", "cams", "blin", "hfov",
    ]

    /// Returns a damaged copy of `bytes` and a one-line description of the damage, or `nil` when the clip has none
    /// of ``targets``.
    static func mutate(_ bytes: [UInt8], using random: inout some RandomNumberGenerator) -> ([UInt8], String)? {
        guard let atom = atoms(in: bytes).filter({ targets.contains($0.type) }).randomElement(using: &random) else {
            return nil
        }
        var data = bytes
        let kind = Kind.allCases.randomElement(using: &random)!
        let body = atom.offset + 8..<atom.offset + atom.size
        switch kind {
        case .values:
            // 32-bit fields (clap's eight numbers, pasp's two, tapt's 16.16 sizes), or the one byte after version
            // and flags (stri's eyes, hero's eye) when the body is shorter than 8 bytes.
            let hostile: [UInt32] = [
                0, 1, 0xFFFF_FFFF, 0x8000_0000, 0x7FFF_FFFF, 0xFFFF_0000, 0x0001_0000, 0x0000_FFFF,
            ]
            var changed: [String] = []
            for word in stride(from: body.lowerBound, to: body.upperBound - 3, by: 4)
            where Bool.random(using: &random) || changed.isEmpty {
                let value =
                    Bool.random(using: &random)
                    ? hostile.randomElement(using: &random)! : UInt32.random(in: 0...UInt32.max, using: &random)
                write(value, to: &data, at: word)
                changed.append(String(value, radix: 16))
            }
            if body.count >= 5, body.count < 8 {
                let byte = [0, 3, 0xFF, 0x80].randomElement(using: &random)!
                data[body.lowerBound + 4] = UInt8(byte)
                changed.append("byte \(byte)")
            }
            return (data, "\(atom.type) values \(changed)")
        case .size:
            let parentEnd = atom.ancestors.last.map { $0 + Int(read(bytes, at: $0)) } ?? bytes.count
            let sizes = [
                0, 1, 7, 8, 9, atom.size - 1, atom.size + 1, atom.size + 8, parentEnd - atom.offset + 1, 0x7FFF_FFFF,
                0xFFFF_FFFF,
            ]
            let size = sizes.randomElement(using: &random)!
            write(UInt32(truncatingIfNeeded: size), to: &data, at: atom.offset)
            return (data, "\(atom.type) size \(atom.size) -> \(size)")
        case .shortBody:
            let cut = Int.random(in: 1...max(1, body.count), using: &random)
            data.removeSubrange(atom.offset + atom.size - cut..<atom.offset + atom.size)
            resize(&data, atom.ancestors + [atom.offset], by: -cut)
            return (data, "\(atom.type) body cut by \(cut) to \(body.count - cut) bytes")
        case .largeSize:
            // The 64-bit form: size 1, the type, then the size in 8 bytes: the true one, or one past the parent.
            let large: UInt64 =
                Bool.random(using: &random) ? UInt64(atom.size + 8) : UInt64.random(in: 0...UInt64.max, using: &random)
            var header = [UInt8](repeating: 0, count: 16)
            header[3] = 1
            header[4..<8] = data[atom.offset + 4..<atom.offset + 8]
            for index in 0..<8 { header[8 + index] = UInt8(truncatingIfNeeded: large >> (56 - 8 * UInt64(index))) }
            data.replaceSubrange(atom.offset..<atom.offset + 8, with: header)
            resize(&data, atom.ancestors, by: 8)
            return (data, "\(atom.type) 64-bit size \(large)")
        case .fileCut:
            let length = Int.random(in: atom.offset..<atom.offset + atom.size, using: &random)
            data.removeSubrange(length...)
            return (data, "file cut to \(length) bytes, inside \(atom.type)")
        case .duplicated:
            data.insert(contentsOf: Array(bytes[atom.offset..<atom.offset + atom.size]), at: atom.offset + atom.size)
            resize(&data, atom.ancestors, by: atom.size)
            return (data, "\(atom.type) twice")
        }
    }

    /// Every atom in the tree Pivot walks: `moov`, `trak`, `mdia`, `minf`, `stbl`, `stsd` (its entries after 8
    /// bytes), each sample entry (its atoms after 78 bytes), `tapt`, `vexu`, `eyes` and `cams`.
    static func atoms(in bytes: [UInt8]) -> [Atom] {
        var found: [Atom] = []
        func walk(_ range: Range<Int>, ancestors: [Int], parent: String) {
            var offset = range.lowerBound
            while offset + 8 <= range.upperBound {
                let size = Int(read(bytes, at: offset))
                guard size >= 8, size <= range.upperBound - offset else { return }
                let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
                found.append(Atom(type: type, offset: offset, size: size, ancestors: ancestors))
                let skip: Int? =
                    switch type {
                    case "moov", "trak", "mdia", "minf", "stbl", "tapt", "vexu", "eyes", "cams": 0
                    case "stsd": 8
                    default: parent == "stsd" ? 78 : nil
                    }
                if let skip, offset + 8 + skip <= offset + size {
                    walk(offset + 8 + skip..<offset + size, ancestors: ancestors + [offset], parent: type)
                }
                offset += size
            }
        }
        walk(0..<bytes.count, ancestors: [], parent: "")
        return found
    }

    // MARK: - Private

    /// Changes the 32-bit sizes of the atoms whose headers start at `offsets` by `delta` bytes.
    private static func resize(_ data: inout [UInt8], _ offsets: [Int], by delta: Int) {
        for offset in offsets where read(data, at: offset) > 1 {
            write(UInt32(truncatingIfNeeded: Int(read(data, at: offset)) + delta), to: &data, at: offset)
        }
    }

    private static func read(_ data: [UInt8], at offset: Int) -> UInt32 {
        data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func write(_ value: UInt32, to data: inout [UInt8], at offset: Int) {
        for index in 0..<4 { data[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }
}
