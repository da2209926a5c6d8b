import Foundation
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// The video queue's order, completion and abandonment, read back with ffmpeg.
struct MovieWriteQueueTests {
    /// Frame `index`'s grey level: far enough apart that a frame out of place is unmistakable.
    static func level(_ index: Int) -> UInt8 { UInt8(16 + index * 7) }

    /// With a queue of one, the appends wait for the encoder (back-pressure) and the frames still come out in
    /// the order appended, each picture once.
    @Test(arguments: [1, 2])
    func framesComeOutInTheOrderAppended(depth: Int) throws {
        try TemporaryFolder.with("movie-queue") { folder in
            let path = folder.appendingPathComponent("grey.mp4").path
            let queue = MovieWriteQueue(
                writer: try MovieWriter(path: path, width: 64, height: 48, frameRate: Rational(25, 1)), depth: depth)
            for index in 0..<30 {
                var picture = RGBImage(width: 64, height: 48)
                let level = Self.level(index)
                picture.pixels = [UInt8](repeating: level, count: picture.pixels.count)
                try queue.append(picture)
            }
            try queue.finish()
            // The writer's BT.601 limited range maps grey g to 16 + g × 219 / 255; ffmpeg's gray output reads it
            // back to full range.
            let levels = try GreyFrames.decode(path, width: 64, height: 48).map {
                GreyFrames.mean($0, width: 64, rows: 0..<48)
            }
            #expect(levels.count == 30)
            for (index, level) in levels.enumerated() {
                #expect(abs(level - Double(Self.level(index))) < 2.5, "frame \(index): \(level)")
            }
        }
    }

    /// A queue given up (a failed run) ends its thread and leaves no file, neither the video nor its temporary.
    @Test func aCancelledQueueLeavesNoFile() throws {
        try TemporaryFolder.with("movie-queue") { folder in
            let path = folder.appendingPathComponent("cut.mp4").path
            let queue = MovieWriteQueue(
                writer: try MovieWriter(path: path, width: 64, height: 48, frameRate: Rational(25, 1)))
            for _ in 0..<5 { try queue.append(RGBImage(width: 64, height: 48)) }
            queue.cancel()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }
}
