import TestSupport
import Testing

@testable import Video

/// One definition of the displayed size: exact for layout, rounded for pixels, the same for stream and frame.
struct DisplaySizeTests {
    @Test func anamorphicWidthIsExactAndRoundsToNearest() {
        let size = DisplaySize(
            storedWidth: 720, storedHeight: 480, sampleAspectRatio: Rational(32, 27), isTurned: false)
        #expect(abs(size.width - 853.333_333) < 1e-5)
        #expect(size.height == 480)
        #expect(size.rounded == (853, 480))
    }

    @Test func aQuarterTurnSwapsAfterScaling() {
        let size = DisplaySize(storedWidth: 720, storedHeight: 480, sampleAspectRatio: Rational(32, 27), isTurned: true)
        #expect(size.width == 480 && abs(size.height - 853.333_333) < 1e-5)
        #expect(size.rounded == (480, 853))
    }

    @Test func halvesRoundUpAndNothingRoundsToZero() {
        #expect(
            DisplaySize(storedWidth: 3, storedHeight: 2, sampleAspectRatio: Rational(1, 2), isTurned: false).rounded
                == (2, 2))
        #expect(
            DisplaySize(storedWidth: 1, storedHeight: 2, sampleAspectRatio: Rational(1, 4), isTurned: false).rounded
                == (1, 2))
        #expect(
            DisplaySize(storedWidth: 64, storedHeight: 48, sampleAspectRatio: Rational(0, 1), isTurned: false).rounded
                == (64, 48))
    }

    @Test(arguments: Fixture.playableClips + ["edge/no-sar.mov"])
    func streamAndFrameAgree(clip: String) throws {
        let reader = try FrameReader(path: Fixture.path(clip))
        let frame = try #require(try reader.next())
        #expect(frame.displaySize == reader.info.video.displaySize, "\(clip)")
        let exact = reader.info.video.exactDisplaySize()
        #expect(exact.rounded == frame.displaySize, "\(clip)")
        #expect(abs(Double(exact.rounded.width) - exact.width) <= 0.5, "\(clip)")
    }
}
