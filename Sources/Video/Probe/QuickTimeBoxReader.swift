import Foundation

/// Reads the atoms of a QuickTime/MP4 file that FFmpeg 5.1 ignores: the apertures (`clap`, `pasp` in each video
/// sample description, `tapt` in each track: ``Aperture``) and the stereo layout of spatial video (`vexu`, `hfov`:
/// ``StereoLayout``).
///
/// Bounded: it reads only the top-level atom headers and then the one `moov` atom (at most ``moovLimit`` bytes),
/// and inside it never reads past the size an atom declares or past its parent; a size that does not fit ends the
/// atom list there. Damaged input gives fewer apertures, never a crash or an unbounded read (`QuickTimeBoxReaderTests`
/// and the fuzz tests check this).
enum QuickTimeBoxReader {
    /// The largest `moov` read (64 MiB); a larger one is not read and no aperture is reported.
    static let moovLimit = 64 << 20
    /// The most top-level atoms looked at before `moov`.
    static let topLevelLimit = 10_000

    /// What Pivot reads of one track.
    struct Track: Equatable {
        var aperture = Aperture()
        var stereo: StereoLayout?
    }

    /// Every track of the file at `path`, in track order (FFmpeg's stream order), or `nil` when the file has no
    /// readable `moov`.
    static func tracks(path: String) -> [Track]? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let end = try? file.seekToEnd() else { return nil }
        var offset: UInt64 = 0
        for _ in 0..<topLevelLimit {
            guard offset + 8 <= end, (try? file.seek(toOffset: offset)) != nil,
                let header = try? file.read(upToCount: 16), header.count >= 8
            else { return nil }
            let bytes = [UInt8](header)
            var size = UInt64(uint32(bytes, 0))
            var headerSize: UInt64 = 8
            if size == 1 {
                guard bytes.count == 16 else { return nil }
                size = UInt64(uint32(bytes, 8)) << 32 | UInt64(uint32(bytes, 12))
                headerSize = 16
            } else if size == 0 {
                size = end - offset
            }
            guard size >= headerSize, size <= end - offset else { return nil }
            if String(decoding: bytes[4..<8], as: UTF8.self) == "moov" {
                guard size - headerSize <= UInt64(moovLimit), (try? file.seek(toOffset: offset + headerSize)) != nil,
                    let body = try? file.read(upToCount: Int(size - headerSize)), body.count == Int(size - headerSize)
                else { return nil }
                return tracks(moov: [UInt8](body))
            }
            offset += size
        }
        return nil
    }

    /// Every `trak` in the body of a `moov` atom.
    static func tracks(moov bytes: [UInt8]) -> [Track] {
        children(of: bytes, in: 0..<bytes.count).filter { $0.type == "trak" }.map { track(bytes, $0.body) }
    }

    // MARK: - Private

    private struct Atom {
        var type: String
        var body: Range<Int>
    }

    private static func track(_ bytes: [UInt8], _ trak: Range<Int>) -> Track {
        var track = Track()
        var aperture: Aperture {
            get { track.aperture }
            set { track.aperture = newValue }
        }
        let atoms = children(of: bytes, in: trak)
        if let tapt = atoms.first(where: { $0.type == "tapt" }) {
            let modes: [String: Aperture.Mode] = ["clef": .clean, "prof": .production, "enof": .encoded]
            for atom in children(of: bytes, in: tapt.body) {
                // Version and flags, then width and height in 16.16 fixed point.
                guard let mode = modes[atom.type], atom.body.count >= 12 else { continue }
                let start = atom.body.lowerBound
                aperture.dimensions[mode] = Aperture.Size(
                    width: Double(uint32(bytes, start + 4)) / 65536, height: Double(uint32(bytes, start + 8)) / 65536)
            }
        }
        guard let mdia = atoms.first(where: { $0.type == "mdia" }) else { return track }
        let media = children(of: bytes, in: mdia.body)
        // hdlr: version and flags, pre-defined, then the handler type.
        guard let hdlr = media.first(where: { $0.type == "hdlr" }), hdlr.body.count >= 12,
            String(decoding: bytes[hdlr.body.lowerBound + 8..<hdlr.body.lowerBound + 12], as: UTF8.self) == "vide",
            let stsd = path(["minf", "stbl", "stsd"], from: media, in: bytes), stsd.body.count >= 8
        else { return track }
        // stsd: version and flags, entry count, then the first sample entry, whose visual fields take 78 bytes
        // before its own atoms (ISO/IEC 14496-12 VisualSampleEntry; QuickTime's video sample description).
        guard let entry = children(of: bytes, in: stsd.body.lowerBound + 8..<stsd.body.upperBound).first,
            entry.body.count > 78
        else { return track }
        var stereo = StereoLayout(views: 0)
        for atom in children(of: bytes, in: entry.body.lowerBound + 78..<entry.body.upperBound) {
            let start = atom.body.lowerBound
            switch atom.type {
            case "clap" where atom.body.count >= 32:
                let value = (0..<8).map { Int(Int32(bitPattern: uint32(bytes, start + 4 * $0))) }
                aperture.clean = Aperture.Clean(
                    width: Rational(value[0], value[1]), height: Rational(value[2], value[3]),
                    horizontalOffset: Rational(value[4], value[5]), verticalOffset: Rational(value[6], value[7]))
            case "pasp" where atom.body.count >= 8:
                aperture.pixelAspect = Rational(Int(uint32(bytes, start)), Int(uint32(bytes, start + 4)))
            case "hfov" where atom.body.count >= 4:
                stereo.horizontalFieldOfView = Double(uint32(bytes, start)) / 1000
            case "vexu":
                read(vexu: atom.body, in: bytes, into: &stereo)
            default:
                break
            }
        }
        if stereo.views > 0 { track.stereo = stereo }
        return track
    }

    /// `vexu`: `eyes` holds `stri` (version and flags, then a byte: bit 0 left eye, bit 1 right eye), `hero`
    /// (version and flags, then 1 left or 2 right) and `cams`/`blin` (version and flags, then micrometres).
    private static func read(vexu: Range<Int>, in bytes: [UInt8], into stereo: inout StereoLayout) {
        guard let eyes = children(of: bytes, in: vexu).first(where: { $0.type == "eyes" }) else { return }
        for atom in children(of: bytes, in: eyes.body) {
            let start = atom.body.lowerBound
            switch atom.type {
            case "stri" where atom.body.count >= 5:
                stereo.views = Int(bytes[start + 4] & 1) + Int(bytes[start + 4] >> 1 & 1)
            case "hero" where atom.body.count >= 5:
                stereo.heroEye = [1: "left", 2: "right"][bytes[start + 4]]
            case "cams":
                if let blin = children(of: bytes, in: atom.body).first(where: { $0.type == "blin" }),
                    blin.body.count >= 8
                {
                    stereo.baselineMillimetres = Double(uint32(bytes, blin.body.lowerBound + 4)) / 1000
                }
            default:
                break
            }
        }
    }

    /// The atom reached by following `types` down from `atoms`.
    private static func path(_ types: [String], from atoms: [Atom], in bytes: [UInt8]) -> Atom? {
        var level = atoms
        var found: Atom?
        for type in types {
            guard let atom = level.first(where: { $0.type == type }) else { return nil }
            found = atom
            level = children(of: bytes, in: atom.body)
        }
        return found
    }

    /// The atoms laid end to end in `range`, up to the first whose size does not fit.
    private static func children(of bytes: [UInt8], in range: Range<Int>) -> [Atom] {
        var atoms: [Atom] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            var size = Int(uint32(bytes, offset))
            var header = 8
            if size == 1 {
                guard offset + 16 <= range.upperBound else { break }
                let large = UInt64(uint32(bytes, offset + 8)) << 32 | UInt64(uint32(bytes, offset + 12))
                guard large <= UInt64(range.upperBound - offset) else { break }
                (size, header) = (Int(large), 16)
            } else if size == 0 {
                size = range.upperBound - offset
            }
            guard size >= header, size <= range.upperBound - offset else { break }
            atoms.append(
                Atom(
                    type: String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self),
                    body: offset + header..<offset + size))
            offset += size
        }
        return atoms
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
