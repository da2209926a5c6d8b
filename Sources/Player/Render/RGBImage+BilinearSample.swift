import Pixels
import Video

extension RGBImage {
    /// The colour at a fractional pixel position, interpolated between the four nearest pixel centres; positions
    /// outside the image take the nearest edge pixel.
    ///
    /// - Parameters:
    ///   - x: The column, where 0 is the centre of the first column.
    ///   - y: The row, where 0 is the centre of the first row.
    /// - Precondition: The image is not empty.
    func bilinearSample(x: Double, y: Double) -> Pixel {
        let x = min(max(x, 0), Double(width - 1))
        let y = min(max(y, 0), Double(height - 1))
        let left = Int(x)
        let top = Int(y)
        let right = min(left + 1, width - 1)
        let bottom = min(top + 1, height - 1)
        let fx = x - Double(left)
        let fy = y - Double(top)
        let base = pixels
        func channel(_ offset: Int) -> UInt8 {
            let topLeft = Double(base[(top * width + left) * 3 + offset])
            let topRight = Double(base[(top * width + right) * 3 + offset])
            let bottomLeft = Double(base[(bottom * width + left) * 3 + offset])
            let bottomRight = Double(base[(bottom * width + right) * 3 + offset])
            let upper = topLeft + (topRight - topLeft) * fx
            let lower = bottomLeft + (bottomRight - bottomLeft) * fx
            return UInt8((upper + (lower - upper) * fy).rounded())
        }
        return Pixel(red: channel(0), green: channel(1), blue: channel(2))
    }
}
