import TestSupport
import Testing

@testable import Video

/// Damaged files: what exists is decoded, what is missing is reported, nothing crashes or hangs.
struct BrokenInputTests {
    /// `inspect` finds the cut without decoding: the fast-start index lists 30 samples, the half file holds some.
    @Test func aTruncatedFastStartFileIsFoundFromItsIndex() throws {
        let clip = try #require(ExpectedClip.named("broken/truncated-with-index.mov"))
        let warning = try #require(try MediaFile(path: clip.path).truncation)
        guard case .truncated(let expected, let found) = warning else {
            Issue.record("expected a truncation warning, got \(warning)")
            return
        }
        #expect(expected == 30 && found >= (clip.nbReadFrames ?? 0) && found < expected, "\(warning)")
        #expect(try MediaFile(path: Fixture.path("ar-4x3.mov")).truncation == nil, "a whole file")
    }

    @Test func truncatedFileYieldsItsFramesThenWarns() throws {
        let clip = try #require(ExpectedClip.named("broken/truncated-with-index.mov"))
        let reader = try FrameReader(path: clip.path)
        var count = 0
        while try reader.next() != nil { count += 1 }
        #expect(count == clip.nbReadFrames)
        let warning = try #require(reader.warning)
        guard case .truncated(let expected, let found) = warning else {
            Issue.record("expected a truncation warning, got \(warning)")
            return
        }
        #expect(found < expected, "\(warning)")
    }

    @Test func corruptPacketsAreSkippedAndCounted() throws {
        let clip = try #require(ExpectedClip.named("broken/corrupt-mdat.mov"))
        let reader = try FrameReader(path: clip.path)
        var count = 0
        while try reader.next() != nil { count += 1 }
        #expect(count == clip.nbReadFrames)
        #expect(reader.skippedPackets + reader.decodeErrors >= 1)
    }

    @Test func audioOnlyFailsWithNoVideoStream() {
        #expect(
            throwsMediaError(MediaError.noVideoStream) {
                _ = try FrameReader(path: ExpectedClip.named("broken/audio-only.mov")!.path)
            })
    }

    @Test(arguments: ["broken/zero-bytes.mov", "broken/text-renamed.mov", "broken/truncated-no-index.mov"])
    func unreadableFilesFailWithInvalidData(name: String) {
        #expect(throwsMediaError(MediaError.invalidData) { _ = try FrameReader(path: ExpectedClip.named(name)!.path) })
    }

    @Test func cleanClipHasNoWarning() throws {
        let reader = try FrameReader(path: try #require(ExpectedClip.named("codec-h264.mov")).path)
        while try reader.next() != nil {}
        #expect(reader.warning == nil)
        #expect(reader.skippedPackets == 0)
    }
}
