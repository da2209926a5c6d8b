import Foundation

/// The tables with which ``SDRKernel`` finds the 8-bit code of linear light 0…1 through zimg's BT.709 transfer for
/// display light (the inverse of BT.1886's EOTF with zero black: code = round(255 · L^(1/2.4)); `docs/colour.md`
/// step 4): exactly the rounded formula (`SDRKernelTests`), for a few instructions instead of a `log` and an `exp`.
///
/// A float's top bits (exponent and 8 mantissa bits) pick a bucket 1/256 of an octave wide; ``codes`` holds the
/// code at each bucket's lower end. Neighbouring codes are at least 0.94 % apart in light (L ∝ code^2.4), wider
/// than a bucket, so at most one code boundary falls inside a bucket: each entry also holds where in its bucket
/// (the float's low 15 bits) the next code starts, so one lookup and one integer comparison finish the job
/// (the order of non-negative floats is the order of their bit patterns).
struct SDRCodeTable: @unchecked Sendable {
    // Why unchecked: the buffers are written once in `init` and only read afterwards; they live as long as the
    // process (``shared`` is never released).

    /// The tables, built on first use.
    static let shared = SDRCodeTable(black: 0)
    /// The tables of libplacebo's SDR output for tone-mapped HDR: BT.1886 with a black of ``ToneCurve/black``
    /// (white / 1000), code = round(255 · (L^(1/2.4) − B^(1/2.4)) / (1 − B^(1/2.4))) (`pl_shader_delinearize`), so
    /// the tone curve's black (B) is code 0.
    static let toneMapped = SDRCodeTable(black: Double(ToneCurve.black))

    /// Bits dropped from a float's bit pattern to get its bucket: 23 mantissa bits minus the 8 kept.
    static let bucketShift: UInt32 = 15
    /// For each bucket, from bit pattern 0 (0.0) up to that of 1.0: the code at its lower end in the low 8 bits
    /// and, shifted left by 8, the low 15 bits of the least float of the next code when that float lies in this
    /// bucket, else ``noBoundary``.
    let codes: UnsafeMutableBufferPointer<UInt32>
    /// The offset of a bucket whose next code starts in a later bucket: above every float's low 15 bits.
    static let noBoundary: UInt32 = 1 << bucketShift

    private init(black: Double) {
        let lift = pow(black, 1 / 2.4)
        // boundaries[c] is the least light whose code is c, for c in 1...255; boundaries[256] is infinity.
        var boundaries = [Float](repeating: 0, count: 257)
        for code in 1...255 { boundaries[code] = Float(pow(lift + (Double(code) - 0.5) / 255 * (1 - lift), 2.4)) }
        boundaries[256] = .infinity
        let buckets = Int(Float(1).bitPattern >> Self.bucketShift) + 1
        codes = .allocate(capacity: buckets)
        var code = 0
        for bucket in 0..<buckets {
            let start = UInt32(bucket) << Self.bucketShift
            while Float(bitPattern: start) >= boundaries[code + 1] { code += 1 }
            let next = boundaries[code + 1].bitPattern
            let offset = next - start < Self.noBoundary ? next - start : Self.noBoundary
            codes[bucket] = UInt32(code) | offset << 8
        }
    }
}
