import Foundation
import Pixels

/// Small pictures for the snapshot tests.
enum TestImages {
    /// A 40×30 gradient, so every pixel has its own colour.
    static func gradient(width: Int = 40, height: Int = 30) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBImage.Pixel(red: UInt8(x * 6), green: UInt8(y * 8), blue: 90)
            }
        }
        return image
    }

    /// `image` with the pixel at (`x`, `y`) set to `pixel`.
    static func changing(_ image: RGBImage, x: Int, y: Int, to pixel: RGBImage.Pixel) -> RGBImage {
        var changed = image
        changed[x, y] = pixel
        return changed
    }
}
