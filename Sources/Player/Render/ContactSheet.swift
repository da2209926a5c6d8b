import Pixels
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

    static let margin = 12
    static let labelHeight = BitmapFont.glyphHeight + 6

    /// Creates a sheet layout with `columns` columns.
    public init(columns: Int) {
        precondition(columns > 0, "a sheet has at least one column")
        self.columns = columns
    }

    /// The thumbnail this sheet shows for `image`: ``thumbnail(of:fittingIn:)`` at ``thumbnailSide``, made where
    /// the image is rendered (on several threads, say) and drawn into the sheet by ``ContactSheetRows``.
    public func thumbnail(_ image: RGBImage) -> RGBImage {
        Self.thumbnail(of: image, fittingIn: thumbnailSide)
    }

    /// The sheet's width in pixels.
    public var width: Int { columns * cellWidth + Self.margin }

    /// A grid cell's width: the thumbnail's box and the margin on its left.
    var cellWidth: Int { thumbnailSide + Self.margin }
    /// A grid cell's height: the thumbnail's box, its label and the margin under them.
    var cellHeight: Int { thumbnailSide + Self.labelHeight + Self.margin }

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

/// A ``ContactSheet`` drawn one grid row at a time as its thumbnails arrive, in order: each finished grid row comes
/// back as a band of the sheet's pixel rows, to be encoded and dropped while later cells are still being rendered,
/// so a sheet of any length holds one grid row in memory and costs little after its last cell.
///
/// Stacked top to bottom, the bands are the whole sheet: the first also holds the top margin, and the last (from
/// ``finish()``) is the unfinished grid row with its empty cells, or one empty row when nothing was added.
public struct ContactSheetRows {
    /// The sheet's layout.
    public let sheet: ContactSheet
    /// The grid row being drawn, and the sheet row its first pixel row is.
    private var band: RGBImage
    private var bandTop = 0
    /// Thumbnails added so far.
    public private(set) var count = 0

    /// Starts an empty sheet laid out as `sheet`.
    public init(sheet: ContactSheet) {
        self.sheet = sheet
        band = Self.emptyBand(sheet, row: 0)
    }

    /// Draws `thumbnail` (made by ``ContactSheet/thumbnail(_:)``) and its label into the next cell.
    ///
    /// - Returns: The band of sheet rows this cell finishes (its grid row), or `nil` while the row has room.
    /// - Precondition: `thumbnail` fits the sheet's thumbnail box.
    public mutating func add(_ thumbnail: RGBImage, label: String) -> RGBImage? {
        let side = sheet.thumbnailSide
        precondition(thumbnail.width <= side && thumbnail.height <= side, "a thumbnail larger than its box")
        let column = count % sheet.columns
        let left = ContactSheet.margin + column * sheet.cellWidth
        let top = ContactSheet.margin + (count / sheet.columns) * sheet.cellHeight - bandTop
        let x = left + (side - thumbnail.width) / 2
        let y = top + (side - thumbnail.height) / 2
        for row in 0..<thumbnail.height {
            let source = row * thumbnail.bytesPerRow
            let destination = ((y + row) * band.width + x) * 3
            band.pixels.replaceSubrange(
                destination..<(destination + thumbnail.bytesPerRow),
                with: thumbnail.pixels[source..<(source + thumbnail.bytesPerRow)])
        }
        let labelWidth = BitmapFont.width(of: label, scale: 1)
        BitmapFont.draw(
            label, at: left + max(0, (side - labelWidth) / 2), top + side + 4, scale: 1, color: ContactSheet.labelColor,
            into: &band)
        count += 1
        guard column == sheet.columns - 1 else { return nil }
        return nextBand()
    }

    /// The last band: the unfinished grid row, or an empty one when nothing was added; `nil` when the last cell
    /// finished its row and ``add(_:label:)`` returned it.
    public consuming func finish() -> RGBImage? {
        count == 0 || count % sheet.columns != 0 ? band : nil
    }

    /// Hands back the finished grid row's band and starts the next row's.
    private mutating func nextBand() -> RGBImage {
        let finished = band
        bandTop += finished.height
        band = Self.emptyBand(sheet, row: count / sheet.columns)
        return finished
    }

    /// Grid row `row`'s band of background: the row's cells, and the top margin above the first.
    private static func emptyBand(_ sheet: ContactSheet, row: Int) -> RGBImage {
        RGBImage(
            width: sheet.width, height: sheet.cellHeight + (row == 0 ? ContactSheet.margin : 0),
            fill: ContactSheet.background)
    }
}
