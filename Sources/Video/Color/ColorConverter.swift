internal import CFFmpeg
internal import CZimg
import Foundation

/// Converts HDR (HLG, PQ) and wide-gamut frames to 8-bit SDR BT.709 RGB with zimg, straight from the decoded
/// (10-bit) planes; see `docs/colour.md` for each step and its source.
///
/// 1. zimg: YUV → float RGB. PQ and HLG come out still coded in the clip's primaries (``PQTable`` then makes PQ
///    linear, 1.0 = 203 cd/m², each row just before the kernel; zimg applies the HLG OOTF per channel, so the
///    kernel does that itself), wide-gamut SDR linear in BT.709 primaries. A Dolby Vision base layer comes out as
///    full-range float Y, Cb, Cr, which ``DolbyVisionReshaping`` turns into linear BT.2020 RGB row by row.
/// 2. ``SDRKernel`` (C, AVX-512 or AVX2 where the CPU has it) on each row as soon as zimg has made it, on the
///    same thread (``ZimgBands``: bands of rows on every core, each row still in the cache): for HLG the OOTF on
///    luminance; for HDR ``ToneMapper/toneMap(_:_:_:curve:)`` (libplacebo's BT.2390 tone mapping from the peak
///    the ``ColorPlan`` names); the change to BT.709 primaries (zimg's own matrix, read back from a zimg graph
///    once per size); ``ToneMapper/fit(_:_:_:)``; then the BT.709 transfer to 8-bit full-range codes (zscale's
///    `t=709`).
///
/// The result is a `gbrp` picture, which ``FrameScaler`` then turns upright and resizes like any other, or, for
/// a frame shown as stored, the packed RGB24 rows themselves (``Output/packed(start:bytesPerRow:)``).
final class ColorConverter {
    private struct Key: Equatable {
        var plan: ColorPlan, width: Int32, height: Int32, format: Int32, chromaLocation: UInt32
    }

    private var key: Key?
    private var toLinear: ZimgBands?
    private var kernel: SDRKernel?
    private let sdr = PictureBuffer()

    /// Where ``convert(_:plan:conversion:dolbyVision:into:)`` writes the 8-bit picture.
    enum Output {
        /// Planar G, B, R (`gbrp`) in the converter's own buffer, returned by the call.
        case planes
        /// Packed RGB24, the frame's width × height pixels, rows `bytesPerRow` apart from `start`: the picture as
        /// `frames` writes it, when nothing is resized or turned, without a second pass to pack it.
        case packed(start: UnsafeMutableRawPointer, bytesPerRow: Int)
    }

    /// Converts `frame` as `plan` says into `output`.
    ///
    /// - Parameters:
    ///   - dolbyVision: For ``ColorPlan/Conversion/dolbyVision``, the frame's reshaping.
    ///
    /// - Returns: `nil` when zimg cannot read the frame (not planar YUV of 8–16 bits, or an odd size with
    ///   subsampled chroma); the caller then shows the coded values as the ffmpeg CLI does. Otherwise, for
    ///   ``Output/planes``, the planes of an 8-bit `gbrp` picture of the same size, valid until the next call (for
    ///   ``Output/packed(start:bytesPerRow:)``, no planes).
    /// - Throws: A ``MediaError`` when zimg or FFmpeg fails.
    func convert(
        _ frame: UnsafeMutablePointer<AVFrame>, plan: ColorPlan, conversion: ColorPlan.Conversion,
        dolbyVision: DolbyVisionReshaping? = nil, into output: Output = .planes
    ) throws(MediaError) -> [Plane]? {
        let f = frame.pointee
        guard let input = Self.inputFormat(frame, plan: plan) else { return nil }
        // The size zimg converts: the frame's, rounded up to whole chroma samples (`inputFormat`).
        let (width, height) = (Int(input.width), Int(input.height))
        let newKey = Key(
            plan: plan, width: f.width, height: f.height, format: f.format, chromaLocation: f.chroma_location.rawValue)
        if newKey != key {
            key = nil
            try build(input: input, plan: plan, conversion: conversion, width: width, height: height)
            key = newKey
        }
        let source = Self.planes(of: frame, count: 3)
        guard let toLinear, let kernel else { preconditionFailure("convert before build") }
        let step: RowStep? =
            dolbyVision.map { .reshape($0.kernel(sampleDepth: Int(input.depth))) }
            ?? (conversion == .pq ? .pqLight : nil)
        switch output {
        case .planes:
            let planes = try sdr.reserve(width: width, height: height, format: AV_PIX_FMT_GBRP)
            try Self.run(kernel, after: step, on: toLinear, from: source, to: .planes(Self.zimgOrder(planes)))
            return planes
        case .packed(let start, let bytesPerRow):
            try Self.run(
                kernel, after: step, on: toLinear, from: source,
                to: .packed(
                    start.assumingMemoryBound(to: UInt8.self), bytesPerRow: bytesPerRow, width: Int(f.width),
                    height: Int(f.height)))
            return []
        }
    }

    /// Whether ``convert(_:plan:conversion:dolbyVision:into:)`` can read `frame` (otherwise it returns `nil`).
    static func accepts(_ frame: UnsafeMutablePointer<AVFrame>, plan: ColorPlan) -> Bool {
        inputFormat(frame, plan: plan) != nil
    }

    // MARK: - Private

    private func build(
        input: zimg_image_format, plan: ColorPlan, conversion: ColorPlan.Conversion, width: Int, height: Int
    ) throws(MediaError) {
        let referenceWhite = Double(ToneMapper.referenceWhite)
        var linearRGB = ZimgGraph.format(width: width, height: height)
        linearRGB.pixel_type = ZIMG_PIXEL_FLOAT
        linearRGB.color_family = ZIMG_COLOR_RGB
        linearRGB.matrix_coefficients = ZIMG_MATRIX_RGB
        linearRGB.transfer_characteristics = ZIMG_TRANSFER_LINEAR
        linearRGB.color_primaries = ZIMG_PRIMARIES_BT709
        linearRGB.pixel_range = ZIMG_RANGE_FULL

        switch conversion {
        case .hlg, .pq:
            // Both stay coded, in the clip's primaries, in which libplacebo tone-maps: HLG for the kernel's OOTF on
            // luminance, PQ for `PQTable` (zimg's PQ curve is `powf`, most of a PQ frame's time); the kernel then
            // converts them to BT.709.
            var source = linearRGB
            source.color_primaries = input.color_primaries
            source.transfer_characteristics = input.transfer_characteristics
            toLinear = try ZimgBands(
                from: input, to: source, nominalPeakLuminance: referenceWhite, count: Self.bandCount)
            let toBT709 = try Self.primariesMatrix(from: linearRGB, primaries: input.color_primaries)
            let levels = plan.levels ?? ColorPlan.Levels(peak: ToneMapper.nominalPeak, black: 0, source: .assumed)
            let curve = ToneCurve(peakLuminance: levels.peak, blackLuminance: levels.black, toBT709: toBT709)
            kernel = SDRKernel(toBT709: toBT709, hlg: conversion == .hlg, curve: curve)
        case .dolbyVision:
            // The base layer's codes as full-range float Y, Cb, Cr at full chroma resolution, which the reshaping
            // reads as code / maximum code (libplacebo's normalisation), then PQ BT.2020 as above.
            var source = input
            source.pixel_range = ZIMG_RANGE_FULL
            (source.transfer_characteristics, source.color_primaries) = (
                ZIMG_TRANSFER_UNSPECIFIED, ZIMG_PRIMARIES_UNSPECIFIED
            )
            source.matrix_coefficients = ZIMG_MATRIX_UNSPECIFIED
            var yuv = source
            (yuv.pixel_type, yuv.depth, yuv.subsample_w, yuv.subsample_h) = (ZIMG_PIXEL_FLOAT, 32, 0, 0)
            toLinear = try ZimgBands(
                from: source, to: yuv, nominalPeakLuminance: referenceWhite, count: Self.bandCount)
            let toBT709 = try Self.primariesMatrix(from: linearRGB, primaries: ZIMG_PRIMARIES_BT2020)
            let levels = plan.levels ?? ColorPlan.Levels(peak: ToneMapper.nominalPeak, black: 0, source: .assumed)
            let curve = ToneCurve(peakLuminance: levels.peak, blackLuminance: levels.black, toBT709: toBT709)
            kernel = SDRKernel(toBT709: toBT709, hlg: false, curve: curve)
        case .gamut:
            toLinear = try ZimgBands(
                from: input, to: linearRGB, nominalPeakLuminance: referenceWhite, count: Self.bandCount)
            kernel = SDRKernel(toBT709: nil, hlg: false, curve: nil)
        }
    }

    /// The row-major 3×3 matrix zimg applies to convert linear light in `primaries` to `bt709`'s (linear float
    /// RGB, BT.709 primaries), read back by converting pure red, green and blue: each comes out as one column.
    private static func primariesMatrix(
        from bt709: zimg_image_format, primaries: zimg_color_primaries_e
    ) throws(MediaError) -> [Float] {
        var target = bt709
        target.width = 3
        target.height = 1
        var source = target
        source.color_primaries = primaries
        let graph = try ZimgGraph(
            from: source, to: target, nominalPeakLuminance: Double(ToneMapper.referenceWhite))
        let (units, columns) = (PictureBuffer(), PictureBuffer())
        let unitPlanes = zimgOrder(try units.reserve(width: 3, height: 1, format: AV_PIX_FMT_GBRPF32LE))
        for (channel, plane) in unitPlanes.enumerated() {
            let row = UnsafeMutableRawPointer(plane.pointer).assumingMemoryBound(to: Float.self)
            for pixel in 0..<3 { row[pixel] = pixel == channel ? 1 : 0 }
        }
        let columnPlanes = zimgOrder(try columns.reserve(width: 3, height: 1, format: AV_PIX_FMT_GBRPF32LE))
        try graph.process(unitPlanes, into: columnPlanes)
        // Output plane `row`, pixel `column` is the matrix entry (row, column).
        return columnPlanes.flatMap { plane in
            (0..<3).map { UnsafeRawPointer(plane.pointer).load(fromByteOffset: $0 * 4, as: Float.self) }
        }
    }

    /// What each row of zimg's output goes through, in place, before the SDR kernel.
    private enum RowStep {
        /// Dolby Vision reshaping: Y, Cb, Cr to linear BT.2020 R, G, B.
        case reshape(DolbyVisionReshaping.Kernel)
        /// PQ-coded R′G′B′ to linear light (``PQTable``).
        case pqLight
    }

    /// Where ``run(_:after:on:from:to:)`` writes.
    private enum Rows {
        /// R, G, B planes of the converted size.
        case planes([Plane])
        /// Packed RGB24 of `width` × `height` pixels (the frame's size, which the converted size rounds up).
        case packed(UnsafeMutablePointer<UInt8>, bytesPerRow: Int, width: Int, height: Int)
    }

    /// Runs zimg (`bands`) on `source` and `kernel` on each float R, G, B row zimg makes, on the same thread
    /// while the row is still in the cache, into `destination` (each pixel is independent of the others, so the
    /// result does not depend on the bands); `step` first rewrites each row in place.
    private static func run(
        _ kernel: SDRKernel, after step: RowStep?, on bands: ZimgBands, from source: [Plane], to destination: Rows
    ) throws(MediaError) {
        let pq = PQTable.shared
        // Safe: every band writes only its own rows, and the memory outlives the call, which waits for all bands.
        nonisolated(unsafe) let destination = destination
        try bands.process(source) { row in
            let (width, left) = (row.columns.count, row.columns.lowerBound)
            let (r, g, b) = (
                row.planes.0.assumingMemoryBound(to: Float.self), row.planes.1.assumingMemoryBound(to: Float.self),
                row.planes.2.assumingMemoryBound(to: Float.self)
            )
            switch step {
            case .reshape(let reshaping): reshaping.reshapeRow(r, g, b, width: width)
            case .pqLight: pq.linearizeRow(r, g, b, width: width)
            case nil: break
            }
            switch destination {
            case .planes(let planes):
                func output(_ plane: Int) -> UnsafeMutablePointer<UInt8> {
                    planes[plane].pointer + row.index * planes[plane].stride + left
                }
                kernel.convertRow(
                    r: r, g: g, b: b, red: output(0), green: output(1), blue: output(2), width: width)
            case .packed(let start, let bytesPerRow, let pictureWidth, let pictureHeight):
                let shown = min(width, pictureWidth - left)
                guard row.index < pictureHeight, shown > 0 else { return }
                kernel.convertRow(r: r, g: g, b: b, rgb: start + row.index * bytesPerRow + left * 3, width: shown)
            }
        }
    }

    /// How many bands of rows zimg and the kernel run in: several per core, because the decoder's and the file
    /// writer's threads share the cores, and with one band each, a band whose core they took would hold up the
    /// frame while the other core idles; each band's margin rows cost zimg time (``ZimgBands/margin``).
    private static var bandCount: Int { ProcessorCores.usable * bandsPerCore }

    private static let bandsPerCore = 4

    /// FFmpeg stores planar RGB as G, B, R; zimg wants R, G, B.
    private static func zimgOrder(_ planes: [Plane]) -> [Plane] {
        [planes[2], planes[0], planes[1]]
    }

    private static func planes(of frame: UnsafeMutablePointer<AVFrame>, count: Int) -> [Plane] {
        let data = withUnsafeBytes(of: frame.pointee.data) {
            Array($0.bindMemory(to: UnsafeMutablePointer<UInt8>?.self).prefix(count))
        }
        let strides = withUnsafeBytes(of: frame.pointee.linesize) { Array($0.bindMemory(to: Int32.self).prefix(count)) }
        return zip(data, strides).map { Plane(pointer: $0!, stride: Int($1)) }
    }

    /// zimg's description of the decoded frame, or `nil` when zimg cannot read its layout: three planes of
    /// little-endian YUV (a fourth, alpha, is ignored: ``FrameReader`` has already composited it over black),
    /// 8 to 16 bits, rows 32-byte aligned. zimg wants whole chroma samples, so an odd-sized subsampled picture
    /// (639×359 4:2:0) is described one column and row larger when the frame's buffers hold them (decoders
    /// allocate aligned sizes); the extra column and row are converted and never shown.
    private static func inputFormat(_ frame: UnsafeMutablePointer<AVFrame>, plan: ColorPlan) -> zimg_image_format? {
        let f = frame.pointee
        guard let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: f.format)) else { return nil }
        let d = descriptor.pointee
        let flags = d.flags
        let unsupported =
            UInt64(AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_BE | AV_PIX_FMT_FLAG_HWACCEL)
            | UInt64(AV_PIX_FMT_FLAG_BITSTREAM)
        let hasAlpha = flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0
        guard flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0, flags & unsupported == 0,
            d.nb_components == (hasAlpha ? 4 : 3), !hasAlpha || d.comp.3.plane == 3,
            d.comp.0.plane == 0, d.comp.1.plane == 1, d.comp.2.plane == 2, d.comp.0.shift == 0
        else { return nil }
        let depth = Int(d.comp.0.depth)
        guard (8...16).contains(depth) else { return nil }
        let (stepX, stepY) = (1 << Int(d.log2_chroma_w), 1 << Int(d.log2_chroma_h))
        let width = (Int(f.width) + stepX - 1) / stepX * stepX
        let height = (Int(f.height) + stepY - 1) / stepY * stepY
        let planes = planes(of: frame, count: 3)
        guard planes.allSatisfy({ Int(bitPattern: $0.pointer) % 32 == 0 && $0.stride % 32 == 0 && $0.stride > 0 })
        else { return nil }
        if (width, height) != (Int(f.width), Int(f.height)) {
            let bytesPerSample = depth > 8 ? 2 : 1
            for (index, plane) in planes.enumerated() {
                let (columns, rows) = index == 0 ? (width, height) : (width / stepX, height / stepY)
                guard columns * bytesPerSample <= plane.stride,
                    holds(frame, plane.pointer, bytes: plane.stride * (rows - 1) + columns * bytesPerSample)
                else { return nil }
            }
        }

        var format = ZimgGraph.format(width: width, height: height)
        format.pixel_type = depth == 8 ? ZIMG_PIXEL_BYTE : ZIMG_PIXEL_WORD
        format.depth = UInt32(depth)
        format.subsample_w = UInt32(d.log2_chroma_w)
        format.subsample_h = UInt32(d.log2_chroma_h)
        format.color_family = ZIMG_COLOR_YUV
        format.matrix_coefficients = zimg_matrix_coefficients_e(rawValue: Int32(plan.matrix.rawValue))
        format.transfer_characteristics = zimg_transfer_characteristics_e(
            rawValue: ColorPlan.transfers[plan.transfer] ?? 1)
        format.color_primaries = zimg_color_primaries_e(rawValue: Int32(plan.primaries.rawValue))
        format.pixel_range = plan.range == AVCOL_RANGE_JPEG ? ZIMG_RANGE_FULL : ZIMG_RANGE_LIMITED
        format.chroma_location = chromaLocation(f.chroma_location)
        return format
    }

    /// Whether one of `frame`'s buffers holds `bytes` bytes from `start`.
    private static func holds(
        _ frame: UnsafeMutablePointer<AVFrame>, _ start: UnsafeMutablePointer<UInt8>, bytes: Int
    )
        -> Bool
    {
        withUnsafeBytes(of: frame.pointee.buf) { buffers in
            buffers.bindMemory(to: UnsafeMutablePointer<AVBufferRef>?.self).contains { buffer in
                guard let buffer, let data = buffer.pointee.data else { return false }
                let offset = start - data
                return offset >= 0 && offset + bytes <= Int(buffer.pointee.size)
            }
        }
    }

    private static func chromaLocation(_ location: AVChromaLocation) -> zimg_chroma_location_e {
        switch location {
        case AVCHROMA_LOC_CENTER: ZIMG_CHROMA_CENTER
        case AVCHROMA_LOC_TOPLEFT: ZIMG_CHROMA_TOP_LEFT
        case AVCHROMA_LOC_TOP: ZIMG_CHROMA_TOP
        case AVCHROMA_LOC_BOTTOMLEFT: ZIMG_CHROMA_BOTTOM_LEFT
        case AVCHROMA_LOC_BOTTOM: ZIMG_CHROMA_BOTTOM
        default: ZIMG_CHROMA_LEFT
        }
    }
}

// Explicit non-conformance: the zimg graphs and pictures are rewritten for every frame.
@available(*, unavailable)
extension ColorConverter: Sendable {}
