import TestSupport
import Testing

@testable import Video

/// Which stream properties make Pivot show a clip differently from how it is meant to be shown.
struct PresentationWarningsTests {
    @Test func aDolbyVisionEnhancementLayerIsWarnedAboutAndTheAppliedReshapingIsNot() throws {
        var video = try MediaFile(path: Fixture.path("edge/hlg-tags.mov")).info.video
        #expect(video.presentationWarnings.isEmpty)
        video.dolbyVision = DolbyVisionConfiguration(
            profile: 8, level: 2, baseLayerCompatibility: 4, hasRPU: true, hasEnhancementLayer: false)
        #expect(video.presentationWarnings.isEmpty, "the RPU's reshaping is applied")
        video.dolbyVision = DolbyVisionConfiguration(
            profile: 7, level: 6, baseLayerCompatibility: 6, hasRPU: true, hasEnhancementLayer: true)
        #expect(video.presentationWarnings.count == 1)
        #expect(video.presentationWarnings.first?.contains("Dolby Vision profile 7 enhancement layer") == true)
    }

    @Test func interlacedFieldOrdersAreWarnedAboutAndProgressiveIsNot() throws {
        let interlaced = try MediaFile(path: Fixture.path("edge/interlaced.mov")).info.video
        #expect(interlaced.fieldOrder == "tt" && interlaced.isInterlaced)
        #expect(interlaced.presentationWarnings.count == 1)
        let progressive = try MediaFile(path: Fixture.path("ar-4x3.mov")).info.video
        #expect(!progressive.isInterlaced && progressive.presentationWarnings.isEmpty)
    }

    @Test func aMatrixThatIsNotAQuarterTurnIsAppliedSoNothingIsWarnedAbout() throws {
        let tilted = try MediaFile(path: Fixture.path("edge/matrix-30.mov")).info.video
        #expect(tilted.rotation == 29, "ffprobe prints 29 for the fixture's 30° matrix")
        #expect(tilted.angledTransform != nil && tilted.transform == .identity)
        #expect(tilted.presentationWarnings.isEmpty)
        let portrait = try MediaFile(path: Fixture.path("rot-iphone-portrait.mov")).info.video
        #expect(portrait.presentationWarnings.isEmpty)
    }
}
