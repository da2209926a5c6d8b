import TestSupport
import Testing

@testable import Video

/// Clips that claim absurd sizes or frame counts are refused when opened, before any picture memory is allocated.
struct MediaLimitsTests {
    @Test(arguments: [
        ("broken/limit-width-17000.mov", "17000x8"),
        ("broken/limit-frames-100m.mov", "100000000"),
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

    @Test func fixturesAreWithinTheLimits() throws {
        for name in Fixture.playableClips {
            let info = try MediaFile(path: Fixture.path(name)).info
            #expect(MediaLimits.violation(of: info.video, containerDuration: info.duration) == nil, "\(name)")
        }
    }
}
