import Foundation
import Testing

@testable import Video

/// Seeking lands on the first frame presented at or after the target, as ffprobe lists the frames.
struct SeekTests {
    /// `best_effort_timestamp_time` of every frame, from ffprobe.
    private static func ffprobeTimes(_ path: String) throws -> [Double] {
        let output = try FFmpegCLI.run(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries", "frame=best_effort_timestamp_time",
                "-of", "csv=p=0", path,
            ])
        // Some lines carry a trailing comma (frame side data), so take the first field of each non-empty line.
        return output.split(whereSeparator: \.isNewline).compactMap { line in
            line.split(separator: ",").first.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    @Test func seekLandsOnTheFrameFFprobeLists() throws {
        // ar-16x9 is 90 frames at 30 fps with several keyframes, so seeks cross GOPs.
        let path = try #require(ExpectedClip.named("ar-16x9.mov")).path
        let times = try Self.ffprobeTimes(path).sorted()
        try #require(times.count == 90)
        let reader = try FrameReader(path: path)
        for target in [2.5, 0.0, 1.0, 1.01, 2.9, 0.52] {
            try reader.seek(to: target)
            let frame = try #require(try reader.next(), "seek to \(target)")
            let expectedIndex = try #require(times.firstIndex { $0 >= target - 1e-9 })
            #expect(abs(frame.presentationTime - times[expectedIndex]) < 1e-6, "seek to \(target)")
            #expect(frame.index == expectedIndex, "seek to \(target)")
            let next = try #require(try reader.next())
            #expect(next.index == expectedIndex + 1)
        }
    }

    @Test func seekPastTheEndYieldsNothing() throws {
        let reader = try FrameReader(path: try #require(ExpectedClip.named("codec-h264.mov")).path)
        try reader.seek(to: 100)
        #expect(try reader.next() == nil)
    }

    @Test func seekThenDecodeToEndCountsTheRest() throws {
        let path = try #require(ExpectedClip.named("ar-16x9.mov")).path
        let reader = try FrameReader(path: path)
        try reader.seek(to: 1.5)
        var last = -1
        var count = 0
        while let frame = try reader.next() {
            last = frame.index
            count += 1
        }
        #expect(last == 89)
        #expect(count == 45)
    }
}
