import Foundation
import Testing

@testable import Video

/// Dolby Vision reshaping (`DolbyVisionReshaping`, `csdr_dovi_reshape_row`) against the curves evaluated by hand as
/// the RPU syntax defines them (ETSI GS CCM 001, as FFmpeg's `AVDOVIReshapingCurve` and libplacebo's
/// `pl_shader_dovi_reshape` read it): the piece whose pivot interval holds the component's value, a polynomial in
/// that value or an MMR sum over all three components, clamped to the outer pivots; then `ycc_to_rgb`, the PQ EOTF
/// and the LMS matrices.
struct DolbyVisionReshapingTests {
    /// What zimg gives a 10-bit full-range code: Y = code / 1023, chroma = (code − 512) / 1023.
    private static func zimgY(_ code: Double) -> Float { Float(code / 1023) }
    private static func zimgChroma(_ code: Double) -> Float { Float((code - 512) / 1023) }

    /// Linear light relative to reference white of a PQ signal, by SMPTE ST 2084's EOTF written out here.
    private static func light(_ signal: Double) -> Double {
        let (m1, m2) = (2610.0 / 16384, 2523.0 / 4096 * 128)
        let (c1, c2, c3) = (3424.0 / 4096, 2413.0 / 4096 * 32, 2392.0 / 4096 * 32)
        let p = pow(max(signal, 0), 1 / m2)
        return 10000 * pow(max(p - c1, 0) / (c2 - c3 * p), 1 / m1) / 203
    }

    /// Linear BT.2020 RGB from linear LMS, with the matrix libplacebo hard-codes (its `dovi_lms2rgb`), clipped at 0.
    private static func rgb(lms: [Double]) -> [Double] {
        let m = [
            [3.06441879, -2.16597676, 0.10155818], [-0.65612108, 1.78554118, -0.12943749],
            [0.01736321, -0.04725154, 1.03004253],
        ]
        return m.map { row in max(0, zip(row, lms).reduce(0) { $0 + $1.0 * $1.1 }) }
    }

    private static let identity: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]

    private static func reshape(_ reshaping: DolbyVisionReshaping, y: Float, cb: Float, cr: Float) -> [Double] {
        var (p0, p1, p2) = (y, cb, cr)
        reshaping.kernel(sampleDepth: 10).reshapeRow(&p0, &p1, &p2, width: 1)
        return [Double(p0), Double(p1), Double(p2)]
    }

    private static func expectClose(_ actual: [Double], _ expected: [Double], _ comment: Comment) {
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) <= 1e-4 * max(1, abs(e)), "\(comment): \(actual) vs \(expected)")
        }
    }

    @Test func polynomialPiecesArePickedByPivotAndEvaluatedInTheComponent() throws {
        // Y: pivots 0, 256, 1023; below 256: 1/16 + 8/16·s + 4/16·s², above: −2/16 + 20/16·s − 3/16·s².
        let y = try DolbyVisionReshaping.Curve(
            pivots: [0, 256, 1023],
            pieces: [
                .init(method: .polynomial, order: 2, coefficients: [1, 8, 4]),
                .init(method: .polynomial, order: 2, coefficients: [-2, 20, -3]),
            ], coefficientBits: 4, baseLayerBits: 10)
        let reshaping = DolbyVisionReshaping(
            curves: [y, .init(pivots: [], pieces: []), .init(pivots: [], pieces: [])], yccToRGB: Self.identity,
            offset: [0, 0, 0], rgbToLMS: Self.identity, sourceMinPQ: 62 / 4095, sourceMaxPQ: 3079 / 4095)
        for code in [102.3, 613.8, 1023] {
            let s = code / 1023
            let shaped = s < 256.0 / 1023 ? 0.0625 + 0.5 * s + 0.25 * s * s : -0.125 + 1.25 * s - 0.1875 * s * s
            // Chroma code 0 reads as 0, which PQ decodes to no light: only the L of LMS is lit.
            let expected = Self.rgb(lms: [Self.light(min(max(shaped, 0), 1)), 0, 0])
            Self.expectClose(
                Self.reshape(reshaping, y: Self.zimgY(code), cb: Self.zimgChroma(0), cr: Self.zimgChroma(0)),
                expected, "Y code \(code)")
        }
    }

    @Test func anMMRPieceMixesAllThreeComponentsUpToItsOrder() throws {
        // Cb by MMR order 2: constant, then per order Y, Cb, Cr, Y·Cb, Y·Cr, Cb·Cr, Y·Cb·Cr (raised to the order).
        let first: [Int64] = [4, -8, 16, 2, -4, 8, -16]
        let second: [Int64] = [-2, 6, 1, -3, 5, 7, -1]
        let cb = try DolbyVisionReshaping.Curve(
            pivots: [0, 1023], pieces: [.init(method: .mmr, order: 2, coefficients: [8] + first + second)],
            coefficientBits: 5, baseLayerBits: 10)
        let offset = [0.0625, 0.5, 0.5]
        let reshaping = DolbyVisionReshaping(
            curves: [.init(pivots: [], pieces: []), cb, .init(pivots: [], pieces: [])],
            yccToRGB: [1, 0, 0.5, 1, 0.25, 0, 1, 0, 0], offset: offset, rgbToLMS: Self.identity,
            sourceMinPQ: 0, sourceMaxPQ: 1)
        let (y, c, r) = (511.5 / 1023, 255.75 / 1023, 767.25 / 1023)
        let plain = [y, c, r, y * c, y * r, c * r, y * c * r]
        var mmr = 8.0 / 32
        for (k, weights) in [first, second].enumerated() {
            mmr += zip(weights, plain).reduce(0) { $0 + Double($1.0) / 32 * pow($1.1, Double(k + 1)) }
        }
        let shaped = [y - offset[0], min(max(mmr, 0), 1) - offset[1], r - offset[2]]
        let pqRGB = [shaped[0] + 0.5 * shaped[2], shaped[0] + 0.25 * shaped[1], shaped[0]]
        let expected = Self.rgb(lms: pqRGB.map(Self.light))
        Self.expectClose(
            Self.reshape(reshaping, y: Self.zimgY(511.5), cb: Self.zimgChroma(255.75), cr: Self.zimgChroma(767.25)),
            expected, "MMR")
        #expect(mmr > 0 && mmr < 1, "the sum \(mmr) is inside the pivots, so the clamp does not hide it")
    }

    @Test func anIPhoneRPUsLMSMatrixUndoesTheFixedLMSMatrix() {
        // rgb_to_lms_matrix of the iPhone 8.4 clip in ../shared/real-clips (ffprobe -show_frames), over 16384.
        let iPhone = [7222.0, 8771, 390, 2654, 12430, 1300, 0, 422, 15962].map { $0 / 16384 }
        let product = DolbyVisionReshaping.multiply(DolbyVisionReshaping.lmsToBT2020, iPhone)
        for (value, expected) in zip(product, Self.identity) {
            #expect(abs(value - expected) < 2e-3, "\(product)")
        }
    }

    @Test func theMasteringRangeIsReadInPQ() {
        let reshaping = DolbyVisionReshaping(
            curves: [], yccToRGB: Self.identity, offset: [0, 0, 0], rgbToLMS: Self.identity,
            sourceMinPQ: 62.0 / 4095, sourceMaxPQ: 3079.0 / 4095)
        // PQ 3079/4095 is about 1000 cd/m² (ST 2084: 0.7518 ↔ 1000), 62/4095 about 0.005.
        #expect((995...1010).contains(reshaping.peak), "\(reshaping.peak)")
        #expect((0.004...0.006).contains(reshaping.black), "\(reshaping.black)")
    }

    @Test(
        arguments: [
            (
                [0, 300, 200],
                [DolbyVisionReshaping.CodedPiece](
                    repeating: .init(method: .polynomial, order: 1, coefficients: [0, 1, 0]), count: 2), "do not ascend"
            ),
            (
                [0, 1023], [.init(method: .mmr, order: 4, coefficients: [Int64](repeating: 0, count: 29))],
                "MMR reshaping piece of order 4"
            ),
            (
                [0, 1023], [.init(method: .polynomial, order: 3, coefficients: [0, 1, 0])],
                "polynomial reshaping piece of order 3"
            ),
            ([0, 1023], [.init(method: .other(2), order: 1, coefficients: [0, 1, 0])], "mapping method 2"),
            ([512], [], "curve of 1 pivots"),
        ] as [([UInt16], [DolbyVisionReshaping.CodedPiece], String)])
    func metadataOutsideTheSyntaxIsRefusedWithItsReason(
        pivots: [UInt16], pieces: [DolbyVisionReshaping.CodedPiece], reason: String
    ) {
        #expect {
            try DolbyVisionReshaping.Curve(pivots: pivots, pieces: pieces, coefficientBits: 23, baseLayerBits: 10)
        } throws: { ($0 as? DolbyVisionReshaping.Unsupported)?.reason.contains(reason) == true }
    }

    @Test func aComponentWithoutPivotsPassesThrough() throws {
        let curve = try DolbyVisionReshaping.Curve(pivots: [], pieces: [], coefficientBits: 23, baseLayerBits: 10)
        #expect(curve.pieces.isEmpty && curve.pivots.isEmpty)
    }
}
