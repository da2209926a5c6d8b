/// A PNG's `IHDR` chunk, checked: the picture's size, how its samples are stored, and where each interlace pass's
/// rows lie in the inflated image data (PNG specification, 3rd edition, §11.2.1 and §8.2).
struct PNGHeader: Equatable {
    /// How a pixel's samples are stored (the `IHDR` colour type).
    enum ColourType: UInt8 {
        /// One grey sample.
        case grey = 0
        /// Red, green, blue.
        case rgb = 2
        /// One index into the `PLTE` palette.
        case indexed = 3
        /// Grey, then alpha.
        case greyAlpha = 4
        /// Red, green, blue, alpha.
        case rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .grey, .indexed: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the specification allows for this colour type (§11.2.1, table 11.1).
        var allowedBitDepths: Set<Int> {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .indexed: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    /// One interlace pass: the pixels at `(xStart + i * xStep, yStart + j * yStep)`.
    struct Pass: Equatable {
        /// The first column.
        var xStart: Int
        /// The first row.
        var yStart: Int
        /// The distance between the pass's columns.
        var xStep: Int
        /// The distance between the pass's rows.
        var yStep: Int
    }

    /// Width in pixels, 1 to 2³¹ − 1.
    let width: Int
    /// Height in pixels, 1 to 2³¹ − 1.
    let height: Int
    /// Bits per sample.
    let bitDepth: Int
    /// How samples are stored.
    let colourType: ColourType
    /// Whether the rows are in Adam7's seven passes rather than top to bottom.
    let isInterlaced: Bool

    /// Adam7's seven passes (§8.2), or the whole picture as one pass.
    var passes: [Pass] {
        guard isInterlaced else { return [Pass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)] }
        return [
            Pass(xStart: 0, yStart: 0, xStep: 8, yStep: 8), Pass(xStart: 4, yStart: 0, xStep: 8, yStep: 8),
            Pass(xStart: 0, yStart: 4, xStep: 4, yStep: 8), Pass(xStart: 2, yStart: 0, xStep: 4, yStep: 4),
            Pass(xStart: 0, yStart: 2, xStep: 2, yStep: 4), Pass(xStart: 1, yStart: 0, xStep: 2, yStep: 2),
            Pass(xStart: 0, yStart: 1, xStep: 1, yStep: 2),
        ]
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { bitDepth * colourType.channels }

    /// The byte distance the Sub, Average and Paeth filters reach back: a whole pixel, at least one byte (§7.3).
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Reads and checks the 13 bytes of an `IHDR` chunk.
    /// - Throws: A ``PNGError`` naming the first field outside the specification.
    init(_ data: ArraySlice<UInt8>) throws(PNGError) {
        guard data.count == 13 else { throw PNGError("not a PNG (IHDR is \(data.count) bytes, not 13)") }
        let bytes = Array(data)
        let width = Int(PNGHeader.bigEndian(bytes, at: 0))
        let height = Int(PNGHeader.bigEndian(bytes, at: 4))
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw PNGError("not a PNG (size \(width)x\(height))")
        }
        guard let colourType = ColourType(rawValue: bytes[9]) else {
            throw PNGError("not a PNG (colour type \(bytes[9]))")
        }
        let bitDepth = Int(bytes[8])
        guard colourType.allowedBitDepths.contains(bitDepth) else {
            throw PNGError("not a PNG (bit depth \(bitDepth) with colour type \(colourType.rawValue))")
        }
        guard bytes[10] == 0, bytes[11] == 0, bytes[12] <= 1 else {
            throw PNGError("not a PNG (compression \(bytes[10]), filter \(bytes[11]), interlace \(bytes[12]))")
        }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colourType = colourType
        self.isInterlaced = bytes[12] == 1
    }

    /// The number of columns and rows `pass` holds; a pass with none of either has no bytes at all.
    func size(of pass: Pass) -> (columns: Int, rows: Int) {
        let columns = width > pass.xStart ? (width - pass.xStart + pass.xStep - 1) / pass.xStep : 0
        let rows = height > pass.yStart ? (height - pass.yStart + pass.yStep - 1) / pass.yStep : 0
        return (columns, rows)
    }

    /// Bytes in one row of `columns` pixels, without its filter byte.
    func rowBytes(columns: Int) -> Int {
        (columns * bitsPerPixel + 7) / 8
    }

    /// The inflated image data's exact length: every pass's rows, each a filter byte and its pixels; `nil` when it
    /// does not fit in memory's address space.
    var inflatedByteCount: Int? {
        var total = 0
        for pass in passes {
            let (columns, rows) = size(of: pass)
            guard columns > 0, rows > 0 else { continue }
            let (bytes, overflow) = (rowBytes(columns: columns) + 1).multipliedReportingOverflow(by: rows)
            guard !overflow else { return nil }
            let (sum, sumOverflow) = total.addingReportingOverflow(bytes)
            guard !sumOverflow else { return nil }
            total = sum
        }
        return total
    }

    /// The big-endian 32-bit number at `offset`.
    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
