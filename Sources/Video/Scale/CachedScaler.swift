internal import CFFmpeg

/// One owned `SwsContext`, rebuilt only when the conversion it does changes; freed in `deinit`.
///
/// The context scales with libswscale's slice threads (its `threads` option): each thread computes its own band
/// of output rows from the whole source picture, so the bytes are those of one thread
/// (`FrameScalerTests` checks it), only sooner.
final class CachedScaler {
    private struct Key: Equatable {
        var width: Int32, height: Int32, format: Int32, outWidth: Int32, outHeight: Int32, outFormat: Int32
        var colors: Colors?
    }

    /// The YUV matrix and range libswscale is told the input has.
    struct Colors: Equatable {
        /// The matrix: the frame's, or the one assumed for it (``ColorPlan``).
        var matrix: AVColorSpace
        /// The frame's declared range; unspecified leaves libswscale's default for the format.
        var range: AVColorRange
    }

    /// How many slice threads libswscale uses; 0 lets it choose (one per core).
    let sliceThreads: Int
    private var context: OpaquePointer?
    private var key: Key?
    /// The source and destination pictures handed to `sws_scale_frame`, describing borrowed memory only.
    private let source: UnsafeMutablePointer<AVFrame>
    private let destination: UnsafeMutablePointer<AVFrame>

    /// Creates a scaler that converts with `sliceThreads` threads (0: one per core, libswscale's `auto`).
    init(sliceThreads: Int = 0) {
        precondition(sliceThreads >= 0, "sliceThreads must be 0 (automatic) or more")
        self.sliceThreads = sliceThreads
        guard let source = av_frame_alloc(), let destination = av_frame_alloc() else {
            fatalError("av_frame_alloc: out of memory")
        }
        self.source = source
        self.destination = destination
    }

    deinit {
        sws_freeContext(context)
        var source: UnsafeMutablePointer<AVFrame>? = source
        var destination: UnsafeMutablePointer<AVFrame>? = destination
        av_frame_free(&source)
        av_frame_free(&destination)
    }

    /// Converts `planes` (a `width`×`height` picture in `format`) to `output`'s format, stretching to its size.
    func scale(
        _ planes: [Plane], width: Int, height: Int, format: AVPixelFormat, colors: Colors?,
        into output: Destination
    ) throws(MediaError) {
        let newKey = Key(
            width: Int32(width), height: Int32(height), format: format.rawValue, outWidth: Int32(output.width),
            outHeight: Int32(output.height), outFormat: output.format.rawValue, colors: colors)
        if newKey != key {
            sws_freeContext(context)
            key = nil
            context = Self.makeContext(newKey, threads: sliceThreads)
            guard context != nil else {
                throw MediaError(
                    code: CFFmpeg_AVERROR(EINVAL),
                    message:
                        "cannot convert \(width)x\(height) \(Self.name(format)) to \(Self.name(output.format))",
                    operation: "sws_init_context")
            }
            if let colors { Self.apply(colors, to: context) }
            key = newKey
        }
        source.pointee.width = Int32(width)
        source.pointee.height = Int32(height)
        source.pointee.format = format.rawValue
        Self.point(source, at: planes)
        destination.pointee.width = Int32(output.width)
        destination.pointee.height = Int32(output.height)
        destination.pointee.format = output.format.rawValue
        Self.point(destination, at: output.planes)
        // sws_scale_frame references both pictures; a buffer that frees nothing marks the memory as borrowed
        // (the planes belong to the decoder's frame or a PictureBuffer, the output to a PictureBuffer).
        source.pointee.buf.0 = av_buffer_create(planes[0].pointer, 0, Self.freeNothing, nil, 0)
        destination.pointee.buf.0 = av_buffer_create(output.planes[0].pointer, 0, Self.freeNothing, nil, 0)
        defer {
            av_frame_unref(source)
            av_frame_unref(destination)
        }
        guard source.pointee.buf.0 != nil, destination.pointee.buf.0 != nil else {
            throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "av_buffer_create")
        }
        try check(sws_scale_frame(context, destination, source), "sws_scale_frame")
    }

    /// Sets `frame`'s data pointers and line sizes to `planes` (unused slots cleared).
    private static func point(_ frame: UnsafeMutablePointer<AVFrame>, at planes: [Plane]) {
        withUnsafeMutableBytes(of: &frame.pointee.data) { data in
            let pointers = data.bindMemory(to: UnsafeMutablePointer<UInt8>?.self)
            for index in 0..<pointers.count { pointers[index] = index < planes.count ? planes[index].pointer : nil }
        }
        withUnsafeMutableBytes(of: &frame.pointee.linesize) { strides in
            let values = strides.bindMemory(to: Int32.self)
            for index in 0..<values.count { values[index] = index < planes.count ? Int32(planes[index].stride) : 0 }
        }
    }

    /// The free callback of a buffer that only borrows its memory.
    private static let freeNothing: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?) -> Void = {
        _, _ in
    }

    /// A context for `key`'s conversion with `threads` slice threads, or `nil` when libswscale refuses it.
    private static func makeContext(_ key: Key, threads: Int) -> OpaquePointer? {
        guard let context = sws_alloc_context() else { return nil }
        let settings: [(String, Int64)] = [
            ("srcw", Int64(key.width)), ("srch", Int64(key.height)), ("src_format", Int64(key.format)),
            ("dstw", Int64(key.outWidth)), ("dsth", Int64(key.outHeight)),
            ("dst_format", Int64(key.outFormat)), ("sws_flags", Int64(FrameScaler.swsFlags)),
            ("threads", Int64(threads)),
        ]
        for (name, value) in settings where av_opt_set_int(UnsafeMutableRawPointer(context), name, value, 0) < 0 {
            sws_freeContext(context)
            return nil
        }
        guard sws_init_context(context, nil, nil) >= 0 else {
            sws_freeContext(context)
            return nil
        }
        return context
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
