/// An owned RGB picture: 8-bit red, green, blue per pixel, rows top to bottom, tightly packed (RGB24).
///
/// This is the safe side of the decode pipeline: Video's `FrameScaler` copies decoded pixels into one, after which
/// nothing refers to FFmpeg memory.
public struct RGBImage: Sendable, Hashable {
    /// One pixel's colour.
    public struct Pixel: Sendable, Hashable, CustomStringConvertible {
        /// Red, 0–255.
        public var red: UInt8
        /// Green, 0–255.
        public var green: UInt8
        /// Blue, 0–255.
        public var blue: UInt8

        /// Creates a colour.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// Black.
        public static let black = Pixel(red: 0, green: 0, blue: 0)
        /// White.
        public static let white = Pixel(red: 255, green: 255, blue: 255)

        /// `rgb(r, g, b)`.
        public var description: String { "rgb(\(red), \(green), \(blue))" }
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 3` bytes: R, G, B for each pixel, row by row, no padding.
    public var pixels: [UInt8]

    /// The number of bytes in one row.
    public var bytesPerRow: Int { width * 3 }

    /// Creates an image filled with one colour.
    ///
    /// - Precondition: `width` and `height` are not negative.
    public init(width: Int, height: Int, fill: Pixel = .black) {
        precondition(width >= 0 && height >= 0, "negative image size \(width)x\(height)")
        self.width = width
        self.height = height
        if fill == .black {
            self.pixels = [UInt8](repeating: 0, count: width * height * 3)
        } else {
            // One pixel written by hand, then the filled part copied onto the rest, doubling each time: a few
            // dozen memcpy calls instead of a store per byte (a sheet or device-view background every frame).
            let count = width * height * 3
            self.pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let base = buffer.baseAddress, count > 0 else { return }
                base[0] = fill.red
                base[1] = fill.green
                base[2] = fill.blue
                var filled = 3
                while filled < count {
                    let chunk = min(filled, count - filled)
                    (base + filled).update(from: base, count: chunk)
                    filled += chunk
                }
                initialized = count
            }
        }
    }

    /// Wraps existing RGB24 bytes, or returns `nil` when their count is not `width × height × 3`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (0,0 is the top left).
    ///
    /// - Precondition: The point is inside the image.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let offset = self.offset(x, y)
            return Pixel(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
        }
        set {
            let offset = self.offset(x, y)
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
        }
    }

    /// The mean colour of a square of side `2 × radius + 1` around (`x`, `y`), clipped to the image; robust
    /// against the soft edges that chroma subsampling leaves.
    public func averagePixel(x: Int, y: Int, radius: Int = 2) -> Pixel {
        var sums = (0, 0, 0)
        var count = 0
        for row in max(0, y - radius)...min(height - 1, y + radius) {
            for column in max(0, x - radius)...min(width - 1, x + radius) {
                let pixel = self[column, row]
                sums.0 += Int(pixel.red)
                sums.1 += Int(pixel.green)
                sums.2 += Int(pixel.blue)
                count += 1
            }
        }
        guard count > 0 else { return .black }
        return Pixel(red: UInt8(sums.0 / count), green: UInt8(sums.1 / count), blue: UInt8(sums.2 / count))
    }

    /// The mean absolute difference per channel value (0–255) from another image of the same size, or `nil`
    /// when the sizes differ.
    public func meanAbsoluteDifference(from other: RGBImage) -> Double? {
        guard width == other.width, height == other.height else { return nil }
        guard !pixels.isEmpty else { return 0 }
        var total = 0
        for index in pixels.indices {
            total += abs(Int(pixels[index]) - Int(other.pixels[index]))
        }
        return Double(total) / Double(pixels.count)
    }

    private func offset(_ x: Int, _ y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        return (y * width + x) * 3
    }
}
