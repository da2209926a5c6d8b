import Video

/// A grid of labelled thumbnails, for looking at many rendered frames at once.
public struct ContactSheet: Sendable {
    /// The side of the square box each thumbnail is fitted into, in pixels.
    public var thumbnailSide = 200
    /// Columns in the grid.
    public var columns: Int
    /// The sheet's background, a dark grey so a frame's black bars stay visible as part of the frame.
    public static let background = RGBImage.Pixel(red: 48, green: 48, blue: 48)
    /// The label colour.
    public static let labelColor = RGBImage.Pixel.white

    private static let margin = 12
    private static let labelHeight = BitmapFont.glyphHeight + 6

    /// Creates a sheet layout with `columns` columns.
    public init(columns: Int) {
        precondition(columns > 0, "a sheet has at least one column")
        self.columns = columns
    }

    /// The sheet for `cells`, row by row.
    public func render(_ cells: [(label: String, image: RGBImage)]) -> RGBImage {
        render(thumbnails: cells.map { ($0.label, thumbnail($0.image)) })
    }

    /// The thumbnail this sheet shows for `image`: ``thumbnail(of:fittingIn:)`` at ``thumbnailSide``. Making
    /// the thumbnails where the images are rendered (on several threads, say) and handing them to
    /// ``render(thumbnails:)`` gives the sheet ``render(_:)`` gives.
    public func thumbnail(_ image: RGBImage) -> RGBImage {
        Self.thumbnail(of: image, fittingIn: thumbnailSide)
    }

    /// The sheet for `thumbnails` made by ``thumbnail(_:)``, row by row.
    public func render(thumbnails: [(label: String, image: RGBImage)]) -> RGBImage {
        let rows = max(1, (thumbnails.count + columns - 1) / columns)
        let cellWidth = thumbnailSide + Self.margin
        let cellHeight = thumbnailSide + Self.labelHeight + Self.margin
        var sheet = Self.backgroundImage(
            width: columns * cellWidth + Self.margin, height: rows * cellHeight + Self.margin)
        for (index, (label, thumbnail)) in thumbnails.enumerated() {
            precondition(
                thumbnail.width <= thumbnailSide && thumbnail.height <= thumbnailSide, "a thumbnail larger than its box"
            )
            let left = Self.margin + (index % columns) * cellWidth
            let top = Self.margin + (index / columns) * cellHeight
            let x = left + (thumbnailSide - thumbnail.width) / 2
            let y = top + (thumbnailSide - thumbnail.height) / 2
            for row in 0..<thumbnail.height {
                let source = row * thumbnail.bytesPerRow
                let destination = ((y + row) * sheet.width + x) * 3
                sheet.pixels.replaceSubrange(
                    destination..<(destination + thumbnail.bytesPerRow),
                    with: thumbnail.pixels[source..<(source + thumbnail.bytesPerRow)])
            }
            let labelWidth = BitmapFont.width(of: label, scale: 1)
            BitmapFont.draw(
                label, at: left + max(0, (thumbnailSide - labelWidth) / 2), top + thumbnailSide + 4, scale: 1,
                color: Self.labelColor, into: &sheet)
        }
        return sheet
    }

    /// A `width` × `height` image of ``background``, written straight into its bytes: `RGBImage`'s own fill
    /// initializer appends a fresh three-byte array per pixel, which for a whole catalog's sheet (millions of
    /// pixels) cost more than the rest of drawing it (perf).
    private static func backgroundImage(width: Int, height: Int) -> RGBImage {
        let count = width * height * 3
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            for offset in stride(from: 0, to: count, by: 3) {
                buffer[offset] = background.red
                buffer[offset + 1] = background.green
                buffer[offset + 2] = background.blue
            }
            initialized = count
        }
        return RGBImage(width: width, height: height, pixels: pixels)!
    }

    /// `image` shrunk (never enlarged) to fit a `side`×`side` box, each output pixel the mean of the source
    /// pixels it covers.
    public static func thumbnail(of image: RGBImage, fittingIn side: Int) -> RGBImage {
        let factor = min(1, Double(side) / Double(max(image.width, image.height)))
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        // Straight on the bytes rather than through `RGBImage`'s pixel subscript, whose bounds checks and
        // copies made this the slowest part of `pivot matrix`'s serial tail; the sums are the same.
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { destination in
                for y in 0..<height {
                    let top = y * image.height / height
                    let bottom = max(top + 1, (y + 1) * image.height / height)
                    for x in 0..<width {
                        let left = x * image.width / width
                        let right = max(left + 1, (x + 1) * image.width / width)
                        var sums = (0, 0, 0)
                        for sy in top..<bottom {
                            var offset = (sy * image.width + left) * 3
                            for _ in left..<right {
                                sums.0 += Int(source[offset])
                                sums.1 += Int(source[offset + 1])
                                sums.2 += Int(source[offset + 2])
                                offset += 3
                            }
                        }
                        let count = (bottom - top) * (right - left)
                        let out = (y * width + x) * 3
                        destination[out] = UInt8(sums.0 / count)
                        destination[out + 1] = UInt8(sums.1 / count)
                        destination[out + 2] = UInt8(sums.2 / count)
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)!
    }
}
