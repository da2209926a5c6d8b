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

    /// The thumbnail this sheet shows for `image`: ``thumbnail(of:fittingIn:)`` at ``thumbnailSide``, made where
    /// the image is rendered (on several threads, say) and handed to ``render(thumbnails:)``.
    public func thumbnail(_ image: RGBImage) -> RGBImage {
        Self.thumbnail(of: image, fittingIn: thumbnailSide)
    }

    /// The sheet for `thumbnails` made by ``thumbnail(_:)``, row by row.
    public func render(thumbnails: [(label: String, image: RGBImage)]) -> RGBImage {
        let rows = max(1, (thumbnails.count + columns - 1) / columns)
        let cellWidth = thumbnailSide + Self.margin
        let cellHeight = thumbnailSide + Self.labelHeight + Self.margin
        var sheet = RGBImage(
            width: columns * cellWidth + Self.margin, height: rows * cellHeight + Self.margin, fill: Self.background)
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

    /// `image` shrunk (never enlarged) to fit a `side`×`side` box, each output pixel the mean of the source
    /// pixels it covers.
    ///
    /// The boxes tile the image (a source pixel belongs to exactly one output pixel, since the image is never
    /// enlarged), so one pass over the source adds every pixel into its box's sums.
    public static func thumbnail(of image: RGBImage, fittingIn side: Int) -> RGBImage {
        let factor = min(1, Double(side) / Double(max(image.width, image.height)))
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        guard width < image.width || height < image.height else { return image }
        // The output column of each source column; box x covers x × W / w up to (x + 1) × W / w.
        var columnOf = [Int](repeating: 0, count: image.width)
        for x in 0..<width {
            for sourceX in (x * image.width / width)..<((x + 1) * image.width / width) { columnOf[sourceX] = x }
        }
        var sums = [Int](repeating: 0, count: width * 3)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        // Unchecked pointers: this loop reads every pixel of a frame, and bounds checks would double its cost.
        image.pixels.withUnsafeBufferPointer { source in
            columnOf.withUnsafeBufferPointer { columnOf in
                sums.withUnsafeMutableBufferPointer { sums in
                    var sourceY = 0
                    for y in 0..<height {
                        let bottom = (y + 1) * image.height / height
                        let rows = bottom - sourceY
                        sums.update(repeating: 0)
                        while sourceY < bottom {
                            var row = source.baseAddress! + sourceY * image.bytesPerRow
                            for sourceX in 0..<image.width {
                                let bucket = sums.baseAddress! + columnOf[sourceX] * 3
                                bucket[0] &+= Int(row[0])
                                bucket[1] &+= Int(row[1])
                                bucket[2] &+= Int(row[2])
                                row += 3
                            }
                            sourceY += 1
                        }
                        for x in 0..<width {
                            let count = rows * ((x + 1) * image.width / width - x * image.width / width)
                            for channel in 0..<3 {
                                pixels[(y * width + x) * 3 + channel] = UInt8(sums[x * 3 + channel] / count)
                            }
                        }
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)!
    }
}
