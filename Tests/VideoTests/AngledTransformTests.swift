import Foundation
import Pixels
import TestSupport
import Testing

@testable import Video

/// A display matrix that is not a quarter turn is applied: the picture turned on black, in the turned picture's
/// bounding box, as `ffmpeg -vf rotate=A:ow=rotw(A):oh=roth(A)` draws it.
struct AngledTransformTests {
    /// The fixture's matrix turns the picture 30° counter-clockwise (ffprobe prints 29 for the fixed-point
    /// matrix). ffmpeg's `rotate` turns clockwise for positive angles, so the oracle's angle is minus that.
    private static let clip = Fixture.path("edge/matrix-30.mov")

    /// ffmpeg's `rotate` of the stored picture into its bounding box, on black; `inRGB` converts to RGB24 first,
    /// as Pivot turns the RGB picture (the filter otherwise turns the YUV planes, chroma at half resolution).
    private static func ffmpegTurned(_ path: String, degrees: Double, inRGB: Bool) throws -> RGBImage {
        let a = String(format: "%.6f*PI/180", -degrees)
        return try FFmpegCLI.firstFrame(
            of: path, extraArguments: ["-noautorotate"],
            filter: (inRGB ? "format=rgb24," : "") + "rotate=\(a):ow=rotw(\(a)):oh=roth(\(a)):c=black")
    }

    @Test func thirtyDegreesIsDrawnLikeFFmpegsRotateIntoTheBoundingBox() throws {
        let reader = try FrameReader(path: Self.clip)
        let angle = try #require(reader.info.video.angledTransform)
        #expect(abs(angle.degrees - 30) < 0.01 && !angle.isMirrored)
        let frame = try #require(try reader.next())
        let image = try FrameScaler().makeImage(from: frame)
        let reference = try Self.ffmpegTurned(Self.clip, degrees: angle.degrees, inRGB: false)
        #expect(image.width == reference.width && image.height == reference.height, "the canvas is ffmpeg's")
        #expect(reader.info.video.displaySize == (reference.width, reference.height))
        #expect(frame.displaySize == (reference.width, reference.height))
        // The fixture is testsrc2: sharp coloured edges everywhere, where interpolating YUV at 4:2:0 and
        // interpolating RGB differ most. Measured: 5.8 against the YUV filter, 2.4 against the RGB one; the
        // same picture shifted by half a pixel gives 6.6 and 1° off gives 8.8, a wrong sign 71.
        let error = meanAbsoluteError(image, reference)
        #expect(error < 6.3, "mean abs error \(error) per channel against ffmpeg's rotate")
        let rgbReference = try Self.ffmpegTurned(Self.clip, degrees: angle.degrees, inRGB: true)
        let rgbError = meanAbsoluteError(image, rgbReference)
        #expect(rgbError < 3, "mean abs error \(rgbError) per channel against ffmpeg's rotate of the RGB picture")
        // The corners are outside the turned picture: black, as ffmpeg's fill colour.
        for (x, y) in [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)] {
            #expect(image[x, y] == RGBImage.Pixel(red: 0, green: 0, blue: 0), "corner (\(x), \(y))")
        }
    }

    @Test func withoutAutorotateTheStoredPictureIsKept() throws {
        let reader = try FrameReader(path: Self.clip)
        let frame = try #require(try reader.next())
        let image = try FrameScaler(autorotate: false).makeImage(from: frame)
        let reference = try FFmpegCLI.firstFrame(of: Self.clip, extraArguments: ["-noautorotate"])
        #expect(image == reference)
    }

    /// The sign check: a quarter turn expressed as a free angle gives exactly what the quarter-turn path (and
    /// ffmpeg's `transpose=clock`, which that path matches bit for bit) gives.
    @Test func aQuarterTurnThroughTheAngledPathEqualsTheTransposePath() throws {
        let path = Fixture.path("rot-iphone-portrait.mov")
        let reader = try FrameReader(path: path)
        #expect(reader.info.video.transform == .rotateClockwise)
        let frame = try #require(try reader.next())
        let stored = try FrameScaler(autorotate: false).makeImage(from: frame)
        let upright = try FrameScaler().makeImage(from: frame)
        // ffprobe's -90: the matrix a b / c d = 0 1 / -1 0 (FFmpeg's av_display_rotation_set(90)).
        let turn = try #require(AngledTransform(a: 0, b: 1, c: -1, d: 0))
        #expect(abs(turn.degrees + 90) < 1e-9)
        #expect(Self.turn(stored, by: turn) == upright)
    }

    /// A mirrored matrix (a horizontal flip, then 30° counter-clockwise) draws the flipped picture turned.
    @Test func aMirroredAngleIsTheFlippedPictureTurned() throws {
        let (cosine, sine) = (cos(Double.pi / 6), sin(Double.pi / 6))
        // Row vectors: flip · turn = (-1 0 / 0 1) · (cos -sin / sin cos).
        let mirrored = try #require(AngledTransform(a: -cosine, b: sine, c: sine, d: cosine))
        let turn = try #require(AngledTransform(a: cosine, b: -sine, c: sine, d: cosine))
        #expect(mirrored.isMirrored && !turn.isMirrored)
        #expect("\(mirrored)" == "mirror, then rotate 30° counter-clockwise")
        #expect("\(turn)" == "rotate 30° counter-clockwise")
        let (width, height) = (41, 23)
        let pixels = (0..<width * height * 3).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 / 7) }
        let picture = try #require(RGBImage(width: width, height: height, pixels: pixels))
        var flipped = picture
        for y in 0..<height {
            for x in 0..<width { flipped[x, y] = picture[width - 1 - x, y] }
        }
        let viaMatrix = Self.turn(picture, by: mirrored)
        let viaFlip = Self.turn(flipped, by: turn)
        #expect(viaMatrix.width == viaFlip.width && viaMatrix.height == viaFlip.height)
        let largest = zip(viaMatrix.pixels, viaFlip.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 1, "largest difference \(largest)")
    }

    @Test func displaySizeIsTheBoundingBoxRoundedAsRotateRoundsIt() throws {
        let info = try MediaFile(path: Self.clip).info.video
        let angle = try #require(info.angledTransform)
        let exact = info.exactDisplaySize()
        // 160×90 turned 30°: 160·cos 30° + 90·sin 30° = 183.56, 160·sin 30° + 90·cos 30° = 157.94.
        #expect(abs(exact.width - 183.56) < 0.01 && abs(exact.height - 157.94) < 0.01)
        #expect(info.displaySize == (184, 158))
        #expect(info.exactDisplaySize(autorotate: false).rounded == (160, 90))
        #expect(angle.roundedBoundingBox(width: 160, height: 90) == (184, 158))
    }

    /// `image` turned by `transform` into its bounding box through ``AngledRotation``.
    private static func turn(_ image: RGBImage, by transform: AngledTransform) -> RGBImage {
        let box = transform.roundedBoundingBox(width: image.width, height: image.height)
        var pixels = [UInt8](repeating: 7, count: box.width * box.height * 3)
        image.pixels.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { destination in
                AngledRotation(
                    transform: transform, source: source.baseAddress!, sourceStride: image.bytesPerRow,
                    sourceWidth: image.width, sourceHeight: image.height
                ).apply(
                    to: destination.baseAddress!, destinationStride: box.width * 3, width: box.width,
                    height: box.height)
            }
        }
        return RGBImage(width: box.width, height: box.height, pixels: pixels)!
    }

    private func meanAbsoluteError(_ a: RGBImage, _ b: RGBImage) -> Double {
        guard a.pixels.count == b.pixels.count, !a.pixels.isEmpty else { return .infinity }
        let total = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(total) / Double(a.pixels.count)
    }
}
