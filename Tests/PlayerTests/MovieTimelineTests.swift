import Foundation
import TestSupport
import Testing
import Video

@testable import Player

/// play's clock runs on the movie timeline: it starts at the movie's start, shows black during an empty edit,
/// ends with the last picture, and passes every picture that exists.
struct MovieTimelineTests {
    /// The presentation times of the pictures the source shows as the clock steps through the whole clip.
    private func shownPictures(_ source: ClipFrameSource, step: Double) throws -> [Double] {
        var shown: [Double] = []
        var time = 0.0
        while time < source.duration {
            try source.advance(to: time)
            if let current = source.currentPresentationTime, shown.last != current { shown.append(current) }
            time += step
        }
        return shown
    }

    /// ffprobe's count of decodable frames.
    private func frameCount(_ clip: String) throws -> Int? {
        try FFprobe.videoStream(Fixture.path(clip), countFrames: true)?.nbReadFrames.flatMap(Int.init)
    }

    @Test func anEmptyEditIsBlackAndTheMovieLastsToItsLastPicture() throws {
        let clip = "edge/empty-edit.mov"
        let reference = try #require(try FFprobe.videoStream(Fixture.path(clip)))
        let source = try ClipFrameSource(path: Fixture.path(clip))
        #expect(abs(source.duration - (reference.formatDuration ?? 0)) < 1e-6, "the movie's 3 s, not the stream's 1 s")
        try source.advance(to: 1.9)
        #expect(source.currentPresentationTime == nil, "nothing is shown during the empty edit")
        try source.advance(to: 2.0)
        #expect(source.currentPresentationTime == reference.startTime.flatMap(Double.init))
        #expect(try shownPictures(ClipFrameSource(path: Fixture.path(clip)), step: 0.1).count == frameCount(clip))
    }

    @Test func anMPEGTSStartingLateLosesNoPicture() throws {
        let clip = "edge/ts-offset.ts"
        let reference = try #require(try FFprobe.videoStream(Fixture.path(clip)))
        let start = try #require(reference.startTime.flatMap(Double.init))
        #expect(start > 1.4, "the fixture starts late")
        let source = try ClipFrameSource(path: Fixture.path(clip))
        #expect(abs(source.duration - (reference.duration.flatMap(Double.init) ?? 0)) < 1e-6)
        let shown = try shownPictures(source, step: 1.0 / 30)
        #expect(shown.count == (try frameCount(clip)))
        #expect(abs((shown.first ?? 0) - start) < 1e-6, "frame times stay presentation times")
    }

    @Test func aRawStreamOfUnknownDurationShowsEveryPicture() throws {
        let clip = "edge/raw.h264"
        let reference = try #require(try FFprobe.videoStream(Fixture.path(clip)))
        #expect(reference.duration == nil && reference.formatDuration == nil, "the container says no duration")
        let source = try ClipFrameSource(path: Fixture.path(clip))
        let count = try #require(try frameCount(clip))
        #expect(count == 48)
        #expect(abs(source.duration - Double(count) / 24) < 1e-6)
        #expect(try shownPictures(source, step: 1.0 / 24).count == count)
    }

    @Test func anOrdinaryMovieKeepsItsDuration() throws {
        let source = try ClipFrameSource(path: Fixture.path("ar-16x9.mov"))
        #expect(abs(source.duration - 3.0) < 1e-6)
        try source.advance(to: 0)
        #expect(source.currentPresentationTime == 0)
    }
}
