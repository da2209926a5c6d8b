import Testing

@testable import Video

/// Damaged files: what exists is decoded, what is missing is reported, nothing crashes or hangs.
struct BrokenInputTests {
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
