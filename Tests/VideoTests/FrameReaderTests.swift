import Foundation
import Testing

@testable import Video

/// The decode loop against ffprobe's `-count_frames` and frame timestamps.
struct FrameReaderTests {
    @Test(arguments: ExpectedClip.decodable.map(\.name))
    func frameCountMatchesFFprobeAndTimesAscend(name: String) throws {
        let clip = try #require(ExpectedClip.named(name))
        let reader = try FrameReader(path: clip.path)
        var count = 0
        var previous = -Double.infinity
        var previousIndex = -1
        while let frame = try reader.next() {
            #expect(frame.presentationTime > previous, "\(name): frame \(count) at \(frame.presentationTime)")
            #expect(frame.index == previousIndex + 1)
            previous = frame.presentationTime
            previousIndex = frame.index
            count += 1
        }
        #expect(count == clip.nbReadFrames, "\(name)")
        #expect(try reader.next() == nil, "a finished reader stays finished")
    }
}
