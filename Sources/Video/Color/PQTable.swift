internal import CSDRKernel

/// SMPTE ST 2084's EOTF (``ToneCurve/pqLight(_:)``) as a table for the per-pixel loops, in linear light relative
/// to reference white (``ToneMapper/referenceWhite``): zimg's `powf` for the PQ curve was 58 % of a PQ frame's
/// time (issue 26). Interpolated linearly from 4096 steps it agrees with the formula to within 10⁻⁵, relative (or
/// 10⁻⁶ of reference white in the deep blacks; `PQTableTests`), far under one 8-bit step.
///
/// The C loops (`csdr_pq_light`) read it through its base address. Fetch ``shared`` once, not once per pixel: it
/// is a lazily initialised global.
struct PQTable: @unchecked Sendable {
    // Why unchecked: the buffer is written once in `init` and only read afterwards; it lives as long as the
    // process (``shared`` is never released).

    /// The table, built on first use.
    static let shared = PQTable()

    /// Light at signal i / `CSDR_PQ_STEPS` for i in 0...`CSDR_PQ_STEPS`, then the last value again (the
    /// interpolation at signal 1 reads one entry past it).
    let light: UnsafeMutableBufferPointer<Float>

    private init() {
        let steps = 4096
        light = .allocate(capacity: steps + 2)
        for i in 0...steps {
            light[i] = Float(ToneCurve.pqLight(Double(i) / Double(steps)) / Double(ToneMapper.referenceWhite))
        }
        light[steps + 1] = light[steps]
    }

    /// Linearises `width` pixels of PQ-coded R′G′B′ in place (`csdr_pq_linearize_row`).
    func linearizeRow(
        _ r: UnsafeMutablePointer<Float>, _ g: UnsafeMutablePointer<Float>, _ b: UnsafeMutablePointer<Float>,
        width: Int
    ) {
        csdr_pq_linearize_row(light.baseAddress, r, g, b, width)
    }

    /// The table's light at PQ signal `e` (`csdr_pq_light`, clamped to 0…1).
    func light(at e: Float) -> Float {
        csdr_pq_light(light.baseAddress, e)
    }
}
