import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// Videos written by ``MovieWriter`` checked with the reference tools: ffprobe for size, rate and frame count,
/// ffmpeg's `psnr` filter for the pictures.
struct MovieWriterTests {
    /// A picture that changes every frame: a gradient, a moving block and thin lines (sharp edges that a blurry
    /// encode would lose).
    static func picture(_ index: Int, width: Int, height: Int) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBImage.Pixel(
                    red: UInt8(x * 255 / width), green: UInt8(y * 255 / height), blue: UInt8((x + y + index * 7) % 256))
            }
        }
        let left = (index * 9) % (width - 20)
        for y in (height / 8)..<(height / 8 + 20) {
            for x in left..<(left + 20) { image[x, y] = RGBImage.Pixel(red: 250, green: 240, blue: 20) }
        }
        for x in stride(from: 0, to: width, by: 16) {
            for y in (height / 2)..<height { image[x, y] = .white }
        }
        return image
    }

    static func writeVideo(
        to path: String, frames: Int, width: Int, height: Int, rate: Rational
    ) throws -> [RGBImage] {
        let writer = try MovieWriter(path: path, width: width, height: height, frameRate: rate)
        var pictures: [RGBImage] = []
        for index in 0..<frames {
            let picture = Self.picture(index, width: width, height: height)
            try writer.append(picture)
            pictures.append(picture)
        }
        try writer.finish()
        return pictures
    }

    @Test(arguments: ["mp4", "mov"])
    func ffprobeReadsTheSizeRateAndFrameCount(container: String) throws {
        let folder = try TemporaryFolder.make("movie")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("run.\(container)").path
        _ = try Self.writeVideo(to: path, frames: 25, width: 192, height: 108, rate: Rational(25, 1))
        let stream = try #require(try FFprobe.videoStream(path, countFrames: true))
        #expect(stream.width == 192 && stream.height == 108)
        #expect(stream.rFrameRate == "25/1" && stream.avgFrameRate == "25/1")
        #expect(stream.nbReadFrames == "25")
        #expect(stream.pixFmt == "yuv420p")
        #expect(stream.codecName == "h264", "Debian's libavcodec has libx264")
        // The pictures are SDR BT.709 and the YUV is BT.709 limited range: the tags say what was written
        // (framesMatchThePNGsAbove40dB decodes by these tags).
        #expect(stream.colorSpace == "bt709" && stream.colorPrimaries == "bt709" && stream.colorTransfer == "bt709")
        #expect(stream.colorRange == "tv")
        let duration = try #require(stream.formatDuration)
        #expect(abs(duration - 1.0) < 0.05, "25 frames at 25 fps last one second, not \(duration)")
    }

    @Test func anNTSCRateIsKeptExactly() throws {
        let folder = try TemporaryFolder.make("movie")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ntsc.mp4").path
        _ = try Self.writeVideo(to: path, frames: 6, width: 64, height: 64, rate: Rational(30000, 1001))
        let stream = try #require(try FFprobe.videoStream(path, countFrames: true))
        #expect(stream.rFrameRate == "30000/1001")
        #expect(stream.nbReadFrames == "6")
    }

    @Test func framesMatchThePNGsAbove40dB() throws {
        let folder = try TemporaryFolder.make("movie")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("run.mp4").path
        let pictures = try Self.writeVideo(to: path, frames: 12, width: 320, height: 240, rate: Rational(30, 1))
        for (index, picture) in pictures.enumerated() {
            try Data(try PNGEncoder.encode(picture))
                .write(to: folder.appendingPathComponent(String(format: "frame-%05d.png", index)))
        }
        let psnr = try PSNR.average(
            video: path, pictures: folder.appendingPathComponent("frame-%05d.png").path, rate: "30")
        #expect(psnr.decibels >= 40, "PSNR \(psnr.decibels) dB")
        #expect(psnr.frames == 12)
    }

    /// A picture smaller than the canvas is centred on black; one wider is cropped to its middle.
    @Test func aPictureIsCentredOnBlackAndCroppedToTheCanvas() throws {
        let folder = try TemporaryFolder.make("movie")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("centred.mp4").path
        // 80 × 20 on 64 × 48: columns 8..<72 show, rows 14..<34; the picture is grey 100 there and 250 outside.
        var picture = RGBImage(width: 80, height: 20)
        for y in 0..<20 {
            for x in 0..<80 {
                let grey: UInt8 = (8..<72).contains(x) ? 100 : 250
                picture[x, y] = RGBImage.Pixel(red: grey, green: grey, blue: grey)
            }
        }
        let writer = try MovieWriter(path: path, width: 64, height: 48, frameRate: Rational(25, 1))
        for _ in 0..<3 { try writer.append(picture) }
        try writer.finish()
        let frames = try GreyFrames.decode(path, width: 64, height: 48)
        #expect(frames.count == 3)
        let frame = try #require(frames.last)
        #expect(GreyFrames.mean(frame, width: 64, rows: 0..<12) < 3, "black above")
        #expect(abs(GreyFrames.mean(frame, width: 64, rows: 16..<32) - 100) < 3, "the middle 64 columns")
        #expect(GreyFrames.mean(frame, width: 64, rows: 36..<48) < 3, "black below")
    }

    @Test func anUnfinishedWriterLeavesNoFile() throws {
        let folder = try TemporaryFolder.make("movie")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cut.mp4").path
        do {
            let writer = try MovieWriter(path: path, width: 64, height: 64, frameRate: Rational(30, 1))
            try writer.append(Self.picture(0, width: 64, height: 64))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anExistingFileIsNotReplacedWithoutOverwrite() throws {
        let folder = try TemporaryFolder.make("movie")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("taken.mp4").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            throwsMediaError(MediaError.fileExists) {
                _ = try MovieWriter(path: path, width: 64, height: 64, frameRate: Rational(30, 1))
            })
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("keep".utf8))
        let writer = try MovieWriter(path: path, width: 64, height: 64, frameRate: Rational(30, 1), overwrite: true)
        try writer.append(Self.picture(0, width: 64, height: 64))
        try writer.finish()
        #expect(try FFprobe.videoStream(path)?.width == 64, "overwrite replaces the file")
    }
}
