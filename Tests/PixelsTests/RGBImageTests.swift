import Pixels
import Testing

/// RGBImage's own behaviour: filling, reading back.
struct RGBImageTests {
    /// A coloured fill reaches every pixel, whatever the size (the fill copies in doubling chunks, so sizes that
    /// are not a power of two exercise the last, partial chunk).
    @Test(arguments: [(1, 1), (3, 1), (852, 393), (861, 937), (0, 5), (5, 0)])
    func colouredFillReachesEveryPixel(width: Int, height: Int) {
        let colour = RGBImage.Pixel(red: 48, green: 7, blue: 250)
        let image = RGBImage(width: width, height: height, fill: colour)
        #expect(image.pixels.count == width * height * 3)
        for y in 0..<height {
            for x in 0..<width where image[x, y] != colour {
                Issue.record("pixel (\(x), \(y)) is \(image[x, y])")
                return
            }
        }
    }
}
