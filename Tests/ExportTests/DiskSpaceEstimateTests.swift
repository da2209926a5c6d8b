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

    /// PNG frames once got the advice to use `--format png`.
    @Test func pngFilesAreNotToldToUsePNG() {
        let estimate = DiskSpaceEstimate(
            frameCount: 1800, width: 1920, height: 1080, format: .png, availableBytes: 3_400_000_000)
        #expect(!estimate.refusal(frameCount: 1800, folder: "out").contains("--format png"))
    }

    /// `{"wait": 1e15}` rendered once overflowed the product and trapped; it now never fits.
    @Test func aCountBeyondInt64IsHeldAtTheMaximum() {
        let estimate = DiskSpaceEstimate(
            frameCount: Int(1e15 * 60), width: 1179, height: 2556, format: .ppm, availableBytes: .max - 1)
        #expect(estimate.neededBytes == .max)
        #expect(!estimate.fits)
    }

    @Test func filesThatFitAreAllowed() {
        #expect(DiskSpaceEstimate(neededBytes: 10, availableBytes: 10).fits)
        #expect(!DiskSpaceEstimate(neededBytes: 11, availableBytes: 10).fits)
    }
}
