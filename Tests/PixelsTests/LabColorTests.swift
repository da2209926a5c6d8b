import Pixels
import Testing

/// CIEDE2000 against the published test data of Sharma, Wu and Dalal (2005), table 1, and L*a*b* against
/// the CIE definition's fixed points.
struct LabColorTests {
    /// (L1, a1, b1, L2, a2, b2, ΔE00) rows of Sharma et al.'s table 1, chosen to cover every branch of the
    /// hue arithmetic (hue wrap, zero chroma, the blue-region rotation term).
    static let sharmaPairs: [(LabColor, LabColor, Double)] = [
        (LabColor(lightness: 50, a: 2.6772, b: -79.7751), LabColor(lightness: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(lightness: 50, a: 3.1571, b: -77.2803), LabColor(lightness: 50, a: 0, b: -82.7485), 2.8615),
        (LabColor(lightness: 50, a: -1.3802, b: -84.2814), LabColor(lightness: 50, a: 0, b: -82.7485), 1.0),
        (LabColor(lightness: 50, a: 0, b: 0), LabColor(lightness: 50, a: -1, b: 2), 2.3669),
        (LabColor(lightness: 50, a: 2.49, b: -0.001), LabColor(lightness: 50, a: -2.49, b: 0.0009), 7.1792),
        (LabColor(lightness: 50, a: 2.49, b: -0.001), LabColor(lightness: 50, a: -2.49, b: 0.0011), 7.2195),
        (LabColor(lightness: 50, a: -0.001, b: 2.49), LabColor(lightness: 50, a: 0.0009, b: -2.49), 4.8045),
        (LabColor(lightness: 50, a: -0.001, b: 2.49), LabColor(lightness: 50, a: 0.0011, b: -2.49), 4.7461),
        (LabColor(lightness: 50, a: 2.5, b: 0), LabColor(lightness: 73, a: 25, b: -18), 27.1492),
        (LabColor(lightness: 50, a: 2.5, b: 0), LabColor(lightness: 50, a: 3.1736, b: 0.5854), 1.0),
        (
            LabColor(lightness: 60.2574, a: -34.0099, b: 36.2677),
            LabColor(lightness: 60.4626, a: -34.1751, b: 39.4387), 1.2644
        ),
        (
            LabColor(lightness: 63.0109, a: -31.0961, b: -5.8663),
            LabColor(lightness: 62.8187, a: -29.7946, b: -4.0864), 1.2630
        ),
        (
            LabColor(lightness: 22.7233, a: 20.0904, b: -46.6940),
            LabColor(lightness: 23.0331, a: 14.9730, b: -42.5619), 2.0373
        ),
        (
            LabColor(lightness: 90.8027, a: -2.0831, b: 1.4410), LabColor(lightness: 91.1528, a: -1.6435, b: 0.0447),
            1.4441
        ),
        (
            LabColor(lightness: 2.0776, a: 0.0795, b: -1.1350), LabColor(lightness: 0.9033, a: -0.0636, b: -0.5514),
            0.9082
        ),
    ]

    @Test(arguments: 0..<sharmaPairs.count)
    func ciede2000MatchesSharmasTable(row: Int) {
        let (first, second, expected) = Self.sharmaPairs[row]
        #expect(abs(first.difference(to: second) - expected) < 0.0001)
        #expect(abs(second.difference(to: first) - expected) < 0.0001, "ΔE00 is symmetric")
    }

    @Test func whiteAndBlackAreTheEndsOfTheLightnessAxis() {
        let white = LabColor(.white)
        let black = LabColor(.black)
        #expect(abs(white.lightness - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(black.lightness) < 0.0001 && black.chroma < 0.0001)
    }

    @Test func srgbRedHasItsPublishedLabValue() {
        // sRGB (255, 0, 0) is L* 53.24, a* 80.09, b* 67.20 (D65), as every CIE calculator gives it.
        let red = LabColor(RGBImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(abs(red.lightness - 53.24) < 0.05)
        #expect(abs(red.a - 80.09) < 0.1)
        #expect(abs(red.b - 67.20) < 0.1)
    }
}
