import Foundation
import Pixels
import TestSupport
import Testing

@testable import Video

/// Upright RGB output: sizes, corner markers where ffmpeg's autorotate puts them, and pixels against the CLI.
struct FrameScalerTests {
    /// Fixtures whose pixels are square, so ffmpeg's output (which ignores SAR) is the display picture.
    static let squarePixelClips = ExpectedClip.decodable.filter {
        ($0.sampleAspectRatio ?? "1:1") == "1:1" && !$0.name.hasPrefix("broken/")
    }.map(\.name)

    static let markerClips = ExpectedClip.decodable.filter { $0.autorotatedCorners?.isEmpty == false }.map(\.name)

    private func firstImage(_ path: String, autorotate: Bool = true) throws -> (RGBImage, VideoFrame.Summary) {
        let reader = try FrameReader(path: path)
        let frame = try #require(try reader.next())
        // `--tonemap none`: these tests compare with the ffmpeg CLI, which decodes untagged HD as BT.601.
        let image = try FrameScaler(autorotate: autorotate, color: ColorOptions(toneMapping: .none)).makeImage(
            from: frame)
        return (image, frame.summary)
    }

    /// libswscale's slice threads change nothing: the bytes equal one thread's, for an unscaled conversion, a
    /// downscale to an odd width (libswscale's full-chroma path), an upscale, a turned clip (the planes path) and
    /// a vertically flipped one (a negative stride), over several frames.
    @Test(arguments: ["codec-h264.mov", "odd-854x480.mov", "rot-p90.mov", "rot-180.mov", "mirror-hflip.mov"])
    func sliceThreadsGiveTheBytesOfOneThread(name: String) throws {
        let reader = try FrameReader(path: Fixture.path(name))
        let single = FrameScaler(sliceThreads: 1)
        let threaded = FrameScaler(sliceThreads: 3)
        var frames = 0
        while let frame = try reader.next(), frames < 3 {
            frames += 1
            let size = single.outputSize(for: frame)
            for (width, height) in [(size.width, size.height), (699, 393), (size.width * 2 + 1, size.height * 2 - 1)] {
                let expected = try single.makeImage(from: frame, width: width, height: height)
                let actual = try threaded.makeImage(from: frame, width: width, height: height)
                #expect(actual == expected, "\(name) frame \(frames) at \(width)x\(height)")
            }
        }
        #expect(frames == 3)
    }

    /// A resized frame is the ffmpeg CLI's one-step `scale=W:H` to rgb24 (bicubic, the frame's matrix and range),
    /// byte for byte, whether ``RGBScaler`` takes its planar-RGB route (odd widths) or the one-step conversion
    /// (even widths): limited and full range (mjpeg's yuvj420p), BT.601 and tagged matrices, 8 and 10 bits,
    /// 4:2:0 and 4:2:2, turned and mirrored clips (the planes path, a negative stride), down and up.
    @Test(arguments: [
        "codec-h264.mov", "codec-mjpeg.mov", "codec-hevc.mov", "rot-p90.mov", "odd-854x480.mov", "codec-prores.mov",
        "colour-smptec-patches.mov", "colour-ebu-patches.mov", "mirror-hflip.mov", "rot-180.mov",
    ])
    func resizedFramesAreFFmpegsOneStepScale(name: String) throws {
        let path = Fixture.path(name)
        let reader = try FrameReader(path: path)
        let frame = try #require(try reader.next())
        let scaler = FrameScaler(color: ColorOptions(toneMapping: .none))
        let size = scaler.outputSize(for: frame)
        for (width, height) in [
            (699, 393), (size.width * 2 + 1, size.height * 2 - 1), (size.width - 1, size.height / 2),
            (852, 480), (size.width / 2 * 2 - 2, size.height / 2 + 1),
        ] {
            let image = try scaler.makeImage(from: frame, width: width, height: height)
            let reference = try FFmpegCLI.firstFrame(of: path, filter: "scale=\(width):\(height)")
            let isIdentical = image == reference
            #expect(
                isIdentical,
                "\(name) at \(width)x\(height): mean abs difference \(image.meanAbsoluteDifference(from: reference) ?? -1)"
            )
        }
    }

    @Test(arguments: markerClips)
    func cornersLandWhereFFmpegAutorotatePutsThem(name: String) throws {
        let clip = try #require(ExpectedClip.named(name))
        let (image, _) = try firstImage(clip.path)
        let cliWidth = try #require(clip.displayWidth)
        let cliHeight = try #require(clip.displayHeight)
        for (corner, expected) in clip.autorotatedCorners ?? [:] {
            // ffmpeg's output keeps stored pixels; ours is SAR-corrected, so map the sample point across.
            let x = expected.x * image.width / cliWidth
            let y = expected.y * image.height / cliHeight
            let got = image.averagePixel(x: x, y: y)
            let distance = zip([got.red, got.green, got.blue], expected.rgb).map { abs(Int($0) - $1) }.max() ?? 0
            #expect(distance <= 24, "\(name) \(corner): got \(got), ffmpeg \(expected.rgb)")
        }
    }

    @Test(arguments: squarePixelClips)
    func firstFrameMatchesFFmpegWithinFour(name: String) throws {
        let clip = try #require(ExpectedClip.named(name))
        let (image, _) = try firstImage(clip.path)
        let reference = try FFmpegCLI.firstFrame(of: clip.path)
        #expect(image.width == reference.width && image.height == reference.height, "\(name)")
        let difference = try #require(image.meanAbsoluteDifference(from: reference))
        #expect(difference <= 4, "\(name): mean abs difference \(difference)")
    }

    @Test func noAutorotateKeepsStoredPictureLikeFFmpeg() throws {
        let path = try #require(ExpectedClip.named("rot-iphone-portrait.mov")).path
        let (image, _) = try firstImage(path, autorotate: false)
        #expect(image.width == 1920 && image.height == 1080)
        let reference = try FFmpegCLI.firstFrame(of: path, extraArguments: ["-noautorotate"])
        let difference = try #require(image.meanAbsoluteDifference(from: reference))
        #expect(difference <= 4, "mean abs difference \(difference)")
    }

    @Test(arguments: ["anamorphic-sar32x27.mov", "anamorphic-container-only.mov"])
    func anamorphicComesOutAtDisplayWidth(name: String) throws {
        let (image, _) = try firstImage(try #require(ExpectedClip.named(name)).path)
        #expect(image.width == 853 && image.height == 480)
    }

    @Test func conflictingSARFollowsTheContainer() throws {
        let (image, _) = try firstImage(try #require(ExpectedClip.named("sar-conflict.mov")).path)
        #expect(image.width == 640 && image.height == 480)
    }

    @Test func iPhonePortraitIsUprightAt1080x1920() throws {
        let (image, summary) = try firstImage(try #require(ExpectedClip.named("rot-iphone-portrait.mov")).path)
        #expect(summary.transform == .rotateClockwise)
        #expect(image.width == 1080 && image.height == 1920)
    }

    @Test func scalingIntoACanvasRectLeavesTheRestAlone() throws {
        let path = try #require(ExpectedClip.named("solid-white.mov")).path
        let reader = try FrameReader(path: path)
        let frame = try #require(try reader.next())
        var canvas = RGBImage(width: 100, height: 80, fill: RGBImage.Pixel(red: 1, green: 2, blue: 3))
        let rect = PixelRect(x: 10, y: 21, width: 64, height: 36)
        try FrameScaler().scale(frame, into: &canvas, rect: rect)
        #expect(canvas[9, 30] == RGBImage.Pixel(red: 1, green: 2, blue: 3))
        #expect(canvas[74, 30] == RGBImage.Pixel(red: 1, green: 2, blue: 3))
        #expect(canvas[40, 20] == RGBImage.Pixel(red: 1, green: 2, blue: 3))
        #expect(canvas[40, 57] == RGBImage.Pixel(red: 1, green: 2, blue: 3))
        #expect(canvas[10, 21].red > 240 && canvas[73, 56].blue > 240)
    }

    @Test func everyTransformOnEveryPathAgreesWithRGBTransform() throws {
        // The planes path and the RGB path must turn pictures the same way; compare them on a marker clip.
        let path = try #require(ExpectedClip.named("ar-4x3.mov")).path
        let reader = try FrameReader(path: path)
        let frame = try #require(try reader.next())
        let stored = try FrameScaler(autorotate: false).makeImage(from: frame)
        for transform in DisplayTransform.allCases {
            let expected = stored.transformed(by: transform)
            for path in [ScalePath.planes, .rgb] {
                let image = try FrameScaler.image(from: frame, transform: transform, path: path)
                let difference = try #require(image.meanAbsoluteDifference(from: expected))
                #expect(difference < 3, "\(transform) via \(path): \(difference)")
            }
        }
    }
}

extension VideoFrame {
    /// The values of a frame that may be kept after the reader moves on.
    struct Summary {
        var index: Int
        var time: Double
        var transform: DisplayTransform
    }

    var summary: Summary { Summary(index: index, time: presentationTime, transform: transform) }
}

extension RGBImage {
    /// A reference transform done pixel by pixel, independent of ``PlaneTransform``'s stepping.
    func transformed(by transform: DisplayTransform) -> RGBImage {
        let (w, h) = (width, height)
        var out = transform.swapsDimensions ? RGBImage(width: h, height: w) : RGBImage(width: w, height: h)
        for y in 0..<out.height {
            for x in 0..<out.width {
                let source: (Int, Int)
                switch transform {
                case .identity: source = (x, y)
                case .rotateClockwise: source = (y, h - 1 - x)
                case .rotateCounterClockwise: source = (w - 1 - y, x)
                case .rotate180: source = (w - 1 - x, h - 1 - y)
                case .flipHorizontal: source = (w - 1 - x, y)
                case .flipVertical: source = (x, h - 1 - y)
                case .transpose: source = (y, x)
                case .antiTranspose: source = (w - 1 - y, h - 1 - x)
                }
                out[x, y] = self[source.0, source.1]
            }
        }
        return out
    }
}
