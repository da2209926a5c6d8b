/// Turns a packed RGB24 picture by an ``AngledTransform`` into its bounding box, on black.
///
/// Each destination pixel's centre is mapped back into the source and read with bilinear interpolation, as
/// ffmpeg's `rotate` filter does by default (`bilinear=1`, `fillcolor=black`); pixels whose centre falls outside
/// the source are black. The filter turns the YUV planes instead and ends on its own fixed-point grid, so the two
/// agree to within interpolation rounding, not bit for bit (`docs/ffmpeg-facts.md`).
struct AngledRotation {
    /// The turn.
    var transform: AngledTransform
    /// The source picture's first byte.
    var source: UnsafeRawPointer
    /// Bytes from one source row to the next.
    var sourceStride: Int
    /// The source picture's width and height in pixels.
    var sourceWidth: Int
    var sourceHeight: Int

    /// Writes the turned picture to `destination` (`width` × `height` RGB24 pixels, rows `destinationStride`
    /// bytes apart), every pixel of it.
    func apply(to destination: UnsafeMutableRawPointer, destinationStride: Int, width: Int, height: Int) {
        let (maxX, maxY) = (sourceWidth - 1, sourceHeight - 1)
        let (limitX, limitY) = (Double(sourceWidth) - 0.5, Double(sourceHeight) - 0.5)
        for y in 0..<height {
            let out = (destination + y * destinationStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let point = transform.sourcePoint(
                    x: x, y: y, boxWidth: width, boxHeight: height, width: sourceWidth, height: sourceHeight)
                guard point.x >= -0.5, point.x <= limitX, point.y >= -0.5, point.y <= limitY else {
                    out[3 * x] = 0
                    out[3 * x + 1] = 0
                    out[3 * x + 2] = 0
                    continue
                }
                // Within half a pixel of the edge the nearest row or column is repeated (clamped bilinear).
                let (fx, fy) = (max(0, point.x), max(0, point.y))
                let (x0, y0) = (min(Int(fx), maxX), min(Int(fy), maxY))
                let (x1, y1) = (min(x0 + 1, maxX), min(y0 + 1, maxY))
                let (wx, wy) = (min(1, fx - Double(x0)), min(1, fy - Double(y0)))
                let row0 = (source + y0 * sourceStride).assumingMemoryBound(to: UInt8.self)
                let row1 = (source + y1 * sourceStride).assumingMemoryBound(to: UInt8.self)
                for channel in 0..<3 {
                    let top = Double(row0[3 * x0 + channel]) * (1 - wx) + Double(row0[3 * x1 + channel]) * wx
                    let bottom = Double(row1[3 * x0 + channel]) * (1 - wx) + Double(row1[3 * x1 + channel]) * wx
                    out[3 * x + channel] = UInt8((top * (1 - wy) + bottom * wy + 0.5).rounded(.down))
                }
            }
        }
    }
}
