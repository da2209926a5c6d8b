import Foundation

/// ``ToneMapper/hlgSceneLight(_:)`` and the fifth root of ``ToneMapper/hlgDisplayGain(sceneLuminance:)`` read
/// from tables, for the per-pixel HLG OOTF loop: `expf` and `powf` were 40 % of an HLG frame's instructions
/// (issue 16). Both agree with the formulas to a millionth, relative (`ToneMapperTests`), far under one 8-bit step.
///
/// ``SDRKernel`` (C) reads the same tables through their base addresses. Fetch ``shared`` once, not once per
/// pixel: it is a lazily initialised global.
struct HLGTables: @unchecked Sendable {
    // Why unchecked: the buffers are written once in `init` and only read afterwards; they live as long as the
    // process (``shared`` is never released).

    /// The tables, built on first use.
    static let shared = HLGTables()

    private static let sceneLightSteps = 2048
    /// hlgSceneLight at 0.5 + i / 4096 for i in 0...2048.
    let sceneLightTable: UnsafeMutableBufferPointer<Float>
    /// (1 + i / 1024)^0.2 for i in 0...1024.
    let mantissaRoot: UnsafeMutableBufferPointer<Float>
    /// 2^(0.2 (e − 127)) for every biased exponent e of a `Float`.
    let exponentRoot: UnsafeMutableBufferPointer<Float>

    private init() {
        sceneLightTable = .allocate(capacity: Self.sceneLightSteps + 1)
        for i in 0...Self.sceneLightSteps {
            sceneLightTable[i] = ToneMapper.hlgSceneLight(0.5 + Float(i) / Float(2 * Self.sceneLightSteps))
        }
        mantissaRoot = .allocate(capacity: 1025)
        for i in 0...1024 { mantissaRoot[i] = Float(pow(1 + Double(i) / 1024, 0.2)) }
        exponentRoot = .allocate(capacity: 256)
        for e in 0...255 { exponentRoot[e] = Float(pow(2, 0.2 * Double(e - 127))) }
    }

    /// ``ToneMapper/hlgSceneLight(_:)``: the parabola below 0.5 computed, the exponential above it interpolated
    /// linearly from 2048 steps; signals outside 0…1 use the formula.
    @inline(__always)
    func sceneLight(_ e: Float) -> Float {
        guard e > 0.5, e < 1 else { return ToneMapper.hlgSceneLight(e) }
        let position = (e - 0.5) * Float(2 * Self.sceneLightSteps)
        let index = Int(position)
        let fraction = position - Float(index)
        return sceneLightTable[index] + (sceneLightTable[index + 1] - sceneLightTable[index]) * fraction
    }

    /// `x`^0.2 for `x` ≥ 0: x = m · 2^k with m in 1…2, so x^0.2 = m^0.2 · 2^(0.2k); m^0.2 is interpolated from
    /// 1024 steps and 2^(0.2k) looked up. Subnormal and zero `x` give 0.
    @inline(__always)
    func fifthRoot(_ x: Float) -> Float {
        guard x >= Float.leastNormalMagnitude else { return 0 }
        let bits = x.bitPattern
        let mantissa = bits & 0x7F_FFFF
        let index = Int(mantissa >> 13)
        let fraction = Float(mantissa & 0x1FFF) / 8192
        let root = mantissaRoot[index] + (mantissaRoot[index + 1] - mantissaRoot[index]) * fraction
        return root * exponentRoot[Int((bits >> 23) & 0xFF)]
    }
}
