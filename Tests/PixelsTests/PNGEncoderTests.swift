import Foundation
import Pixels
import TestSupport
import Testing

/// PNG output checked against the ffmpeg CLI: its PNG encoder (FFmpeg 5.1's pngenc with our settings) is the oracle
/// for the bytes, and its PNG decoder for the pixels.
struct PNGEncoderTests {
    @Test func ffmpegDecodesExactlyThePixelsWeEncoded() throws {
        let image = Self.gradient(width: 7, height: 5)
        let folder = try TemporaryFolder.make("png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("image.png")
        let ppm = folder.appendingPathComponent("image.ppm")
        let bytes = try PNGEncoder.encode(image)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        try Data(bytes).write(to: png)
        let result = try Subprocess.run("ffmpeg", ["-v", "error", "-i", png.path, "-pix_fmt", "rgb24", "-y", ppm.path])
        #expect(result.status == 0, "\(result.stderr)")
        let decoded = try #require(PPM.decode(try Data(contentsOf: ppm)))
        #expect(decoded == image)
    }

    /// Small and odd sizes, including rows whose filtered bytes do not fill deflate's output and noise wider than
    /// one `IDAT` chunk (4096 bytes), so one row fills it more than once.
    @Test(arguments: [(1, 1), (7, 5), (33, 17), (101, 3), (2001, 4)])
    func bytesAreFFmpegsPNGEncoders(width: Int, height: Int) throws {
        let image = Self.noise(width: width, height: height, seed: UInt64(width * 1000 + height))
        #expect(try PNGEncoder.encode(image) == Self.ffmpegPNG(of: image))
    }

    /// A real picture: the first frame of a phone-shaped fixture, at 1280×720 and at its own 1920×1080 (rows of
    /// 5760 bytes, longer than one `IDAT` chunk).
    @Test(arguments: ["scale=1280:720", "null"])
    func bytesAreFFmpegsPNGEncodersForADecodedFrame(filter: String) throws {
        let frame = try Self.firstFrame(of: Fixture.path("rot-iphone-portrait.mov"), filter: filter)
        let bytes = try PNGEncoder.encode(frame)
        #expect(bytes.count > 2 * 4096, "several IDAT chunks")
        #expect(bytes == (try Self.ffmpegPNG(of: frame)))
    }

    /// Strips of one row, three rows and uneven heights give the bytes of the whole image at once: the "up" filter
    /// reaches across strips and `IDAT` chunks straddle them (noise rows of 2100 bytes; chunks of 4096).
    @Test(arguments: [[1], [3], [1, 4, 2, 10, 13, 30]])
    func stripsGiveTheWholeImagesBytes(heights: [Int]) throws {
        let image = Self.noise(width: 700, height: 60, seed: 16)
        var stream = try PNGEncoder.Stream(width: image.width)
        var top = 0
        var index = 0
        while top < image.height {
            let count = min(heights[index % heights.count], image.height - top)
            try stream.append(Self.rows(top..<top + count, of: image))
            top += count
            index += 1
        }
        #expect(try stream.finish() == PNGEncoder.encode(image))
    }

    /// A stream's picture is as tall as the rows it was given before `finish()`, however many were planned (an
    /// interrupted matrix ends its contact sheet early).
    @Test func aStreamIsAsTallAsTheRowsAppended() throws {
        let image = Self.noise(width: 33, height: 17, seed: 5)
        var stream = try PNGEncoder.Stream(width: image.width)
        try stream.append(Self.rows(0..<4, of: image))
        try stream.append(Self.rows(4..<9, of: image))
        let bytes = try stream.finish()
        #expect(bytes == (try Self.ffmpegPNG(of: Self.rows(0..<9, of: image))))
        #expect(try PNGDecoder.decode(bytes) == Self.rows(0..<9, of: image))
    }

    /// A stream dropped before its last row frees its zlib state (checked by hand under valgrind); here it must
    /// simply not disturb a stream made after it.
    @Test func anUnfinishedStreamCanBeDropped() throws {
        let image = Self.gradient(width: 20, height: 10)
        do {
            var abandoned = try PNGEncoder.Stream(width: 20)
            try abandoned.append(Self.rows(0..<4, of: image))
        }
        var stream = try PNGEncoder.Stream(width: 20)
        try stream.append(image)
        #expect(try stream.finish() == PNGEncoder.encode(image))
    }

    /// Misuse stops the process (a precondition) rather than writing a PNG no viewer opens; each case runs in a
    /// child process of its own. The control case shows the child runs the body and exits cleanly otherwise.
    @Test func misuseStopsTheProcess() async {
        await #expect(processExitsWith: .success) {
            var stream = try PNGEncoder.Stream(width: 2)
            try stream.append(RGBImage(width: 2, height: 1))
            _ = try stream.finish()
        }
        await #expect(processExitsWith: .failure, "an empty image") {
            _ = try PNGEncoder.encode(RGBImage(width: 0, height: 0))
        }
        await #expect(processExitsWith: .failure, "a stream with no width") {
            _ = try PNGEncoder.Stream(width: 0)
        }
        await #expect(processExitsWith: .failure, "a strip narrower than the picture") {
            var stream = try PNGEncoder.Stream(width: 3)
            try stream.append(RGBImage(width: 2, height: 1))
        }
        await #expect(processExitsWith: .failure, "a strip with no rows") {
            var stream = try PNGEncoder.Stream(width: 2)
            try stream.append(RGBImage(width: 2, height: 0))
        }
        await #expect(processExitsWith: .failure, "finished before any row") {
            let stream = try PNGEncoder.Stream(width: 2)
            _ = try stream.finish()
        }
    }

    /// What `ffmpeg -c:v png -pred up -compression_level 2` writes for `image`, given to it as a PPM.
    private static func ffmpegPNG(of image: RGBImage) throws -> [UInt8] {
        let folder = try TemporaryFolder.make("png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let ppm = folder.appendingPathComponent("image.ppm")
        let png = folder.appendingPathComponent("image.png")
        try Data(PPM.encode(image)).write(to: ppm)
        let result = try Subprocess.run(
            "ffmpeg",
            ["-v", "error", "-i", ppm.path, "-c:v", "png", "-pred", "up", "-compression_level", "2", "-y", png.path])
        try #require(result.status == 0, "\(result.stderr)")
        return [UInt8](try Data(contentsOf: png))
    }

    /// The first frame of `path` through `filter`, decoded by the ffmpeg CLI to RGB.
    private static func firstFrame(of path: String, filter: String) throws -> RGBImage {
        let folder = try TemporaryFolder.make("png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let ppm = folder.appendingPathComponent("frame.ppm")
        let result = try Subprocess.run(
            "ffmpeg",
            ["-v", "error", "-i", path, "-vf", filter, "-frames:v", "1", "-pix_fmt", "rgb24", "-y", ppm.path])
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(PPM.decode(try Data(contentsOf: ppm)))
    }

    private static func rows(_ range: Range<Int>, of image: RGBImage) -> RGBImage {
        var strip = RGBImage(width: image.width, height: range.count)
        strip.pixels = Array(image.pixels[range.lowerBound * image.bytesPerRow..<range.upperBound * image.bytesPerRow])
        return strip
    }

    private static func gradient(width: Int, height: Int) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBImage.Pixel(
                    red: UInt8(truncatingIfNeeded: x * 36), green: UInt8(truncatingIfNeeded: y * 60),
                    blue: UInt8(truncatingIfNeeded: x * y))
            }
        }
        return image
    }

    /// Pseudo-random bytes (a linear congruential generator), which deflate cannot shrink.
    private static func noise(width: Int, height: Int, seed: UInt64) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        var state = seed
        for index in image.pixels.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            image.pixels[index] = UInt8(truncatingIfNeeded: state >> 56)
        }
        return image
    }
}
