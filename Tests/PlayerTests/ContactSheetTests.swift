import Pixels
import Testing
import Video

@testable import Player

/// Contact-sheet thumbnails and labels.
struct ContactSheetTests {
    @Test func thumbnailAveragesTheAreaItCovers() {
        var image = RGBImage(width: 4, height: 2)
        image[0, 0] = .white
        image[1, 1] = .white
        let thumbnail = ContactSheet.thumbnail(of: image, fittingIn: 2)
        #expect(thumbnail.width == 2 && thumbnail.height == 1)
        #expect(thumbnail[0, 0] == RGBImage.Pixel(red: 127, green: 127, blue: 127), "two of four pixels white")
        #expect(thumbnail[1, 0] == .black)
    }

    /// Every thumbnail pixel is the mean of its box, computed here pixel by pixel, on noise of awkward sizes
    /// (boxes of unequal widths and heights).
    @Test(arguments: [(853, 393, 200), (393, 852, 200), (641, 3, 200), (7, 5, 3), (1000, 1, 10)])
    func thumbnailPixelsAreTheMeansOfTheirBoxes(width: Int, height: Int, side: Int) {
        var state: UInt32 = 12345
        let noise = (0..<(width * height * 3)).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
        let image = RGBImage(width: width, height: height, pixels: noise)!
        let thumbnail = ContactSheet.thumbnail(of: image, fittingIn: side)
        let factor = Double(side) / Double(max(width, height))
        #expect(thumbnail.width == max(1, Int((Double(width) * factor).rounded())))
        #expect(thumbnail.height == max(1, Int((Double(height) * factor).rounded())))
        for y in 0..<thumbnail.height {
            for x in 0..<thumbnail.width {
                let columns = (x * width / thumbnail.width)..<((x + 1) * width / thumbnail.width)
                let rows = (y * height / thumbnail.height)..<((y + 1) * height / thumbnail.height)
                var sums = [0, 0, 0]
                for row in rows {
                    for column in columns {
                        let pixel = image[column, row]
                        sums[0] += Int(pixel.red)
                        sums[1] += Int(pixel.green)
                        sums[2] += Int(pixel.blue)
                    }
                }
                let count = rows.count * columns.count
                let mean = RGBImage.Pixel(
                    red: UInt8(sums[0] / count), green: UInt8(sums[1] / count), blue: UInt8(sums[2] / count))
                #expect(thumbnail[x, y] == mean, "(\(x), \(y)) of \(width)x\(height)")
            }
        }
    }

    @Test func smallImagesAreNotEnlarged() {
        let thumbnail = ContactSheet.thumbnail(of: RGBImage(width: 30, height: 20, fill: .white), fittingIn: 200)
        #expect(thumbnail.width == 30 && thumbnail.height == 20)
    }

    /// The sheet drawn by ``ContactSheetRows`` for `count` white 100x50 frames, its bands stacked top to bottom,
    /// and the heights of the bands it handed back.
    private func drawSheet(count: Int, columns: Int) -> (image: RGBImage, bandHeights: [Int]) {
        var sheet = ContactSheet(columns: columns)
        sheet.thumbnailSide = 100
        var rows = ContactSheetRows(sheet: sheet)
        var bands: [RGBImage] = []
        for index in 0..<count {
            if let band = rows.add(
                sheet.thumbnail(RGBImage(width: 100, height: 50, fill: .white)), label: "t=0.\(index)")
            {
                bands.append(band)
            }
        }
        if let band = rows.finish() { bands.append(band) }
        #expect(bands.allSatisfy { $0.width == sheet.width })
        let stacked = RGBImage(
            width: sheet.width, height: bands.map(\.height).reduce(0, +), pixels: bands.flatMap(\.pixels))!
        return (stacked, bands.map(\.height))
    }

    @Test func sheetPlacesCellsOnAGridOverTheBackground() {
        let (image, bandHeights) = drawSheet(count: 5, columns: 2)
        #expect(image.width == 2 * 112 + 12)
        #expect(image.height == 3 * (100 + 13 + 12) + 12)
        #expect(bandHeights == [12 + 125, 125, 125], "one band per grid row, the first with the top margin")
        #expect(image[0, 0] == ContactSheet.background)
        // The first thumbnail (100x50) is centred in its 100x100 box at (12, 12).
        #expect(image[12, 12 + 25] == .white)
        #expect(image[12, 12 + 24] == ContactSheet.background)
        // The fifth starts the third grid row, in its first column; the row's second cell stays empty.
        #expect(image[12, 12 + 2 * 125 + 25] == .white)
        #expect(image[12 + 112, 12 + 2 * 125 + 25] == ContactSheet.background)
        // Its label is drawn under the box, in white, somewhere on the label's row band.
        let labelRow = (12 + 100 + 4)..<(12 + 100 + 4 + 7)
        #expect(labelRow.contains { y in (12..<112).contains { x in image[x, y] == ContactSheet.labelColor } })
    }

    @Test(arguments: [(0, 3, 1), (3, 3, 1), (4, 3, 2), (6, 3, 2), (1, 1, 1)])
    func aSheetHasOneGridRowPerColumnsThumbnailsAndNeverNone(count: Int, columns: Int, gridRows: Int) {
        let (image, bandHeights) = drawSheet(count: count, columns: columns)
        #expect(bandHeights.count == gridRows)
        #expect(image.height == 12 + gridRows * 125)
    }

    /// The PNG file is the sheet the rows drew, as FFmpeg's PNG decoder reads it back.
    @Test func theSheetsPNGHoldsTheDrawnSheet() throws {
        var sheet = ContactSheet(columns: 2)
        sheet.thumbnailSide = 100
        var file = try ContactSheetPNG(sheet: sheet)
        for index in 0..<5 {
            try file.add(sheet.thumbnail(RGBImage(width: 100, height: 50, fill: .white)), label: "t=0.\(index)")
        }
        #expect(try PNGDecoder.decode(try file.finish()) == drawSheet(count: 5, columns: 2).image)
    }

    @Test func everyLabelCharacterOfTheReportsHasAGlyph() {
        var image = RGBImage(width: 400, height: 10)
        let text = "iphone-15-pro-max landscapeRight t=1.25 (x):/"
        BitmapFont.draw(text, at: 0, 0, scale: 1, color: .white, into: &image)
        for (index, character) in text.enumerated() where character != " " {
            let columns = (index * BitmapFont.advance)..<(index * BitmapFont.advance + BitmapFont.glyphWidth)
            let inked = columns.contains { x in (0..<7).contains { y in image[x, y] == .white } }
            #expect(inked, "no glyph for \(character)")
        }
    }
}

/// Labels longer or lower than the picture are clipped to it, never drawn out of range.
struct BitmapFontClippingTests {
    @Test func aLabelPastTheRightEdgeIsClipped() {
        var image = RGBImage(width: 20, height: 10)
        BitmapFont.draw(String(repeating: "W", count: 40), at: 2, 1, scale: 2, color: .white, into: &image)
        #expect(image[2, 1] == .white, "the first glyph is drawn")
        #expect(image.width == 20 && image.height == 10)
    }

    @Test func aLabelBelowOrLeftOfThePictureDrawsNothing() {
        var image = RGBImage(width: 20, height: 10)
        BitmapFont.draw("WWW", at: 0, 30, scale: 1, color: .white, into: &image)
        BitmapFont.draw("WWW", at: -100, 0, scale: 1, color: .white, into: &image)
        #expect(image == RGBImage(width: 20, height: 10))
    }
}
