internal import CFFmpeg

/// One owned `SwsContext`, rebuilt only when the conversion it does changes; freed in `deinit`.
final class CachedScaler {
    private struct Key: Equatable {
        var width: Int32, height: Int32, format: Int32, outWidth: Int32, outHeight: Int32
        var colors: Colors?
    }

    /// The YUV matrix and range libswscale is told the input has.
    struct Colors: Equatable {
        /// The matrix: the frame's, or the one assumed for it (``ColorPlan``).
        var matrix: AVColorSpace
        /// The frame's declared range; unspecified leaves libswscale's default for the format.
        var range: AVColorRange
    }

    private var context: OpaquePointer?
    private var key: Key?

    deinit { sws_freeContext(context) }

    /// Converts `planes` (a `width`×`height` picture in `format`) to RGB24 in `output`, stretching to its size.
    func scale(
        _ planes: [Plane], width: Int, height: Int, format: AVPixelFormat, colors: Colors?,
        into output: Destination
    ) throws(MediaError) {
        let newKey = Key(
            width: Int32(width), height: Int32(height), format: format.rawValue, outWidth: Int32(output.width),
            outHeight: Int32(output.height), colors: colors)
        if newKey != key {
            context = sws_getCachedContext(
                context, Int32(width), Int32(height), format, Int32(output.width), Int32(output.height),
                AV_PIX_FMT_RGB24, FrameScaler.swsFlags, nil, nil, nil)
            guard context != nil else {
                key = nil
                throw MediaError(
                    code: CFFmpeg_AVERROR(EINVAL),
                    message: "cannot convert \(width)x\(height) \(Self.name(format)) to RGB24",
                    operation: "sws_getCachedContext")
            }
            if let colors { Self.apply(colors, to: context) }
            key = newKey
        }
        var sources = [UnsafePointer<UInt8>?](repeating: nil, count: 4)
        var sourceStrides = [Int32](repeating: 0, count: 4)
        for (index, plane) in planes.prefix(4).enumerated() {
            sources[index] = UnsafePointer(plane.pointer)
            sourceStrides[index] = Int32(plane.stride)
        }
        var destinations: [UnsafeMutablePointer<UInt8>?] = [
            output.pointer.assumingMemoryBound(to: UInt8.self), nil, nil, nil,
        ]
        var destinationStrides: [Int32] = [Int32(output.stride), 0, 0, 0]
        try check(
            sws_scale(context, &sources, &sourceStrides, 0, Int32(height), &destinations, &destinationStrides),
            "sws_scale")
    }

    /// Uses the frame's colour matrix and range, as the CLI's scale filter does with `in_color_matrix=auto`
    /// (matrices libswscale does not know fall back to BT.601, its default).
    private static func apply(_ colors: Colors, to context: OpaquePointer?) {
        var inverseTable: UnsafeMutablePointer<Int32>?
        var table: UnsafeMutablePointer<Int32>?
        var sourceRange: Int32 = 0
        var destinationRange: Int32 = 0
        var brightness: Int32 = 0
        var contrast: Int32 = 0
        var saturation: Int32 = 0
        // Fails (-1) for RGB input, which has no matrix to set; nothing to do then.
        guard
            sws_getColorspaceDetails(
                context, &inverseTable, &sourceRange, &table, &destinationRange,
                &brightness, &contrast, &saturation) >= 0
        else { return }
        var space = Int32(colors.matrix.rawValue)
        if space < 1 || space > 10 || space == 8 { space = Int32(AVCOL_SPC_BT470BG.rawValue) }
        let coefficients = sws_getCoefficients(space)
        switch colors.range {
        case AVCOL_RANGE_JPEG: sourceRange = 1
        case AVCOL_RANGE_MPEG: sourceRange = 0
        default: break
        }
        _ = sws_setColorspaceDetails(
            context, coefficients, sourceRange, coefficients, destinationRange,
            brightness, contrast, saturation)
    }

    private static func name(_ format: AVPixelFormat) -> String {
        av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "format \(format.rawValue)"
    }
}

// Explicit non-conformance: an SwsContext is not thread-safe.
@available(*, unavailable)
extension CachedScaler: Sendable {}
