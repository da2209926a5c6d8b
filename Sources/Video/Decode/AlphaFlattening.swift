internal import CFFmpeg

/// Composites a decoded planar YUV picture with alpha over black, in place, so that the scaler (which drops
/// alpha) shows it as an `AVPlayerLayer` on a black view does.
///
/// Each sample moves toward black by `1 - alpha`: luma toward the range's black (16 scaled to the bit depth for
/// limited range, 0 for full), chroma toward its midpoint. A subsampled chroma sample takes the alpha of the
/// first luma position it covers. Mixing in Y'CbCr is linear in the coded values, which is what a compositor
/// working on the coded signal does; the difference from mixing in linear light is a documented choice
/// (docs/media-truth.md).
enum AlphaFlattening {
    /// Flattens `frame` when its format is planar YUV with an alpha plane (yuva420p, yuva444p12le, …); other
    /// formats are left alone.
    ///
    /// - Throws: The ``MediaError`` of making the frame writable (the decoder may still reference its buffers).
    ///   The corresponding FFmpeg function is `av_frame_make_writable`.
    static func flatten(_ frame: UnsafeMutablePointer<AVFrame>) throws(MediaError) {
        let format = AVPixelFormat(rawValue: frame.pointee.format)
        guard let descriptor = av_pix_fmt_desc_get(format)?.pointee,
            descriptor.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0,
            descriptor.flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0,
            descriptor.flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0,
            descriptor.flags & UInt64(AV_PIX_FMT_FLAG_BE) == 0,
            descriptor.nb_components == 4
        else { return }
        try check(av_frame_make_writable(frame), "av_frame_make_writable")
        let depth = Int(descriptor.comp.3.depth)
        let isWide = descriptor.comp.0.step > 1
        let maximum = (1 << depth) - 1
        let isFull = frame.pointee.color_range == AVCOL_RANGE_JPEG
        let black = isFull ? 0 : 16 << (depth - 8)
        let middle = 1 << (depth - 1)
        let width = Int(frame.pointee.width)
        let height = Int(frame.pointee.height)
        let shiftX = Int(descriptor.log2_chroma_w)
        let shiftY = Int(descriptor.log2_chroma_h)
        let planes = [
            Int(descriptor.comp.0.plane), Int(descriptor.comp.1.plane), Int(descriptor.comp.2.plane),
            Int(descriptor.comp.3.plane),
        ]
        let data = [frame.pointee.data.0, frame.pointee.data.1, frame.pointee.data.2, frame.pointee.data.3]
        let strides = [
            Int(frame.pointee.linesize.0), Int(frame.pointee.linesize.1), Int(frame.pointee.linesize.2),
            Int(frame.pointee.linesize.3),
        ]
        guard let alphaBase = data[planes[3]] else { return }
        let alphaStride = strides[planes[3]]

        func sample(_ base: UnsafeMutablePointer<UInt8>, _ stride: Int, _ x: Int, _ y: Int) -> Int {
            isWide
                ? Int(UnsafeRawPointer(base + y * stride + 2 * x).loadUnaligned(as: UInt16.self))
                : Int(base[y * stride + x])
        }
        func store(_ value: Int, _ base: UnsafeMutablePointer<UInt8>, _ stride: Int, _ x: Int, _ y: Int) {
            if isWide {
                UnsafeMutableRawPointer(base + y * stride + 2 * x).storeBytes(of: UInt16(value), as: UInt16.self)
            } else {
                base[y * stride + x] = UInt8(value)
            }
        }
        for component in 0..<3 {
            guard let base = data[planes[component]] else { continue }
            let stride = strides[planes[component]]
            let target = component == 0 ? black : middle
            let (shiftW, shiftH) = component == 0 ? (0, 0) : (shiftX, shiftY)
            let planeWidth = (width + (1 << shiftW) - 1) >> shiftW
            let planeHeight = (height + (1 << shiftH) - 1) >> shiftH
            for y in 0..<planeHeight {
                for x in 0..<planeWidth {
                    let alpha = sample(alphaBase, alphaStride, x << shiftW, y << shiftH)
                    guard alpha < maximum else { continue }
                    // Rounded to nearest, symmetrically for values on either side of the target.
                    let offset = (sample(base, stride, x, y) - target) * alpha
                    let rounding = offset < 0 ? -(maximum / 2) : maximum / 2
                    store(target + (offset + rounding) / maximum, base, stride, x, y)
                }
            }
        }
    }
}
