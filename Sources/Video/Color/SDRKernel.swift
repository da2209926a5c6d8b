internal import CSDRKernel

/// The per-pixel part of ``ColorConverter`` in one pass over a row, in C (`Sources/CSDRKernel`, AVX2 where the CPU
/// has it): for HLG the OOTF on luminance and the change to BT.709 primaries, then ``ToneMapper``'s roll-off (HDR)
/// and gamut fit, then the BT.709 transfer to 8-bit codes (``SDRCodeTable``). Float R, G, B rows in, 8-bit rows out.
///
/// The C code repeats ``ToneMapper``'s and ``HLGTables``' float operations in the same order and reads their
/// tables and constants from here, so those stay the one definition of the maths; `SDRKernelTests` checks both C
/// paths against them.
struct SDRKernel: @unchecked Sendable {
    // Why unchecked: `parameters` holds pointers to the shared tables, which are never written after they are
    // built and never freed.

    /// Which C implementation converts a row (tests run both).
    enum Path {
        /// AVX2 when the CPU has it, else ``portable``.
        case best
        /// One pixel at a time, in plain C.
        case portable
    }

    private var parameters: csdr_kernel

    /// - Parameters:
    ///   - toBT709: For HLG-coded input, the row-major 3×3 matrix from linear light in the clip's primaries to
    ///     BT.709; `nil` for input that is already linear BT.709 relative to reference white.
    ///   - rollsOff: Whether highlights above ``ToneMapper/knee`` roll off (HDR); wide-gamut SDR is only fitted
    ///     into gamut.
    init(toBT709: [Float]?, rollsOff: Bool, mapper: ToneMapper = ToneMapper()) {
        let hlg = HLGTables.shared
        let code = SDRCodeTable.shared
        let m = toBT709 ?? [1, 0, 0, 0, 1, 0, 0, 0, 1]
        let mobius = mapper.mobius
        parameters = csdr_kernel(
            scene_light: UnsafePointer(hlg.sceneLightTable.baseAddress),
            mantissa_root: UnsafePointer(hlg.mantissaRoot.baseAddress),
            exponent_root: UnsafePointer(hlg.exponentRoot.baseAddress),
            codes: UnsafePointer(code.codes.baseAddress), boundaries: UnsafePointer(code.boundaries.baseAddress),
            to_bt709: (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]), hlg: toBT709 == nil ? 0 : 1,
            rolls_off: rollsOff ? 1 : 0, hlg_gain: ToneMapper.nominalPeak / ToneMapper.referenceWhite,
            knee: ToneMapper.knee, peak: mapper.peak, mobius_a: mobius.a, mobius_b: mobius.b,
            mobius_scale: mobius.scale)
    }

    /// Converts `width` pixels; writes exactly `width` bytes of each output row.
    func convertRow(
        r: UnsafePointer<Float>, g: UnsafePointer<Float>, b: UnsafePointer<Float>,
        red: UnsafeMutablePointer<UInt8>, green: UnsafeMutablePointer<UInt8>, blue: UnsafeMutablePointer<UInt8>,
        width: Int, path: Path = .best
    ) {
        withUnsafePointer(to: parameters) { kernel in
            csdr_convert_row(
                kernel, r, g, b, red, green, blue, width, path == .best ? CSDR_PATH_BEST : CSDR_PATH_PORTABLE)
        }
    }
}
