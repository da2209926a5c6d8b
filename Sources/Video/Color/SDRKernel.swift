internal import CSDRKernel

/// The per-pixel part of ``ColorConverter`` in one pass over a row, in C (`Sources/CSDRKernel`, AVX-512 or AVX2
/// where the CPU has it): for HLG the OOTF on luminance; for HDR ``ToneMapper/toneMap(_:_:_:curve:)``; then the
/// change to BT.709 primaries, ``ToneMapper/fit(_:_:_:)`` and the BT.709 transfer to 8-bit codes
/// (``SDRCodeTable``). Float R, G, B rows in, 8-bit rows out.
///
/// The C code repeats ``ToneMapper``'s and ``HLGTables``' float operations in the same order and reads their
/// tables and constants (and ``ToneCurve``'s) from here, so those stay the one definition of the maths;
/// `SDRKernelTests` checks every C path against them.
struct SDRKernel: @unchecked Sendable {
    // Why unchecked: `parameters` holds pointers to tables that are never written after they are built: the
    // shared ones are never freed, and `curve` (which owns the rest) is kept alive by this value.

    /// Which C implementation converts a row (tests run each).
    enum Path: CaseIterable {
        /// AVX-512 when the CPU has it, else ``avx2``.
        case best
        /// One pixel at a time, in plain C.
        case portable
        /// AVX2 when the CPU has it, else ``portable``.
        case avx2

        fileprivate var kernelPath: csdr_path {
            switch self {
            case .best: CSDR_PATH_BEST
            case .portable: CSDR_PATH_PORTABLE
            case .avx2: CSDR_PATH_AVX2
            }
        }
    }

    private var parameters: csdr_kernel
    /// The tone curve whose tables `parameters` points into; `nil` when nothing is tone-mapped.
    let curve: ToneCurve?

    /// - Parameters:
    ///   - toBT709: The row-major 3×3 matrix from linear light in the clip's primaries to BT.709; `nil` for input
    ///     already in BT.709 primaries.
    ///   - hlg: Whether the input is HLG-coded (the OOTF comes first); otherwise it is linear light relative to
    ///     reference white.
    ///   - curve: The tone curve for HDR input; `nil` for wide-gamut SDR, which is only converted and fitted.
    init(toBT709: [Float]?, hlg: Bool, curve: ToneCurve?) {
        let tables = HLGTables.shared
        let code = curve == nil ? SDRCodeTable.shared : SDRCodeTable.toneMapped
        let m = toBT709 ?? [1, 0, 0, 0, 1, 0, 0, 0, 1]
        self.curve = curve
        parameters = csdr_kernel(
            scene_light: UnsafePointer(tables.sceneLightTable.baseAddress),
            mantissa_root: UnsafePointer(tables.mantissaRoot.baseAddress),
            exponent_root: UnsafePointer(tables.exponentRoot.baseAddress),
            codes: UnsafePointer(code.codes.baseAddress),
            curve: curve.flatMap { UnsafePointer($0.curve.baseAddress) },
            saturation: curve.flatMap { UnsafePointer($0.saturation.baseAddress) },
            to_bt709: (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]),
            luminance: curve?.luminance ?? (0, 0, 0), chroma_x: curve?.chromaX ?? (0, 0, 0), hlg: hlg ? 1 : 0,
            tone_maps: curve == nil ? 0 : 1, hybrid: curve?.hybrid == true ? 1 : 0,
            hlg_gain: ToneMapper.nominalPeak / ToneMapper.referenceWhite, hlg_lift: ToneMapper.hlgBlackLift,
            peak: curve?.peak ?? 1,
            curve_scale: curve?.scale ?? 0, crosstalk: ToneCurve.crosstalk, black: ToneCurve.black,
            black_power: ToneCurve.blackPower, curve_steps: Int32(ToneCurve.steps))
    }

    /// Converts `width` pixels; writes exactly `width` bytes of each output row.
    func convertRow(
        r: UnsafePointer<Float>, g: UnsafePointer<Float>, b: UnsafePointer<Float>,
        red: UnsafeMutablePointer<UInt8>, green: UnsafeMutablePointer<UInt8>, blue: UnsafeMutablePointer<UInt8>,
        width: Int, path: Path = .best
    ) {
        withUnsafePointer(to: parameters) { kernel in
            csdr_convert_row(
                kernel, r, g, b, red, green, blue, 1, width, path.kernelPath)
        }
    }

    /// Converts `width` pixels into packed RGB24, the same bytes as ``convertRow(r:g:b:red:green:blue:width:path:)``
    /// interleaved; writes exactly `3 × width` bytes from `rgb`.
    func convertRow(
        r: UnsafePointer<Float>, g: UnsafePointer<Float>, b: UnsafePointer<Float>, rgb: UnsafeMutablePointer<UInt8>,
        width: Int, path: Path = .best
    ) {
        withUnsafePointer(to: parameters) { kernel in
            csdr_convert_row(kernel, r, g, b, rgb, rgb + 1, rgb + 2, 3, width, path.kernelPath)
        }
    }
}
