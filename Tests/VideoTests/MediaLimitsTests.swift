import TestSupport
import Testing

@testable import Video

/// Clips that claim absurd sizes or frame counts are refused when opened, before any picture memory is allocated.
struct MediaLimitsTests {
    @Test(arguments: [
        ("broken/limit-width-17000.mov", "17000x8"),
        ("broken/limit-frames-100m.mov", "100000000"),
        // A 640x360 picture under a display matrix sheared by b = 512: its bounding box is 640 × (512·640 + 360).
        ("broken/fuzz-sheared-matrix.mov", "displayed picture size 640x328040"),
    ])
    func absurdClaimIsRefusedAsInvalidDataNamingTheClaim(name: String, claim: String) {
        let path = Fixture.path(name)
        do {
            _ = try MediaFile(path: path)
            Issue.record("\(name) opened")
        } catch {
            #expect(error.is(MediaError.invalidData))
            #expect(error.path == path)
            #expect(error.message.contains(claim), "\(error)")
            #expect(error.message.contains("limit"), "\(error)")
        }
    }

    @Test func pictureThatGrowsBeyondTheLimitsMidStreamIsSkippedAsADecodeError() throws {
        let reader = try FrameReader(path: Fixture.path("broken/limit-grows-mid-stream.mov"))
        #expect(reader.info.video.width == 64 && reader.info.video.height == 64)
        var sizes: [String] = []
        while let frame = try reader.next() { sizes.append("\(frame.width)x\(frame.height)") }
        #expect(sizes == ["64x64", "64x64"], "the 17000x8 pictures never reach the scaler")
        #expect(reader.decodeErrors == 2)
    }

    @Test func fixturesAreWithinTheLimits() throws {
        for name in Fixture.playableClips {
            let info = try MediaFile(path: Fixture.path(name)).info
            #expect(MediaLimits.violation(of: info.video, containerDuration: info.duration) == nil, "\(name)")
        }
    }
}
