import Foundation
import Pixels
import TestSupport
import Testing
import Video

@testable import Export

/// The pipeline's writer stage: frames written on a second thread stay in order, whole and unclobbered.
struct FrameWriteQueueTests {
    /// A 3×2 image whose every byte encodes `index`, so a file read back shows which frame it holds.
    private func image(_ index: Int) -> RGBImage {
        var image = RGBImage(width: 3, height: 2)
        image.pixels = [UInt8](repeating: UInt8(index), count: 18)
        return image
    }

    @Test func everySubmittedFrameIsWrittenWholeUnderItsOwnName() throws {
        try TemporaryFolder.with("queue") { folder in
            let output = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: false)
            let queue = FrameWriteQueue(folder: output, depth: 2)
            for index in 0..<40 { try queue.submit(image(index), index: index) }
            try queue.finish()
            for index in 0..<40 {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(output.frameFileName(index: index)))
                #expect(PPM.decode(bytes) == image(index), "frame \(index)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count == 40, "no temporary or extra files: \(names.sorted())")
        }
    }

    /// PNG frames are encoded on several threads at once (frames of different sizes take different times), yet
    /// written in order under their own names, each holding its own frame's pixels.
    @Test func pngFramesEncodedOnSeveralThreadsAreWrittenInOrderAndWhole() throws {
        try TemporaryFolder.with("queue") { folder in
            let output = try OutputFolder(path: folder.path, manifestName: "m.json", format: .png, overwrite: false)
            let queue = FrameWriteQueue(folder: output, encoders: 3, depth: 4)
            var images: [RGBImage] = []
            for index in 0..<24 {
                var picture = FrameFileFormatTests.noisyPicture(width: 16 + (index % 5) * 40, height: 12 + index)
                picture.pixels[0] = UInt8(index)
                images.append(picture)
                try queue.submit(picture, index: index)
            }
            try queue.finish()
            var modified: [Date] = []
            for (index, image) in images.enumerated() {
                let path = folder.appendingPathComponent(output.frameFileName(index: index)).path
                #expect(try PNGDecoder.decode(Array(Data(contentsOf: URL(fileURLWithPath: path)))) == image)
                modified.append(
                    try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date))
            }
            #expect(modified == modified.sorted(), "written in submission order")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count == 24, "no temporary or extra files: \(names.sorted())")
        }
    }

    @Test func aFailedWriteStopsTheQueueAndLeavesTheExistingFileAlone() throws {
        try TemporaryFolder.with("queue") { folder in
            let output = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: false)
            let taken = folder.appendingPathComponent(output.frameFileName(index: 2))
            try Data("old".utf8).write(to: taken)
            let queue = FrameWriteQueue(folder: output, depth: 1)
            var submitError: MediaError?
            for index in 0..<20 {
                do throws(MediaError) {
                    try queue.submit(image(index), index: index)
                } catch {
                    submitError = error
                    break
                }
            }
            #expect {
                try queue.finish()
            } throws: { error in
                (error as? MediaError)?.is(MediaError.fileExists) == true
            }
            if let submitError { #expect(submitError.is(MediaError.fileExists)) }
            #expect(try Data(contentsOf: taken) == Data("old".utf8))
            let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(frames == ["frame-00000.ppm", "frame-00001.ppm", "frame-00002.ppm"], "nothing after the failure")
        }
    }
}
