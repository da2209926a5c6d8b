import Pixels

extension RGBImage {
    /// The mean position (pixel centres) of the pixels close to `colour` (summed channel difference under 60),
    /// looking only at columns `columns` and rows `rows` (the whole image by default): where a marker of that
    /// colour landed in a drawn frame.
    ///
    /// - Returns: The centroid in pixels and how many pixels matched (0 matches gives the origin).
    public func centroid(
        of colour: Pixel, columns: Range<Int>? = nil, rows: Range<Int>? = nil
    ) -> (x: Double, y: Double, count: Int) {
        let columns = (columns ?? 0..<width).clamped(to: 0..<width)
        let rows = (rows ?? 0..<height).clamped(to: 0..<height)
        var (sumX, sumY, count) = (0.0, 0.0, 0)
        for y in rows {
            for x in columns {
                let pixel = self[x, y]
                let distance =
                    abs(Int(pixel.red) - Int(colour.red)) + abs(Int(pixel.green) - Int(colour.green))
                    + abs(Int(pixel.blue) - Int(colour.blue))
                if distance < 60 {
                    sumX += Double(x) + 0.5
                    sumY += Double(y) + 0.5
                    count += 1
                }
            }
        }
        return (sumX / Double(max(count, 1)), sumY / Double(max(count, 1)), count)
    }
}
