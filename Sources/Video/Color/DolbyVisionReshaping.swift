internal import CSDRKernel

/// One frame's Dolby Vision reshaping (its RPU, FFmpeg's `AV_FRAME_DATA_DOVI_METADATA`): the per-component curves
/// that map the base layer's Y, Cb, Cr to the signal the RPU's matrices decode into PQ BT.2020 light, and the
/// mastering range that light is tone-mapped from. Applied as libplacebo 4.208 applies it (`docs/colour.md`,
/// "Dolby Vision"); the per-pixel work is `csdr_dovi_reshape_row` (`Sources/CSDRKernel/include/CSDRDolbyVision.h`).
struct DolbyVisionReshaping: Equatable {
    /// One piece of a reshaping curve, with its coefficients already divided by 2^`coef_log2_denom`.
    enum Piece: Equatable {
        /// c₀ + c₁·s + c₂·s², the coefficients of x⁰, x¹, x² (absent ones are 0).
        case polynomial([Double])
        /// Multivariate multiple regression: the constant plus, for each order k = 1…3, seven coefficients of
        /// Y^k, Cb^k, Cr^k, (Y·Cb)^k, (Y·Cr)^k, (Cb·Cr)^k, (Y·Cb·Cr)^k.
        case mmr(constant: Double, orders: [[Double]])
    }

    /// One component's curve: `pieces.count + 1` ascending pivots as fractions of the base layer's maximum code;
    /// no pieces means the component passes through unchanged.
    struct Curve: Equatable {
        var pivots: [Double]
        var pieces: [Piece]

        /// A curve with the given pivots and pieces.
        init(pivots: [Double], pieces: [Piece]) {
            self.pivots = pivots
            self.pieces = pieces
        }

        /// The curve the RPU codes: pivots in base-layer codes, coefficients over 2^`coefficientBits`
        /// (libplacebo's `pl_map_dovi_metadata`).
        ///
        /// - Throws: ``Unsupported`` for 1 pivot or more than 9 (no pivots: the component passes through), pivots
        ///   that do not ascend, or a piece that is not a polynomial of order 1–2 or MMR of order 1–3.
        init(
            pivots codedPivots: [UInt16], pieces codedPieces: [CodedPiece], coefficientBits: Int, baseLayerBits: Int
        ) throws(Unsupported) {
            if codedPivots.isEmpty {
                self.init(pivots: [], pieces: [])
                return
            }
            guard (2...9).contains(codedPivots.count), codedPieces.count == codedPivots.count - 1 else {
                throw Unsupported(reason: "a reshaping curve of \(codedPivots.count) pivots")
            }
            guard zip(codedPivots, codedPivots.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw Unsupported(reason: "reshaping pivots that do not ascend")
            }
            let denominator = Double(Int64(1) << coefficientBits)
            var pieces: [Piece] = []
            for piece in codedPieces {
                let scaled = piece.coefficients.map { Double($0) / denominator }
                switch piece.method {
                case .polynomial:
                    guard (1...2).contains(piece.order), scaled.count == 3 else {
                        throw Unsupported(reason: "a polynomial reshaping piece of order \(piece.order)")
                    }
                    pieces.append(.polynomial((0...2).map { $0 <= piece.order ? scaled[$0] : 0 }))
                case .mmr:
                    guard (1...3).contains(piece.order), scaled.count == 1 + 7 * piece.order else {
                        throw Unsupported(reason: "an MMR reshaping piece of order \(piece.order)")
                    }
                    let orders = (0..<piece.order).map { Array(scaled[(1 + 7 * $0)..<(8 + 7 * $0)]) }
                    pieces.append(.mmr(constant: scaled[0], orders: orders))
                case .other(let method):
                    throw Unsupported(reason: "reshaping mapping method \(method)")
                }
            }
            let maximumCode = Double((1 << baseLayerBits) - 1)
            self.init(pivots: codedPivots.map { Double($0) / maximumCode }, pieces: pieces)
        }
    }

    /// A piece as the RPU codes it: integer coefficients over 2^`coef_log2_denom`.
    struct CodedPiece: Equatable {
        /// The mapping method (`mapping_idc`).
        enum Method: Equatable {
            case polynomial, mmr
            /// Anything else, which no Dolby Vision decoder defines.
            case other(UInt32)
        }
        var method: Method
        /// The polynomial's order (1–2) or the MMR order (1–3).
        var order: Int
        /// Polynomial: x⁰, x¹, x². MMR: the constant, then seven per order.
        var coefficients: [Int64]
    }

    /// Why a frame's metadata cannot be applied (the base layer is then shown as a non-Dolby player shows it).
    struct Unsupported: Error, Equatable {
        /// What is not supported, as a phrase for a warning.
        var reason: String
    }

    /// The Y, Cb and Cr curves.

    var curves: [Curve]
    /// `ycc_to_rgb_matrix`, row-major: reshaped Y, Cb, Cr minus ``offset`` to PQ-coded R′G′B′.
    var yccToRGB: [Double]
    /// `ycc_to_rgb_offset`.
    var offset: [Double]
    /// `rgb_to_lms_matrix`, row-major: linear RGB to the LMS that ``lmsToBT2020`` turns into BT.2020 RGB.
    var rgbToLMS: [Double]
    /// The mastering range as PQ signals 0…1 (`source_min_pq`, `source_max_pq` divided by 4095).
    var sourceMinPQ: Double
    var sourceMaxPQ: Double

    /// The fixed BT.2020 LMS → RGB matrix Dolby Vision decodes into (the Hunt-Pointer-Estevez LMS of ICtCp without
    /// its crosstalk), row-major, as libplacebo hard-codes it (`dovi_lms2rgb` in `pl_shader_decode_color`).
    static let lmsToBT2020: [Double] = [
        3.06441879, -2.16597676, 0.10155818,
        -0.65612108, 1.78554118, -0.12943749,
        0.01736321, -0.04725154, 1.03004253,
    ]

    /// The mastering peak in cd/m², which libplacebo tone-maps from (its `hdr.max_luma` for such a frame).
    var peak: Double { ToneCurve.pqLight(sourceMaxPQ) }
    /// The mastering black in cd/m² (`hdr.min_luma`).
    var black: Double { ToneCurve.pqLight(sourceMinPQ) }

    /// Applies one frame's reshaping row by row, in C (`csdr_dovi_reshape_row`).
    struct Kernel {
        fileprivate var parameters: csdr_dovi

        /// Reshapes `width` pixels in place: zimg's full-range float Y, Cb (centred on 0), Cr in; linear BT.2020
        /// R, G, B relative to reference white (``ToneMapper/referenceWhite``) out, negative light clipped to 0.
        func reshapeRow(
            _ y: UnsafeMutablePointer<Float>, _ cb: UnsafeMutablePointer<Float>, _ cr: UnsafeMutablePointer<Float>,
            width: Int
        ) {
            let pq = UnsafePointer(PQTable.shared.light.baseAddress)
            withUnsafePointer(to: parameters) { csdr_dovi_reshape_row($0, pq, y, cb, cr, width) }
        }
    }

    /// The kernel for pictures of `sampleDepth` bits, which zimg has turned into full-range float (chroma centred
    /// on 0).
    func kernel(sampleDepth: Int) -> Kernel {
        var parameters = csdr_dovi()
        func store<T>(_ values: [Double], into field: inout T) {
            withUnsafeMutableBytes(of: &field) { raw in
                let floats = raw.bindMemory(to: Float.self)
                for (index, value) in values.prefix(floats.count).enumerated() { floats[index] = Float(value) }
            }
        }
        func curve(_ curve: Curve) -> csdr_dovi_curve {
            var result = csdr_dovi_curve()
            result.pieces = Int32(curve.pieces.count)
            store(curve.pivots, into: &result.pivots)
            let coefficients = curve.pieces.flatMap { piece -> [Double] in
                var floats = [Double](repeating: 0, count: Int(CSDR_DOVI_PIECE_FLOATS))
                switch piece {
                case .polynomial(let c):
                    floats.replaceSubrange(1..<(1 + c.count), with: c)
                case .mmr(let constant, let orders):
                    floats[0] = Double(orders.count)
                    floats[1] = constant
                    floats.replaceSubrange(4..<(4 + 7 * orders.count), with: orders.joined())
                }
                return floats
            }
            store(coefficients, into: &result.coefficients)
            return result
        }
        parameters.curves = (curve(curves[0]), curve(curves[1]), curve(curves[2]))
        store(yccToRGB, into: &parameters.ycc_to_rgb)
        store(offset, into: &parameters.offset)
        store(Self.multiply(Self.lmsToBT2020, rgbToLMS), into: &parameters.lms_to_rgb)
        parameters.chroma_bias = Float(Double(1 << (sampleDepth - 1)) / Double((1 << sampleDepth) - 1))
        return Kernel(parameters: parameters)
    }

    /// The row-major product `a × b` of two 3×3 matrices.
    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<9).map { index in
            let (row, column) = (index / 3, index % 3)
            return (0..<3).reduce(0) { $0 + a[row * 3 + $1] * b[$1 * 3 + column] }
        }
    }
}
