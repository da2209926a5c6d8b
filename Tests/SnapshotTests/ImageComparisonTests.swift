import Pixels
import Snapshot
import Testing

/// The comparison's semantics are swift-snapshot-testing's: a pixel matches within ΔE ≤ (1 − perceptualPrecision)
/// × 100, a picture matches when at least `precision` of its pixels do.
struct ImageComparisonTests {
    let reference = TestImages.gradient()

    @Test func identicalPicturesMatchExactly() {
        let comparison = ImageComparison(reference: reference, actual: reference)
        #expect(comparison.matches)
        #expect(comparison.differingPixelCount == 0)
    }

    @Test func onePixelChangeFailsTheExactComparison() {
        let actual = TestImages.changing(reference, x: 39, y: 29, to: .white)
        let comparison = ImageComparison(reference: reference, actual: actual)
        #expect(!comparison.matches)
        #expect(comparison.differingPixelCount == 1)
        #expect(comparison.matchingShare == 1 - 1.0 / 1200)
    }

    @Test func precisionAllowsAShareOfDifferingPixels() {
        // 1 of 1200 pixels differs: 99.9% still passes, 99.95% does not.
        let actual = TestImages.changing(reference, x: 3, y: 4, to: .white)
        #expect(ImageComparison(reference: reference, actual: actual, tolerance: .init(precision: 0.999)).matches)
        #expect(!ImageComparison(reference: reference, actual: actual, tolerance: .init(precision: 0.9995)).matches)
    }

    @Test func perceptualPrecisionIsAColourDifferenceThreshold() {
        let original = reference[10, 10]
        let nudged = RGBImage.Pixel(red: original.red + 2, green: original.green, blue: original.blue + 1)
        let actual = TestImages.changing(reference, x: 10, y: 10, to: nudged)
        let deltaE = LabColor(original).difference(to: LabColor(nudged))
        #expect(deltaE > 0.3 && deltaE < 2, "a change near the threshold of visibility")

        let loose = ImageTolerance(perceptualPrecision: 1 - (deltaE + 0.01) / 100)
        let strict = ImageTolerance(perceptualPrecision: 1 - (deltaE - 0.01) / 100)
        #expect(ImageComparison(reference: reference, actual: actual, tolerance: loose).matches)
        let failing = ImageComparison(reference: reference, actual: actual, tolerance: strict)
        #expect(!failing.matches)
        #expect(abs(failing.maximumColorDifference - deltaE) < 1e-9)
        #expect(!ImageComparison(reference: reference, actual: actual).matches, "exact by default")
    }

    @Test func colourChangeBeyondTheHumanEyeToleranceFails() {
        let actual = TestImages.changing(reference, x: 0, y: 0, to: RGBImage.Pixel(red: 0, green: 60, blue: 90))
        let tolerance = ImageTolerance(perceptualPrecision: 0.98)
        #expect(!ImageComparison(reference: reference, actual: actual, tolerance: tolerance).matches)
    }

    @Test func differentSizesNeverMatch() {
        let actual = TestImages.gradient(width: 40, height: 31)
        let comparison = ImageComparison(
            reference: reference, actual: actual, tolerance: .init(precision: 0, perceptualPrecision: 0))
        #expect(!comparison.matches)
        #expect(comparison.description.contains("40x30") && comparison.description.contains("40x31"))
    }
}
