internal import CFFmpeg
import Pixels

/// Converts decoded frames to upright RGB24 at any size, as the ffmpeg CLI does with autorotate on.
///
/// ```swift
/// let scaler = FrameScaler()
/// let image = try scaler.makeImage(from: frame)                  // display size, upright, square pixels
/// try scaler.scale(frame, into: &canvas, rect: PixelRect(x: 0, y: 75, width: 390, height: 693))
/// ```
///
/// ## How a frame is turned upright
/// The CLI inserts `transpose`/`hflip`/`vflip` *before* its scale filter, and rotating the decoded YUV planes
/// first and scaling afterwards reproduces its output bit for bit (`docs/ffmpeg-facts.md`, "Pixel-exactness"). So there are three paths:
/// - **Direct** (no transform, or a vertical flip): the decoder's planes go straight to `sws_scale`; a vertical
///   flip is a pointer to the last row with a negative stride, exactly as `vf_vflip` does it. Any format.
/// - **Planes** (other transforms on planar formats): each plane is copied through the transform into reused
///   scratch planes, then scaled. Flips work for every planar format. Transposes (90° turns and the mirrored
///   diagonals) need the chroma subsampling to be the same in both directions (4:2:0, 4:4:4, 8–16 bit,
///   NV12-style interleaved chroma); a 4:2:2 chroma plane would come out 2:1 in the wrong direction.
/// - **RGB** (everything else: packed formats such as `uyvy422`, 4:2:2 transposes such as ProRes turned by 90°,
///   paletted or bit-packed formats): convert to RGB24 at the stored size, transform the RGB pixels, then scale.
///   The CLI converts such formats too (to one `transpose` accepts), so the result differs from it only by
///   rounding.
/// - **Angled** (a display matrix that is not a quarter turn, ``AngledTransform``): convert to RGB24 with square
///   pixels, turn that into its bounding box on black with bilinear interpolation (`AngledRotation`), then scale
///   to the output size. This matches ffmpeg's `rotate=A:ow=rotw(A):oh=roth(A)` within interpolation rounding.
///
/// ## Scaler
/// `SWS_BICUBIC`, because it is the ffmpeg CLI's default (`-sws_flags`), so frames match
/// `ffmpeg -i X -pix_fmt rgb24 x.ppm` when no resizing happens and `-vf scale=W:H -pix_fmt rgb24` byte for byte
/// when it does (direct and planes paths; the RGB and angled paths stay within rounding). Colour matrix and range
/// follow the frame's tags, as the CLI's scale filter does (`in_color_matrix=auto`); an untagged matrix follows
/// ``ColorOptions``. A resized YUV frame whose chroma libswscale interpolates to every pixel (odd output widths,
/// 4:4:4 input) is resized to planar RGB and then packed, the same bytes as one conversion for about a third of
/// libswscale's work (``RGBScaler``).
///
/// ## Colour
/// HLG, PQ and wide-gamut frames are first converted to 8-bit SDR BT.709 planar RGB by a `ColorConverter`
/// (zimg; `docs/colour.md`) and then take the same paths; a frame shown as stored (no resize, turn or crop) gets
/// its packed RGB24 rows from the converter directly, the bytes the direct path would give.
/// ``ColorOptions/ToneMapping/none`` skips that and gives the ffmpeg CLI's bytes.
///
/// ## Memory
/// libswscale only ever reads and writes pictures allocated by FFmpeg (the decoder's frames and
/// `PictureBuffer`s), so its SIMD loops' reads and writes past a row stay inside FFmpeg's own padding; the
/// result reaches the caller's memory by a plain copy of exactly `width × 3` bytes per row.
///
/// The scaler keeps its `SwsContext`s and scratch buffers across frames and rebuilds them only when the input or
/// output geometry changes. libswscale's slice threads share each conversion out by bands of output rows
/// (``sliceThreads``); the bytes do not depend on how many there are. The corresponding FFmpeg functions are
/// `sws_init_context` and `sws_scale_frame`.
public final class FrameScaler {
    /// Whether the display transform is applied (the ffmpeg CLI's default); `false` is `-noautorotate`.
    public let autorotate: Bool
    /// How HDR, wide-gamut and untagged pictures are converted.
    public let color: ColorOptions
    /// How many threads each libswscale conversion uses; 0 means one per core.
    public let sliceThreads: Int

    private let main: RGBScaler
    private let toStoredRGB: CachedScaler
    private let converter = ColorConverter()
    /// The HDR metadata of the last frame that carried any (decoders attach it to the frames after each SEI only).
    private var hdrMetadata = HDRMetadata()
    private var dolbyVisionWatch = DolbyVisionWatch()
    private let transformed = PictureBuffer()
    private let storedRGB = PictureBuffer()
    private let uprightRGB = PictureBuffer()
    private let fromAngledRGB = CachedScaler()
    private let squareRGB = PictureBuffer()
    /// The last converted picture, RGB24 at the requested output size, copied out row by row.
    let output = PictureBuffer()

    /// Creates a scaler.
    ///
    /// - Parameters:
    ///   - autorotate: Whether to apply each frame's ``VideoFrame/transform``; `true` by default.
    ///   - color: How colours are converted; by default HDR and wide gamut become SDR BT.709.
    ///   - sliceThreads: How many threads each libswscale conversion uses; 0 (the default) means one per core,
    ///     1 keeps it on the calling thread (for callers that already run one scaler per core).
    public init(autorotate: Bool = true, color: ColorOptions = ColorOptions(), sliceThreads: Int = 0) {
        precondition(sliceThreads >= 0, "sliceThreads must be 0 (automatic) or more")
        self.autorotate = autorotate
        self.color = color
        self.sliceThreads = sliceThreads
        main = RGBScaler(sliceThreads: sliceThreads)
        toStoredRGB = CachedScaler(sliceThreads: sliceThreads)
    }

    /// The matrix, range, primaries and transfer `frame` is converted with, and which were assumed; with a
    /// warning when HDR or wide-gamut pictures are shown as coded or Dolby Vision metadata is not applied.
    public func colorConversion(for frame: VideoFrame) -> ColorConversionReport {
        var warnings: [String] = []
        var dolbyVision: DolbyVisionReshaping?
        do throws(DolbyVisionReshaping.Unsupported) {
            dolbyVision = try DolbyVisionReshaping.read(from: frame.pointer)
        } catch {
            warnings.append(
                "Dolby Vision metadata with \(error.reason) cannot be applied; the base layer is shown without it")
        }
        let plan = ColorPlan(
            frame: frame.pointer, options: color, metadata: metadata(of: frame.pointer), dolbyVision: dolbyVision)
        var description = plan.description
        if dolbyVision != nil, plan.conversion == nil {
            warnings.append(
                "Dolby Vision reshaping is not applied with --tonemap none; the base layer is shown as coded")
        }
        if let conversion = plan.conversion, !ColorConverter.accepts(frame.pointer, plan: plan) {
            description.conversion = "none"
            (description.peakLuminance, description.peakSource) = (nil, nil)
            let format =
                av_get_pix_fmt_name(AVPixelFormat(rawValue: frame.pointer.pointee.format))
                .map { String(cString: $0) } ?? "unknown"
            warnings.append(
                "\(conversion.rawValue) pictures in \(format) at \(frame.width)x\(frame.height) cannot be converted to "
                    + "SDR; they are shown as coded (as --tonemap none)")
        }
        description.warning = warnings.isEmpty ? nil : warnings.joined(separator: "; ")
        return description
    }

    /// A warning about a frame after the first whose colours could not be converted as the frames before it were
    /// (a Dolby Vision frame whose metadata is damaged or missing, shown from its base layer), naming the first
    /// such frame; `nil` while there is none. ``colorConversion(for:)`` words the first frame's warnings.
    public var laterColorWarning: String? { dolbyVisionWatch.warning }

    /// The HDR metadata `frame` carries, or else the last that an earlier frame carried.
    private func metadata(of frame: UnsafeMutablePointer<AVFrame>) -> HDRMetadata {
        let own = HDRMetadata(frame: frame)
        return own.isEmpty ? hdrMetadata : own
    }

    /// The size ``makeImage(from:)`` produces for `frame`: its display size in square pixels, upright when
    /// ``autorotate`` is on.
    public func outputSize(for frame: VideoFrame) -> (width: Int, height: Int) {
        frame.displaySize(autorotate: autorotate)
    }

    /// Converts `frame` to a new image.
    ///
    /// - Parameters:
    ///   - frame: A frame from a ``FrameReader``, still current.
    ///   - width: The output width; `nil` for ``outputSize(for:)``'s.
    ///   - height: The output height; `nil` for ``outputSize(for:)``'s.
    /// - Throws: A ``MediaError`` when libswscale cannot convert the frame's format or size.
    public func makeImage(
        from frame: VideoFrame, width: Int? = nil, height: Int? = nil
    ) throws(MediaError)
        -> RGBImage
    {
        let size = outputSize(for: frame)
        let (outWidth, outHeight) = (width ?? size.width, height ?? size.height)
        precondition(outWidth > 0 && outHeight > 0, "empty output size \(outWidth)x\(outHeight)")
        let count = outWidth * outHeight * 3
        var failure: MediaError?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(MediaError) {
                try scale(
                    frame, into: UnsafeMutableRawPointer(buffer.baseAddress!), bytesPerRow: outWidth * 3,
                    width: outWidth, height: outHeight)
            } catch {
                failure = error
                buffer.baseAddress!.initialize(repeating: 0, count: count)
            }
            initialized = count
        }
        if let failure { throw failure }
        return RGBImage(width: outWidth, height: outHeight, pixels: pixels)!
    }

    /// Converts `frame` into a rectangle of a larger canvas (a letterboxed player view), leaving the canvas's
    /// other pixels as they are.
    ///
    /// - Parameters:
    ///   - frame: A frame from a ``FrameReader``, still current.
    ///   - canvas: The picture to draw into.
    ///   - rect: Where the whole frame goes; it is stretched to exactly this size (compute it from the display
    ///     size to keep the aspect ratio).
    /// - Throws: A ``MediaError`` when libswscale cannot convert the frame's format or size.
    /// - Precondition: `rect` is not empty and lies inside `canvas`.
    public func scale(_ frame: VideoFrame, into canvas: inout RGBImage, rect: PixelRect) throws(MediaError) {
        precondition(
            !rect.isEmpty && rect.fits(width: canvas.width, height: canvas.height),
            "rect \(rect) outside canvas \(canvas.width)x\(canvas.height)")
        let bytesPerRow = canvas.bytesPerRow
        let start = rect.y * bytesPerRow + rect.x * 3
        let result = canvas.pixels.withUnsafeMutableBytes { buffer in
            Swift.Result { () throws(MediaError) in
                try scale(
                    frame, into: buffer.baseAddress! + start, bytesPerRow: bytesPerRow, width: rect.width,
                    height: rect.height)
            }
        }
        try result.get()
    }

    /// Converts `frame` into RGB24 memory: `height` rows of `width × 3` bytes, `bytesPerRow` apart. Nothing is
    /// written outside those rows: swscale writes into ``output``, which is copied out.
    func scale(
        _ frame: VideoFrame, into destination: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, height: Int
    ) throws(MediaError) {
        precondition(width > 0 && height > 0 && bytesPerRow >= width * 3, "bad destination geometry")
        if autorotate, let angle = frame.angledTransform {
            try scale(frame, turnedBy: angle, width: width, height: height)
        } else {
            let transform = autorotate ? frame.transform : .identity
            let color = colorPlan(for: frame)
            // An HDR or wide-gamut frame shown as stored: the converter writes the packed rows itself, the same
            // bytes libswscale's gbrp → rgb24 step and the copy out would give, without those two passes.
            if transform == .identity, frame.crop == nil, width == frame.width, height == frame.height,
                let conversion = color.plan.conversion,
                try converter.convert(
                    frame.pointer, plan: color.plan, conversion: conversion, dolbyVision: color.dolbyVision,
                    into: .packed(start: destination, bytesPerRow: bytesPerRow)) != nil
            {
                return
            }
            try scale(frame, color: color, transform: transform, path: nil, width: width, height: height)
        }
        output.copyRows(into: destination, bytesPerRow: bytesPerRow, rowBytes: width * 3, height: height)
    }

    /// Converts `frame` into ``output`` (RGB24, `width`×`height`) with the transform and (for tests) the path
    /// chosen by the caller.
    func scale(
        _ frame: VideoFrame, transform: DisplayTransform, path forcedPath: ScalePath?, width: Int, height: Int
    ) throws(MediaError) {
        try scale(
            frame, color: colorPlan(for: frame), transform: transform, path: forcedPath, width: width, height: height)
    }

    // MARK: - Private

    /// How `frame`'s colours are converted; notes its HDR metadata and Dolby Vision state, so call it once per
    /// frame.
    private func colorPlan(for frame: VideoFrame) -> (plan: ColorPlan, dolbyVision: DolbyVisionReshaping?) {
        let avFrame = frame.pointer
        hdrMetadata = metadata(of: avFrame)
        var dolbyVision: DolbyVisionReshaping?
        var failure: DolbyVisionReshaping.Unsupported?
        do throws(DolbyVisionReshaping.Unsupported) {
            dolbyVision = try DolbyVisionReshaping.read(from: avFrame)
        } catch {
            failure = error
        }
        let plan = ColorPlan(frame: avFrame, options: color, metadata: hdrMetadata, dolbyVision: dolbyVision)
        dolbyVisionWatch.note(
            frame: frame.index, reshaping: dolbyVision, failure: failure, isConverted: plan.conversion != nil)
        return (plan, dolbyVision)
    }

    /// ``scale(_:transform:path:width:height:)`` with the frame's colour plan already made.
    private func scale(
        _ frame: VideoFrame, color: (plan: ColorPlan, dolbyVision: DolbyVisionReshaping?),
        transform: DisplayTransform, path forcedPath: ScalePath?, width: Int, height: Int
    ) throws(MediaError) {
        let avFrame = frame.pointer
        let (plan, dolbyVision) = color
        var format = AVPixelFormat(rawValue: avFrame.pointee.format)
        var source: [Plane]?
        var colors: CachedScaler.Colors? = CachedScaler.Colors(matrix: plan.matrix, range: avFrame.pointee.color_range)
        if let conversion = plan.conversion,
            let converted = try converter.convert(avFrame, plan: plan, conversion: conversion, dolbyVision: dolbyVision)
        {
            (format, source, colors) = (AV_PIX_FMT_GBRP, converted, nil)
        }
        guard let descriptor = av_pix_fmt_desc_get(format), avFrame.pointee.width > 0, avFrame.pointee.height > 0
        else {
            throw MediaError(
                code: CFFmpeg_AVERROR_INVALIDDATA, message: "frame has no picture",
                operation: "av_pix_fmt_desc_get")
        }
        let whole = PlaneLayout(
            descriptor: descriptor, width: Int(avFrame.pointee.width),
            height: Int(avFrame.pointee.height))
        var planes = source ?? whole.framePlanes(avFrame)
        var layout = whole
        if let crop = frame.crop {
            planes = whole.cropped(planes, to: crop)
            layout = PlaneLayout(descriptor: descriptor, width: crop.width, height: crop.height)
        }
        let output = Destination(
            planes: try output.reserve(width: width, height: height, format: AV_PIX_FMT_RGB24), width: width,
            height: height)

        switch forcedPath ?? ScalePath.choose(for: transform, layout: layout) {
        case .direct:
            let planes = transform == .flipVertical ? layout.verticallyFlipped(planes) : planes
            try main.scale(
                planes, width: layout.width, height: layout.height, format: format, colors: colors, into: output)
        case .planes:
            let planes = try transformedPlanes(planes, layout: layout, format: format, transform: transform)
            let size = transform.swapsDimensions ? (layout.height, layout.width) : (layout.width, layout.height)
            try main.scale(planes, width: size.0, height: size.1, format: format, colors: colors, into: output)
        case .rgb:
            try scaleThroughRGB(
                planes, layout: layout, format: format, colors: colors, transform: transform, into: output)
        }
    }

    /// The angled path: `frame` upright with square pixels into ``output``, turned into ``uprightRGB``'s
    /// bounding box, then scaled into ``output`` at `width`×`height`.
    private func scale(
        _ frame: VideoFrame, turnedBy angle: AngledTransform, width: Int, height: Int
    ) throws(MediaError) {
        let square = DisplaySize(
            storedWidth: frame.crop?.width ?? frame.width, storedHeight: frame.crop?.height ?? frame.height,
            sampleAspectRatio: frame.sampleAspectRatio,
            isTurned: false
        ).squarePixels
        try scale(frame, transform: .identity, path: nil, width: square.width, height: square.height)
        let unturned = try squareRGB.reserve(width: square.width, height: square.height, format: AV_PIX_FMT_RGB24)
        output.copyRows(
            into: UnsafeMutableRawPointer(unturned[0].pointer), bytesPerRow: unturned[0].stride,
            rowBytes: square.width * 3, height: square.height)
        let box = angle.roundedBoundingBox(width: square.width, height: square.height)
        let turned = try uprightRGB.reserve(width: box.width, height: box.height, format: AV_PIX_FMT_RGB24)
        AngledRotation(
            transform: angle, source: UnsafeRawPointer(unturned[0].pointer), sourceStride: unturned[0].stride,
            sourceWidth: square.width, sourceHeight: square.height
        ).apply(
            to: UnsafeMutableRawPointer(turned[0].pointer), destinationStride: turned[0].stride, width: box.width,
            height: box.height)
        try fromAngledRGB.scale(
            turned, width: box.width, height: box.height, format: AV_PIX_FMT_RGB24, colors: nil,
            into: Destination(
                planes: try output.reserve(width: width, height: height, format: AV_PIX_FMT_RGB24), width: width,
                height: height))
    }

    private func transformedPlanes(
        _ planes: [Plane], layout: PlaneLayout, format: AVPixelFormat, transform: DisplayTransform
    ) throws(MediaError) -> [Plane] {
        let size = transform.swapsDimensions ? (layout.height, layout.width) : (layout.width, layout.height)
        let targets = try transformed.reserve(width: size.0, height: size.1, format: format)
        for (index, plane) in planes.enumerated() {
            let (width, height) = layout.planeSize(index)
            let copier = PlaneTransform(
                source: UnsafeRawPointer(plane.pointer), sourceStride: plane.stride,
                sourceWidth: width, sourceHeight: height, bytesPerSample: layout.bytesPerSample[index])
            copier.apply(
                transform, to: UnsafeMutableRawPointer(targets[index].pointer), destinationStride: targets[index].stride
            )
        }
        return targets
    }

    private func scaleThroughRGB(
        _ planes: [Plane], layout: PlaneLayout, format: AVPixelFormat, colors: CachedScaler.Colors?,
        transform: DisplayTransform, into output: Destination
    ) throws(MediaError) {
        let (width, height) = (layout.width, layout.height)
        let stored = try storedRGB.reserve(width: width, height: height, format: AV_PIX_FMT_RGB24)[0]
        try toStoredRGB.scale(
            planes, width: width, height: height, format: format, colors: colors,
            into: Destination(planes: [stored], width: width, height: height))
        let copier = PlaneTransform(
            source: UnsafeRawPointer(stored.pointer), sourceStride: stored.stride, sourceWidth: width,
            sourceHeight: height, bytesPerSample: 3)
        let (uprightWidth, uprightHeight) = copier.destinationSize(for: transform)
        let upright = try uprightRGB.reserve(width: uprightWidth, height: uprightHeight, format: AV_PIX_FMT_RGB24)
        copier.apply(transform, to: UnsafeMutableRawPointer(upright[0].pointer), destinationStride: upright[0].stride)
        try main.scale(
            upright, width: uprightWidth, height: uprightHeight, format: AV_PIX_FMT_RGB24, colors: nil, into: output)
    }
}

// Explicit non-conformance: SwsContext and the scratch planes are rewritten for every frame; use from one task
// at a time.
@available(*, unavailable)
extension FrameScaler: Sendable {}

extension FrameScaler {
    /// The scaler flag, bicubic: the ffmpeg CLI's default `-sws_flags`, so unscaled output matches it exactly.
    static let swsFlags = SWS_BICUBIC
}
