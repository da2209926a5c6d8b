import Testing
import Video

@testable import Export

/// The disk-space estimate a run checks before writing frame files.
struct DiskSpaceEstimateTests {
    @Test func aMinuteOf1080pPPMFramesIsAbout11GB() {
        let estimate = DiskSpaceEstimate(
            frameCount: 1800, width: 1920, height: 1080, format: .ppm, availableBytes: 3_400_000_000)
        #expect(estimate.neededBytes == 1800 * (17 + 1920 * 1080 * 3), "\"P6\\n1920 1080\\n255\\n\" is 17 bytes")
        #expect(!estimate.fits)
        #expect(
            estimate.refusal(frameCount: 1800, folder: "out")
                == "out: the 1800 frame files need up to 11.2 GB but only 3.4 GB is free; use --format png, a lower "
                + "--scale or --fps, or another --out")
    }

    @Test func filesThatFitAreAllowed() {
        #expect(DiskSpaceEstimate(neededBytes: 10, availableBytes: 10).fits)
        #expect(!DiskSpaceEstimate(neededBytes: 11, availableBytes: 10).fits)
    }
}
