internal import CFFmpeg

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
/// first and scaling afterwards reproduces its output bit for bit (`ffmpeg.md` §5.3). So there are three paths:
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
///
/// ## Scaler
/// `SWS_BICUBIC`, because it is the ffmpeg CLI's default (`-sws_flags`), so frames match
/// `ffmpeg -i X -pix_fmt rgb24 x.ppm` when no resizing happens and stay within rounding when it does. Colour
/// matrix and range follow the frame's tags, as the CLI's scale filter does (`in_color_matrix=auto`).
///
/// The scaler keeps its `SwsContext`s and scratch buffers across frames and rebuilds them only when the input or
/// output geometry changes. The corresponding FFmpeg functions are `sws_getCachedContext` and `sws_scale`.
public final class FrameScaler {
    /// Whether the display transform is applied (the ffmpeg CLI's default); `false` is `-noautorotate`.
    public let autorotate: Bool

    private let main = CachedScaler()
    private let toStoredRGB = CachedScaler()
    private let planeBuffers = (0..<4).map { _ in ScratchBuffer() }
    private let storedRGB = ScratchBuffer()
    private let uprightRGB = ScratchBuffer()
    private let canvasScratch = ScratchBuffer()
    private let pixelScratch = ScratchBuffer()

    /// Creates a scaler.
    ///
    /// - Parameter autorotate: Whether to apply each frame's ``VideoFrame/transform``; `true` by default.
    public init(autorotate: Bool = true) {
        self.autorotate = autorotate
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
        // Scaled straight into the new array; the spare capacity absorbs swscale's overrun past the last row.
        let pixels = [UInt8](unsafeUninitializedCapacity: count + Self.overrun) { buffer, initialized in
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

    /// Converts `frame` into the scaler's own reused buffer and lends the tightly packed RGB24 bytes
    /// (`height` rows of `width × 3`) to `body`; no image is allocated, which is what a frame dump wants.
    ///
    /// - Parameters:
    ///   - frame: A frame from a ``FrameReader``, still current.
    ///   - width: The output width; `nil` for ``outputSize(for:)``'s.
    ///   - height: The output height; `nil` for ``outputSize(for:)``'s.
    ///   - body: Reads the pixels; the buffer is valid only during the call and must not escape.
    /// - Throws: A ``MediaError`` when libswscale cannot convert the frame, or what `body` throws.
    public func withPixels<Result>(
        of frame: VideoFrame, width: Int? = nil, height: Int? = nil,
        _ body: (_ pixels: UnsafeRawBufferPointer, _ width: Int, _ height: Int) throws(MediaError) -> Result
    ) throws(MediaError) -> Result {
        let size = outputSize(for: frame)
        let (outWidth, outHeight) = (width ?? size.width, height ?? size.height)
        precondition(outWidth > 0 && outHeight > 0, "empty output size \(outWidth)x\(outHeight)")
        let count = outWidth * outHeight * 3
        let memory = pixelScratch.reserve(count + Self.overrun)
        try scale(frame, into: memory, bytesPerRow: outWidth * 3, width: outWidth, height: outHeight)
        return try body(UnsafeRawBufferPointer(start: memory, count: count), outWidth, outHeight)
    }

    /// Converts `frame` straight into a rectangle of a larger canvas (a letterboxed player view), leaving the
    /// canvas's other pixels as they are.
    ///
    /// libswscale's SIMD loops write up to a few dozen bytes past the end of each output row. When the canvas has
    /// that much room after the rectangle (bars to the right or below), the frame is scaled in place and the
    /// bytes outside the rectangle are put back afterwards; otherwise (a rectangle in the bottom-right corner)
    /// it is scaled into a padded scratch buffer and copied in.
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
        let rowBytes = rect.width * 3
        let start = rect.y * bytesPerRow + rect.x * 3
        let end = (rect.y + rect.height - 1) * bytesPerRow + rect.x * 3 + rowBytes
        let scratch = canvasScratch
        let result = canvas.pixels.withUnsafeMutableBytes { buffer in
            Result { () throws(MediaError) in
                let base = buffer.baseAddress!
                if end + Self.overrun <= buffer.count {
                    let guardBytes = GuardBytes(
                        buffer: buffer, rect: rect, bytesPerRow: bytesPerRow, length: Self.overrun)
                    defer { guardBytes.restore(into: buffer) }
                    try scale(
                        frame, into: base + start, bytesPerRow: bytesPerRow, width: rect.width,
                        height: rect.height)
                } else {
                    let stride = ScratchBuffer.alignedStride(rowBytes)
                    let memory = scratch.reserve(stride * rect.height)
                    try scale(frame, into: memory, bytesPerRow: stride, width: rect.width, height: rect.height)
                    for row in 0..<rect.height {
                        (base + start + row * bytesPerRow).copyMemory(from: memory + row * stride, byteCount: rowBytes)
                    }
                }
            }
        }
        try result.get()
    }

    /// Converts `frame` into RGB24 memory: `height` rows of `width` pixels, `bytesPerRow` apart.
    ///
    /// - Warning: libswscale may write up to ``overrun`` bytes past the end of each row; the memory must allow
    ///   it, and bytes there that matter must be saved and restored by the caller.
    func scale(
        _ frame: VideoFrame, into destination: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, height: Int
    ) throws(MediaError) {
        precondition(width > 0 && height > 0 && bytesPerRow >= width * 3, "bad destination geometry")
        try scale(
            frame, transform: autorotate ? frame.transform : .identity, path: nil, into: destination,
            bytesPerRow: bytesPerRow, width: width, height: height)
    }

    /// How far past the end of an output row libswscale may write: its x86 RGB24 loops work in blocks of up to
    /// 8 pixels (24 bytes); 96 leaves a wide margin.
    static let overrun = 96

    /// The conversion with the transform and (for tests) the path chosen by the caller.
    func scale(
        _ frame: VideoFrame, transform: DisplayTransform, path forcedPath: ScalePath?,
        into destination: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, height: Int
    ) throws(MediaError) {
        let avFrame = frame.pointer
        let format = AVPixelFormat(rawValue: avFrame.pointee.format)
        guard let descriptor = av_pix_fmt_desc_get(format), avFrame.pointee.width > 0, avFrame.pointee.height > 0
        else {
            throw MediaError(
                code: CFFmpeg_AVERROR_INVALIDDATA, message: "frame has no picture",
                operation: "av_pix_fmt_desc_get")
        }
        let layout = PlaneLayout(
            descriptor: descriptor, width: Int(avFrame.pointee.width),
            height: Int(avFrame.pointee.height))
        let output = Destination(pointer: destination, stride: bytesPerRow, width: width, height: height)

        switch forcedPath ?? ScalePath.choose(for: transform, layout: layout) {
        case .direct:
            var planes = layout.framePlanes(avFrame)
            if transform == .flipVertical { planes = layout.verticallyFlipped(planes) }
            try main.scale(
                planes, width: layout.width, height: layout.height, format: format, frame: avFrame,
                into: output)
        case .planes:
            let planes = transformedPlanes(layout.framePlanes(avFrame), layout: layout, transform: transform)
            let size = transform.swapsDimensions ? (layout.height, layout.width) : (layout.width, layout.height)
            try main.scale(planes, width: size.0, height: size.1, format: format, frame: avFrame, into: output)
        case .rgb:
            try scaleThroughRGB(avFrame, layout: layout, format: format, transform: transform, into: output)
        }
    }

    // MARK: - Private

    private func transformedPlanes(_ planes: [Plane], layout: PlaneLayout, transform: DisplayTransform) -> [Plane] {
        planes.enumerated().map { index, plane in
            let (width, height) = layout.planeSize(index)
            let bpp = layout.bytesPerSample[index]
            let copier = PlaneTransform(
                source: UnsafeRawPointer(plane.pointer), sourceStride: plane.stride,
                sourceWidth: width, sourceHeight: height, bytesPerSample: bpp)
            let (outWidth, outHeight) = copier.destinationSize(for: transform)
            let stride = ScratchBuffer.alignedStride(outWidth * bpp)
            let memory = planeBuffers[index].reserve(stride * outHeight)
            copier.apply(transform, to: memory, destinationStride: stride)
            return Plane(pointer: memory.assumingMemoryBound(to: UInt8.self), stride: stride)
        }
    }

    private func scaleThroughRGB(
        _ avFrame: UnsafeMutablePointer<AVFrame>, layout: PlaneLayout, format: AVPixelFormat,
        transform: DisplayTransform, into output: Destination
    ) throws(MediaError) {
        let (width, height) = (layout.width, layout.height)
        let storedStride = ScratchBuffer.alignedStride(width * 3)
        let stored = storedRGB.reserve(storedStride * height)
        try toStoredRGB.scale(
            layout.framePlanes(avFrame), width: width, height: height, format: format, frame: avFrame,
            into: Destination(pointer: stored, stride: storedStride, width: width, height: height))
        let copier = PlaneTransform(
            source: UnsafeRawPointer(stored), sourceStride: storedStride, sourceWidth: width,
            sourceHeight: height, bytesPerSample: 3)
        let (uprightWidth, uprightHeight) = copier.destinationSize(for: transform)
        let uprightStride = ScratchBuffer.alignedStride(uprightWidth * 3)
        let upright = uprightRGB.reserve(uprightStride * uprightHeight)
        copier.apply(transform, to: upright, destinationStride: uprightStride)
        try main.scale(
            [Plane(pointer: upright.assumingMemoryBound(to: UInt8.self), stride: uprightStride)],
            width: uprightWidth, height: uprightHeight, format: AV_PIX_FMT_RGB24, frame: nil, into: output)
    }
}

// Explicit non-conformance: SwsContext and the scratch planes are rewritten for every frame; use from one task
// at a time.
@available(*, unavailable)
extension FrameScaler: Sendable {}

// MARK: - Building blocks

/// Which of the three conversion paths a frame takes (see ``FrameScaler``).
enum ScalePath: Equatable {
    case direct, planes, rgb

    static func choose(for transform: DisplayTransform, layout: PlaneLayout) -> ScalePath {
        switch transform {
        case .identity:
            return .direct
        case .flipVertical:
            return layout.isPaletted || layout.isBitstream ? .rgb : .direct
        case .flipHorizontal, .rotate180:
            return layout.isPlanarBytes ? .planes : .rgb
        case .rotateClockwise, .rotateCounterClockwise, .transpose, .antiTranspose:
            return layout.isPlanarBytes && layout.chromaShiftX == layout.chromaShiftY ? .planes : .rgb
        }
    }
}

/// One plane of pixels: its first row and the bytes between rows.
struct Plane {
    var pointer: UnsafeMutablePointer<UInt8>
    var stride: Int
}

/// Where converted pixels go.
struct Destination {
    var pointer: UnsafeMutableRawPointer
    var stride: Int
    var width: Int
    var height: Int
}

/// The plane geometry of a pixel format at one frame size, from FFmpeg's pixel format descriptor.
struct PlaneLayout {
    let width: Int
    let height: Int
    let planeCount: Int
    let chromaShiftX: Int
    let chromaShiftY: Int
    let isPlanarBytes: Bool
    let isPaletted: Bool
    let isBitstream: Bool
    /// Bytes per sample in each plane (the step of the first component stored there).
    let bytesPerSample: [Int]
    /// Whether each plane holds subsampled chroma.
    private let isChromaPlane: [Bool]

    init(descriptor: UnsafePointer<AVPixFmtDescriptor>, width: Int, height: Int) {
        let d = descriptor.pointee
        let flags = d.flags
        self.width = width
        self.height = height
        self.chromaShiftX = Int(d.log2_chroma_w)
        self.chromaShiftY = Int(d.log2_chroma_h)
        self.isPaletted = flags & UInt64(AV_PIX_FMT_FLAG_PAL) != 0
        self.isBitstream = flags & UInt64(AV_PIX_FMT_FLAG_BITSTREAM) != 0
        let isHardware = flags & UInt64(AV_PIX_FMT_FLAG_HWACCEL) != 0
        let isPlanar = flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0
        let isRGB = flags & UInt64(AV_PIX_FMT_FLAG_RGB) != 0
        let components = withUnsafeBytes(of: d.comp) { raw in
            Array(raw.bindMemory(to: AVComponentDescriptor.self).prefix(Int(d.nb_components)))
        }
        let planeCount = Int(components.map { $0.plane }.max() ?? 0) + 1
        self.planeCount = planeCount
        self.bytesPerSample = (0..<planeCount).map { plane in
            Int(components.first { Int($0.plane) == plane }?.step ?? 1)
        }
        self.isChromaPlane = (0..<planeCount).map { plane in
            !isRGB && components.count >= 3
                && (Int(components[1].plane) == plane || Int(components[2].plane) == plane)
                && Int(components[0].plane) != plane
        }
        self.isPlanarBytes = isPlanar && !isPaletted && !isBitstream && !isHardware
    }

    /// The width and height in samples of plane `index`.
    func planeSize(_ index: Int) -> (width: Int, height: Int) {
        guard isChromaPlane[index] else { return (width, height) }
        // AV_CEIL_RSHIFT: odd sizes round up, as FFmpeg allocates chroma.
        return (-((-width) >> chromaShiftX), -((-height) >> chromaShiftY))
    }

    /// The frame's planes, borrowed.
    func framePlanes(_ frame: UnsafeMutablePointer<AVFrame>) -> [Plane] {
        let data = withUnsafeBytes(of: frame.pointee.data) {
            Array($0.bindMemory(to: UnsafeMutablePointer<UInt8>?.self))
        }
        let strides = withUnsafeBytes(of: frame.pointee.linesize) { Array($0.bindMemory(to: Int32.self)) }
        // Paletted formats keep their palette in data[1]; pass every non-null pointer through.
        let count = isPaletted ? 2 : planeCount
        return (0..<count).compactMap { index in
            data[index].map { Plane(pointer: $0, stride: Int(strides[index])) }
        }
    }

    /// The same planes read bottom row first (what `vf_vflip` does: last row, negative stride).
    func verticallyFlipped(_ planes: [Plane]) -> [Plane] {
        planes.enumerated().map { index, plane in
            let rows = index < planeCount ? planeSize(index).height : 1
            return Plane(pointer: plane.pointer + (rows - 1) * plane.stride, stride: -plane.stride)
        }
    }
}

/// One owned `SwsContext`, rebuilt only when the conversion it does changes; freed in `deinit`.
private final class CachedScaler {
    private struct Key: Equatable {
        var width: Int32, height: Int32, format: Int32, outWidth: Int32, outHeight: Int32
        var colorSpace: UInt32, colorRange: UInt32
    }

    private var context: OpaquePointer?
    private var key: Key?

    /// Converts `planes` (a `width`×`height` picture in `format`) to RGB24 in `output`, stretching to its size.
    deinit { sws_freeContext(context) }

    func scale(
        _ planes: [Plane], width: Int, height: Int, format: AVPixelFormat, frame: UnsafeMutablePointer<AVFrame>?,
        into output: Destination
    ) throws(MediaError) {
        let newKey = Key(
            width: Int32(width), height: Int32(height), format: format.rawValue, outWidth: Int32(output.width),
            outHeight: Int32(output.height), colorSpace: frame?.pointee.colorspace.rawValue ?? 0,
            colorRange: frame?.pointee.color_range.rawValue ?? 0)
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
            if let frame { Self.applyColorDetails(context, frame: frame) }
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
    /// (unknown matrices fall back to BT.601, swscale's default).
    private static func applyColorDetails(_ context: OpaquePointer?, frame: UnsafeMutablePointer<AVFrame>) {
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
        var space = Int32(frame.pointee.colorspace.rawValue)
        if space < 1 || space > 10 || space == 8 { space = Int32(AVCOL_SPC_BT470BG.rawValue) }
        let coefficients = sws_getCoefficients(space)
        switch frame.pointee.color_range {
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

extension FrameScaler {
    /// The scaler flag, bicubic: the ffmpeg CLI's default `-sws_flags`, so unscaled output matches it exactly.
    static let swsFlags = SWS_BICUBIC
}

extension FrameScaler {
    /// For tests: `frame` turned by `transform` at its stored-pixel upright size, through a chosen path.
    static func image(
        from frame: VideoFrame, transform: DisplayTransform, path: ScalePath? = nil
    ) throws(MediaError)
        -> RGBImage
    {
        let (width, height) = transform.swapsDimensions ? (frame.height, frame.width) : (frame.width, frame.height)
        let scratch = ScratchBuffer()
        let memory = scratch.reserve(width * height * 3 + overrun)
        try FrameScaler().scale(
            frame, transform: transform, path: path, into: memory, bytesPerRow: width * 3,
            width: width, height: height)
        let bytes = Array(UnsafeRawBufferPointer(start: memory, count: width * height * 3))
        return RGBImage(width: width, height: height, pixels: bytes)!
    }
}

/// The canvas bytes just past each row of a rectangle that lie outside it, saved before swscale may overwrite
/// them and put back afterwards.
private struct GuardBytes {
    private var offsets: [Int] = []
    private var values: [UInt8] = []

    init(buffer: UnsafeMutableRawBufferPointer, rect: PixelRect, bytesPerRow: Int, length: Int) {
        offsets.reserveCapacity(rect.height * length)
        values.reserveCapacity(rect.height * length)
        for row in rect.y..<(rect.y + rect.height) {
            let rowEnd = row * bytesPerRow + (rect.x + rect.width) * 3
            for offset in rowEnd..<min(rowEnd + length, buffer.count) where !Self.isInside(offset, rect, bytesPerRow) {
                offsets.append(offset)
                values.append(buffer[offset])
            }
        }
    }

    func restore(into buffer: UnsafeMutableRawBufferPointer) {
        for (offset, value) in zip(offsets, values) { buffer[offset] = value }
    }

    private static func isInside(_ offset: Int, _ rect: PixelRect, _ bytesPerRow: Int) -> Bool {
        let row = offset / bytesPerRow
        let column = (offset % bytesPerRow) / 3
        return row >= rect.y && row < rect.y + rect.height && column >= rect.x && column < rect.x + rect.width
    }
}
