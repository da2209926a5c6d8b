internal import CFFmpeg

/// Converts a picture to RGB24 at an output size; a YUV picture that is resized with full-resolution chroma goes
/// through planar RGB, for the same bytes at a third of libswscale's instructions.
///
/// libswscale interpolates chroma to every output pixel ("full internal H chroma") when the RGB output width is
/// odd or the input's chroma is not subsampled (`sws_init_context`). Its RGB24 writer for that case is a scalar
/// loop (`yuv2rgb24_full_X_c`) and dominates a resized frame's cost. Resizing to planar `gbrp` instead runs the
/// same filters and the same fixed-point matrix into three planes, and packing those into RGB24 is an unscaled
/// byte shuffle: the result is the ffmpeg CLI's one-step `scale=W:H` to rgb24, bit for bit (`FrameScalerTests`).
/// Even widths from subsampled chroma keep the one-step conversion: libswscale shares each chroma sample between
/// two pixels there, which `gbrp` cannot express. Pictures at the output size and RGB input keep it too.
final class RGBScaler {
    private let oneStep: CachedScaler
    private let toPlanarRGB: CachedScaler
    private let packer: CachedScaler
    /// The resized `gbrp` picture between the two steps, reused across frames.
    private let planarRGB = PictureBuffer()

    /// Creates a scaler whose libswscale conversions use `sliceThreads` threads (0: one per core).
    init(sliceThreads: Int) {
        oneStep = CachedScaler(sliceThreads: sliceThreads)
        toPlanarRGB = CachedScaler(sliceThreads: sliceThreads)
        packer = CachedScaler(sliceThreads: sliceThreads)
    }

    /// Converts `planes` (a `width`×`height` picture in `format`) to RGB24 in `output`, stretching to its size.
    func scale(
        _ planes: [Plane], width: Int, height: Int, format: AVPixelFormat, colors: CachedScaler.Colors?,
        into output: Destination
    ) throws(MediaError) {
        let isResized = width != output.width || height != output.height
        guard isResized, Self.resizesWithFullChroma(format, toWidth: output.width) else {
            try oneStep.scale(planes, width: width, height: height, format: format, colors: colors, into: output)
            return
        }
        let resized = Destination(
            planes: try planarRGB.reserve(width: output.width, height: output.height, format: AV_PIX_FMT_GBRP),
            width: output.width, height: output.height, format: AV_PIX_FMT_GBRP)
        try toPlanarRGB.scale(planes, width: width, height: height, format: format, colors: colors, into: resized)
        try packer.scale(
            resized.planes, width: output.width, height: output.height, format: AV_PIX_FMT_GBRP, colors: nil,
            into: output)
    }

    /// Whether libswscale converts `format` to RGB `width` pixels wide with full-resolution chroma: `format` is
    /// YUV with chroma (planar, semi-planar or packed) and the width is odd or the chroma not subsampled.
    static func resizesWithFullChroma(_ format: AVPixelFormat, toWidth width: Int) -> Bool {
        guard let descriptor = av_pix_fmt_desc_get(format) else { return false }
        let d = descriptor.pointee
        let notYUV = UInt64(AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_HWACCEL)
        guard d.flags & notYUV == 0, d.nb_components >= 3 else { return false }
        return width % 2 == 1 || (d.log2_chroma_w == 0 && d.log2_chroma_h == 0)
    }
}

// Explicit non-conformance: its SwsContexts and picture are rewritten for every frame.
@available(*, unavailable)
extension RGBScaler: Sendable {}
