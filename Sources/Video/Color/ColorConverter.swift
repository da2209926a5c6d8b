internal import CFFmpeg
internal import CZimg
import Foundation

/// Converts HDR (HLG, PQ) and wide-gamut frames to 8-bit SDR BT.709 RGB with zimg, straight from the decoded
/// (10-bit) planes; see `docs/colour.md` for each step and its source.
///
/// 1. zimg: YUV → float RGB. PQ and wide-gamut SDR come out linear in BT.709 primaries (1.0 = 203 cd/m² for PQ).
///    HLG comes out still HLG-coded in BT.2020, because zimg applies the HLG OOTF per channel.
/// 2. HLG only: ``ToneMapper/hlgSceneLight(_:)`` and the OOTF on luminance (Swift), then zimg converts the
///    primaries from BT.2020 to BT.709 in linear light.
/// 3. Swift: ``ToneMapper/map(_:_:_:rollsOff:)``: highlight roll-off (HDR) and the gamut fit.
/// 4. zimg: linear float RGB → 8-bit full-range RGB through the BT.709 transfer (zscale's `t=709`).
///
/// The result is a `gbrp` picture, which ``FrameScaler`` then turns upright and resizes like any other.
final class ColorConverter {
    private struct Key: Equatable {
        var plan: ColorPlan, width: Int32, height: Int32, format: Int32, chromaLocation: UInt32
    }

    private var key: Key?
    private var toLinear: ZimgGraph?
    private var toBT709: ZimgGraph?
    private var toSDR: ZimgGraph?
    private let linear = PictureBuffer()
    private let linearBT709 = PictureBuffer()
    private let sdr = PictureBuffer()
    private let mapper = ToneMapper()

    /// Converts `frame` as `plan` says and returns the planes of an 8-bit `gbrp` picture of the same size, valid
    /// until the next call.
    ///
    /// - Returns: `nil` when zimg cannot read the frame (not planar YUV of 8–16 bits, or an odd size with
    ///   subsampled chroma); the caller then shows the coded values as the ffmpeg CLI does.
    /// - Throws: A ``MediaError`` when zimg or FFmpeg fails.
    func convert(
        _ frame: UnsafeMutablePointer<AVFrame>, plan: ColorPlan, conversion: ColorPlan.Conversion
    ) throws(MediaError) -> [Plane]? {
        let f = frame.pointee
        guard let input = Self.inputFormat(frame, plan: plan) else { return nil }
        let (width, height) = (Int(f.width), Int(f.height))
        let newKey = Key(
            plan: plan, width: f.width, height: f.height, format: f.format, chromaLocation: f.chroma_location.rawValue)
        if newKey != key {
            key = nil
            try build(input: input, plan: plan, conversion: conversion, width: width, height: height)
            key = newKey
        }
        let source = Self.planes(of: frame, count: 3)
        let linearPlanes = Self.zimgOrder(
            try linear.reserve(width: width, height: height, format: AV_PIX_FMT_GBRPF32LE))
        try toLinear?.process(source, into: linearPlanes)
        var working = linearPlanes
        if conversion == .hlg {
            Self.applyHLGOOTF(linearPlanes, width: width, height: height)
            working = Self.zimgOrder(
                try linearBT709.reserve(width: width, height: height, format: AV_PIX_FMT_GBRPF32LE))
            try toBT709?.process(linearPlanes, into: working)
        }
        map(working, width: width, height: height, rollsOff: conversion != .gamut)
        let output = try sdr.reserve(width: width, height: height, format: AV_PIX_FMT_GBRP)
        try toSDR?.process(working, into: Self.zimgOrder(output))
        return output
    }

    /// Whether ``convert(_:plan:conversion:)`` can read `frame` (otherwise it returns `nil`).
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

        if conversion == .hlg {
            var coded = linearRGB
            coded.transfer_characteristics = input.transfer_characteristics
            coded.color_primaries = input.color_primaries
            var linear2020 = linearRGB
            linear2020.color_primaries = input.color_primaries
            toLinear = try ZimgGraph(from: input, to: coded, nominalPeakLuminance: referenceWhite)
            toBT709 = try ZimgGraph(from: linear2020, to: linearRGB, nominalPeakLuminance: referenceWhite)
        } else {
            toLinear = try ZimgGraph(from: input, to: linearRGB, nominalPeakLuminance: referenceWhite)
            toBT709 = nil
        }
        var sdrRGB = linearRGB
        sdrRGB.pixel_type = ZIMG_PIXEL_BYTE
        sdrRGB.depth = 8
        sdrRGB.transfer_characteristics = ZIMG_TRANSFER_BT709
        toSDR = try ZimgGraph(
            from: linearRGB, to: sdrRGB, nominalPeakLuminance: referenceWhite, allowsApproximateGamma: true)
    }

    /// HLG-coded BT.2020 R′G′B′ → linear display light relative to reference white, in place.
    private static func applyHLGOOTF(_ planes: [Plane], width: Int, height: Int) {
        let tables = HLGTables.shared
        forEachRow(planes, height: height) { r, g, b in
            for x in 0..<width {
                let red = tables.sceneLight(r[x])
                let green = tables.sceneLight(g[x])
                let blue = tables.sceneLight(b[x])
                // BT.2100's luminance weights for BT.2020 primaries.
                let gain = ToneMapper.hlgDisplayGain(
                    sceneLuminance: 0.2627 * red + 0.6780 * green + 0.0593 * blue, tables: tables)
                r[x] = red * gain
                g[x] = green * gain
                b[x] = blue * gain
            }
        }
    }

    private func map(_ planes: [Plane], width: Int, height: Int, rollsOff: Bool) {
        let mapper = mapper
        Self.forEachRow(planes, height: height) { r, g, b in
            for x in 0..<width { mapper.map(&r[x], &g[x], &b[x], rollsOff: rollsOff) }
        }
    }

    /// Calls `body` with the red, green and blue rows of three float planes, in bands of rows on one thread
    /// per core (each pixel is independent of the others, so the result does not depend on the split).
    private static func forEachRow(
        _ planes: [Plane], height: Int,
        _ body:
            @Sendable (UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>)
            -> Void
    ) {
        // Safe: every band writes only its own rows, and the planes outlive the call, which waits for all bands.
        nonisolated(unsafe) let planes = planes
        let bands = min(height, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            for row in (height * band / bands)..<(height * (band + 1) / bands) {
                body(
                    UnsafeMutableRawPointer(planes[0].pointer + row * planes[0].stride)
                        .assumingMemoryBound(to: Float.self),
                    UnsafeMutableRawPointer(planes[1].pointer + row * planes[1].stride)
                        .assumingMemoryBound(to: Float.self),
                    UnsafeMutableRawPointer(planes[2].pointer + row * planes[2].stride)
                        .assumingMemoryBound(to: Float.self))
            }
        }
    }

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
    /// little-endian YUV, 8 to 16 bits, rows 32-byte aligned, a size divisible by the chroma subsampling.
    private static func inputFormat(_ frame: UnsafeMutablePointer<AVFrame>, plan: ColorPlan) -> zimg_image_format? {
        let f = frame.pointee
        guard let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: f.format)) else { return nil }
        let d = descriptor.pointee
        let flags = d.flags
        let unsupported =
            UInt64(AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_BE | AV_PIX_FMT_FLAG_HWACCEL)
            | UInt64(AV_PIX_FMT_FLAG_BITSTREAM) | UInt64(AV_PIX_FMT_FLAG_ALPHA)
        guard flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0, flags & unsupported == 0, d.nb_components == 3,
            d.comp.0.plane == 0, d.comp.1.plane == 1, d.comp.2.plane == 2, d.comp.0.shift == 0
        else { return nil }
        let depth = Int(d.comp.0.depth)
        guard (8...16).contains(depth) else { return nil }
        // zimg wants whole chroma samples: width and height multiples of the subsampling.
        guard Int(f.width) % (1 << Int(d.log2_chroma_w)) == 0, Int(f.height) % (1 << Int(d.log2_chroma_h)) == 0
        else { return nil }
        let planes = planes(of: frame, count: 3)
        guard planes.allSatisfy({ Int(bitPattern: $0.pointer) % 32 == 0 && $0.stride % 32 == 0 && $0.stride > 0 })
        else { return nil }

        var format = ZimgGraph.format(width: Int(f.width), height: Int(f.height))
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
