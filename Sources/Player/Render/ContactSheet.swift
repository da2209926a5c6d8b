import Video

/// A grid of labelled thumbnails, for looking at many rendered frames at once.
public struct ContactSheet {
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
        let rows = max(1, (cells.count + columns - 1) / columns)
        let cellWidth = thumbnailSide + Self.margin
        let cellHeight = thumbnailSide + Self.labelHeight + Self.margin
        var sheet = RGBImage(
            width: columns * cellWidth + Self.margin, height: rows * cellHeight + Self.margin, fill: Self.background)
        for (index, cell) in cells.enumerated() {
            let left = Self.margin + (index % columns) * cellWidth
            let top = Self.margin + (index / columns) * cellHeight
            let thumbnail = Self.thumbnail(of: cell.image, fittingIn: thumbnailSide)
            let x = left + (thumbnailSide - thumbnail.width) / 2
            let y = top + (thumbnailSide - thumbnail.height) / 2
            for row in 0..<thumbnail.height {
                let source = row * thumbnail.bytesPerRow
                let destination = ((y + row) * sheet.width + x) * 3
                sheet.pixels.replaceSubrange(
                    destination..<(destination + thumbnail.bytesPerRow),
                    with: thumbnail.pixels[source..<(source + thumbnail.bytesPerRow)])
            }
            let labelWidth = BitmapFont.width(of: cell.label, scale: 1)
            BitmapFont.draw(
                cell.label, at: left + max(0, (thumbnailSide - labelWidth) / 2), top + thumbnailSide + 4, scale: 1,
                color: Self.labelColor, into: &sheet)
        }
        return sheet
    }

    /// `image` shrunk (never enlarged) to fit a `side`×`side` box, each output pixel the mean of the source
    /// pixels it covers.
    public static func thumbnail(of image: RGBImage, fittingIn side: Int) -> RGBImage {
        let factor = min(1, Double(side) / Double(max(image.width, image.height)))
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        var result = RGBImage(width: width, height: height)
        for y in 0..<height {
            let top = y * image.height / height
            let bottom = max(top + 1, (y + 1) * image.height / height)
            for x in 0..<width {
                let left = x * image.width / width
                let right = max(left + 1, (x + 1) * image.width / width)
                var sums = (0, 0, 0)
                for sy in top..<bottom {
                    for sx in left..<right {
                        let pixel = image[sx, sy]
                        sums = (sums.0 + Int(pixel.red), sums.1 + Int(pixel.green), sums.2 + Int(pixel.blue))
                    }
                }
                let count = (bottom - top) * (right - left)
                result[x, y] = RGBImage.Pixel(
                    red: UInt8(sums.0 / count), green: UInt8(sums.1 / count), blue: UInt8(sums.2 / count))
            }
        }
        return result
    }
}
