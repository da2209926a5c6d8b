import Pixels
import Snapshot
import Testing

struct TriptychTests {
    let reference = TestImages.gradient()

    @Test func panelsSitSideBySideAtFullScale() {
        let actual = TestImages.changing(reference, x: 5, y: 6, to: .black)
        let triptych = Triptych.make(reference: reference, actual: actual)
        #expect(triptych.width == 3 * 40 + 2 * Triptych.gap)
        #expect(triptych.height == 30)
        let actualLeft = 40 + Triptych.gap
        let differenceLeft = 2 * (40 + Triptych.gap)
        for (x, y) in [(0, 0), (5, 6), (39, 29), (17, 11)] {
            #expect(triptych[x, y] == reference[x, y], "reference panel at \(x),\(y)")
            #expect(triptych[actualLeft + x, y] == actual[x, y], "actual panel at \(x),\(y)")
        }
        #expect(triptych[differenceLeft + 5, 6] == Triptych.highlight, "difference panel")
        #expect(triptych[40, 0] == Triptych.background, "the gap")
    }

    @Test func onlyTheDifferingPixelIsHighlighted() {
        let actual = TestImages.changing(reference, x: 5, y: 6, to: .black)
        let difference = Triptych.differenceImage(reference: reference, actual: actual)
        var highlighted: [String] = []
        for y in 0..<difference.height {
            for x in 0..<difference.width where difference[x, y] == Triptych.highlight {
                highlighted.append("\(x),\(y)")
            }
        }
        #expect(highlighted == ["5,6"])
    }

    @Test func changesWithinTheToleranceAreNotHighlighted() {
        let original = reference[5, 6]
        let actual = TestImages.changing(
            reference, x: 5, y: 6, to: RGBImage.Pixel(red: original.red + 1, green: original.green, blue: original.blue)
        )
        let difference = Triptych.differenceImage(
            reference: reference, actual: actual, tolerance: .init(perceptualPrecision: 0.98))
        #expect(difference[5, 6] != Triptych.highlight)
    }

    @Test func pixelsOnlyOnePictureHasAreHighlighted() {
        let actual = TestImages.gradient(width: 42, height: 30)
        let difference = Triptych.differenceImage(reference: reference, actual: actual)
        #expect(difference.width == 42)
        #expect(difference[41, 0] == Triptych.highlight)
        #expect(difference[39, 0] != Triptych.highlight)
    }
}
