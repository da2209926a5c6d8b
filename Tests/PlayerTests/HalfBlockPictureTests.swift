import Foundation
import Pixels
import Testing
import Video

@testable import Player

/// Terminal previews as the exact escape sequences a terminal receives.
struct HalfBlockPictureTests {
    @Test func eachCellShowsTheTopPixelInFrontOfTheBottomOne() {
        var image = RGBImage(width: 2, height: 2)
        image[0, 0] = RGBImage.Pixel(red: 255, green: 0, blue: 0)
        image[1, 0] = .white
        image[0, 1] = RGBImage.Pixel(red: 0, green: 0, blue: 255)
        let lines = HalfBlockPicture.lines(of: image, fittingColumns: 10, rows: 10)
        #expect(
            lines == [
                "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀\u{1B}[38;2;255;255;255m\u{1B}[48;2;0;0;0m▀\u{1B}[0m"
            ])
    }

    @Test func aLargePictureIsShrunkToFitKeepingItsAspect() {
        let image = RGBImage(width: 160, height: 90, fill: .white)
        let lines = HalfBlockPicture.lines(of: image, fittingColumns: 40, rows: 40)
        #expect(lines.count == 11, "90 × 40/160 = 22.5 pixel rows, 11 cell rows")
        #expect(lines.allSatisfy { $0.components(separatedBy: HalfBlockPicture.upperHalf).count - 1 == 40 })
    }

    @Test func cellsAverageThePixelsTheyCover() {
        var image = RGBImage(width: 4, height: 4)
        image[0, 0] = .white
        let lines = HalfBlockPicture.lines(of: image, fittingColumns: 2, rows: 1)
        #expect(lines.first?.hasPrefix("\u{1B}[38;2;63;63;63m") == true, "one white pixel of four: \(lines)")
    }
}
