/// Copies one picture plane through a ``DisplayTransform`` (a rotation by a multiple of 90° and/or a mirror).
///
/// This is what ffmpeg's `transpose`, `hflip` and `vflip` filters do to each plane, so transforming the planes
/// before scaling gives the same pixels as the CLI's autorotate (`docs/ffmpeg-facts.md`, "Pixel-exactness").
///
/// Each destination pixel (dx, dy) reads the source byte at `origin + dx·stepX + dy·stepY`; the eight
/// transforms differ only in those three numbers.
struct PlaneTransform {
    /// The source plane's first byte.
    var source: UnsafeRawPointer
    /// Bytes from one source row to the next (may be negative).
    var sourceStride: Int
    /// The source plane's width and height in samples.
    var sourceWidth: Int
    var sourceHeight: Int
    /// Bytes per sample (1 for 8-bit planes, 2 for 10/16-bit or interleaved chroma, 3 for RGB24, …).
    var bytesPerSample: Int

    /// The destination size for `transform`.
    func destinationSize(for transform: DisplayTransform) -> (width: Int, height: Int) {
        transform.swapsDimensions ? (sourceHeight, sourceWidth) : (sourceWidth, sourceHeight)
    }

    /// Writes the transformed plane to `destination`, whose rows are `destinationStride` bytes apart.
    func apply(_ transform: DisplayTransform, to destination: UnsafeMutableRawPointer, destinationStride: Int) {
        let (w, h, bpp, stride) = (sourceWidth, sourceHeight, bytesPerSample, sourceStride)
        let (origin, stepX, stepY): (Int, Int, Int)
        switch transform {
        case .identity: (origin, stepX, stepY) = (0, bpp, stride)
        case .rotateClockwise: (origin, stepX, stepY) = ((h - 1) * stride, -stride, bpp)
        case .rotateCounterClockwise: (origin, stepX, stepY) = ((w - 1) * bpp, stride, -bpp)
        case .rotate180: (origin, stepX, stepY) = ((h - 1) * stride + (w - 1) * bpp, -bpp, -stride)
        case .flipHorizontal: (origin, stepX, stepY) = ((w - 1) * bpp, -bpp, stride)
        case .flipVertical: (origin, stepX, stepY) = ((h - 1) * stride, bpp, -stride)
        case .transpose: (origin, stepX, stepY) = (0, stride, bpp)
        case .antiTranspose: (origin, stepX, stepY) = ((h - 1) * stride + (w - 1) * bpp, -stride, -bpp)
        }
        let (dw, dh) = destinationSize(for: transform)
        let start = source + origin
        switch bpp {
        case 1:
            Self.copy(UInt8.self, start, stepX, stepY, destination, destinationStride, dw, dh, bpp)
        case 2:
            Self.copy(UInt16.self, start, stepX, stepY, destination, destinationStride, dw, dh, bpp)
        case 4:
            Self.copy(UInt32.self, start, stepX, stepY, destination, destinationStride, dw, dh, bpp)
        case 8:
            Self.copy(UInt64.self, start, stepX, stepY, destination, destinationStride, dw, dh, bpp)
        default:
            Self.copyBytes(start, stepX, stepY, destination, destinationStride, dw, dh, bpp)
        }
    }

    /// The sample copy for power-of-two sample sizes. When the source steps across rows (a transpose), the
    /// destination is filled in bands of rows so both sides stay in cache.
    private static func copy<Sample: FixedWidthInteger>(
        _: Sample.Type, _ source: UnsafeRawPointer, _ stepX: Int, _ stepY: Int,
        _ destination: UnsafeMutableRawPointer, _ destinationStride: Int, _ width: Int, _ height: Int, _ bpp: Int
    ) {
        if abs(stepX) == bpp {
            for dy in 0..<height {
                let row = source + dy * stepY
                let out = destination + dy * destinationStride
                if stepX > 0 {
                    out.copyMemory(from: row, byteCount: width * bpp)
                } else {
                    for dx in 0..<width {
                        out.storeBytes(
                            of: row.loadUnaligned(fromByteOffset: -dx * bpp, as: Sample.self),
                            toByteOffset: dx * bpp, as: Sample.self)
                    }
                }
            }
            return
        }
        let band = 16
        var top = 0
        while top < height {
            let bottom = min(height, top + band)
            for dx in 0..<width {
                let column = source + dx * stepX
                var dy = top
                while dy < bottom {
                    let value = column.loadUnaligned(fromByteOffset: dy * stepY, as: Sample.self)
                    (destination + dy * destinationStride).storeBytes(
                        of: value, toByteOffset: dx * bpp, as: Sample.self)
                    dy += 1
                }
            }
            top = bottom
        }
    }

    /// The sample copy for other sample sizes (3-byte RGB24).
    private static func copyBytes(
        _ source: UnsafeRawPointer, _ stepX: Int, _ stepY: Int,
        _ destination: UnsafeMutableRawPointer, _ destinationStride: Int, _ width: Int, _ height: Int, _ bpp: Int
    ) {
        for dy in 0..<height {
            let row = source + dy * stepY
            let out = destination + dy * destinationStride
            for dx in 0..<width {
                (out + dx * bpp).copyMemory(from: row + dx * stepX, byteCount: bpp)
            }
        }
    }
}
