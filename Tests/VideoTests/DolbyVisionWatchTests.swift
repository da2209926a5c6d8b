import Testing

@testable import Video

/// Issue 26: a later frame whose Dolby Vision metadata cannot be applied is shown from its base layer, and says so
/// once, with its index.
struct DolbyVisionWatchTests {
    private static let unit: [Double] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
    private static let passThrough = DolbyVisionReshaping.Curve(pivots: [], pieces: [])
    private static let reshaping = DolbyVisionReshaping(
        curves: [passThrough, passThrough, passThrough], yccToRGB: unit, offset: [0, 0, 0], rgbToLMS: unit,
        sourceMinPQ: 62 / 4095, sourceMaxPQ: 3079 / 4095)

    /// The refusal the RPU parser itself raises for pivots that do not ascend.
    private static func damaged() -> DolbyVisionReshaping.Unsupported {
        do {
            _ = try DolbyVisionReshaping.Curve(
                pivots: [0, 300, 200],
                pieces: .init(repeating: .init(method: .polynomial, order: 1, coefficients: [0, 1, 0]), count: 2),
                coefficientBits: 23, baseLayerBits: 10)
        } catch {
            return error
        }
        Issue.record("descending pivots were accepted")
        return .init(reason: "")
    }

    @Test func aDamagedFrameAfterReshapedOnesWarnsOnceWithItsIndex() {
        var watch = DolbyVisionWatch()
        for index in 0..<4 {
            watch.note(frame: index, reshaping: Self.reshaping, failure: nil, isConverted: true)
        }
        #expect(watch.warning == nil)
        watch.note(frame: 4, reshaping: nil, failure: Self.damaged(), isConverted: true)
        let first = watch.warning
        #expect(
            first
                == "frame 4's Dolby Vision metadata with reshaping pivots that do not ascend cannot be applied; "
                + "it and any later frame like it are shown from the base layer without it")
        watch.note(frame: 5, reshaping: nil, failure: nil, isConverted: true)
        watch.note(frame: 6, reshaping: Self.reshaping, failure: nil, isConverted: true)
        watch.note(frame: 7, reshaping: nil, failure: Self.damaged(), isConverted: true)
        #expect(watch.warning == first, "only the first such frame is named")
    }

    @Test func metadataRemovedMidStreamWarns() {
        var watch = DolbyVisionWatch()
        watch.note(frame: 0, reshaping: Self.reshaping, failure: nil, isConverted: true)
        watch.note(frame: 1, reshaping: Self.reshaping, failure: nil, isConverted: true)
        watch.note(frame: 2, reshaping: nil, failure: nil, isConverted: true)
        #expect(watch.warning?.hasPrefix("frame 2 carries no Dolby Vision metadata") == true, "\(watch.warning ?? "")")
    }

    @Test func clipsWithoutReshapingOrWithoutConversionNeverWarnHere() {
        // No Dolby Vision at all; a first frame that fails (colorConversion(for:) words that one); --tonemap none.
        var plain = DolbyVisionWatch()
        var failingFirst = DolbyVisionWatch()
        var unconverted = DolbyVisionWatch()
        for index in 0..<3 {
            plain.note(frame: index, reshaping: nil, failure: nil, isConverted: true)
            failingFirst.note(frame: index, reshaping: nil, failure: Self.damaged(), isConverted: true)
            unconverted.note(
                frame: index, reshaping: index == 0 ? Self.reshaping : nil, failure: nil, isConverted: false)
        }
        #expect(plain.warning == nil)
        #expect(failingFirst.warning == nil)
        #expect(unconverted.warning == nil)
    }
}
