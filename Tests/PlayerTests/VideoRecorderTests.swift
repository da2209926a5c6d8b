import Foundation
import Orientation
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// A run written as a video, read back with ffprobe and compared with ffmpeg's psnr filter.
struct VideoRecorderTests {
    static let iPhone = DeviceCatalog.device(id: "iphone-15")!
    static let shape = DeviceScreenShape(
        portraitSize: iPhone.portraitSize, cornerRadius: 40, housing: Rect(x: 130, y: 11, width: 126, height: 37),
        housingCornerRadius: 18.5)

    /// `ar-16x9.mov` on an iPhone 15 held in landscapeRight, turned to portrait at 0.5 s, at 10 fps and half scale.
    static func run() throws -> PlaybackRun {
        var run = PlaybackRun(
            source: try ClipFrameSource(path: Fixture.path("ar-16x9.mov")), settings: PlaybackSettings(device: iPhone))
        run.settings.framesPerSecond = 10
        run.settings.scale = 0.5
        run.settings.deviceOrientation = .landscapeRight
        run.settings.rotations = try RotationScript.parse("0.5:portrait").get()
        return run
    }

    /// What the video should show for `picture`: it centred on a black canvas, the margins rounded down.
    static func centred(_ picture: RGBImage, on canvas: (width: Int, height: Int)) -> RGBImage {
        var image = RGBImage(width: canvas.width, height: canvas.height)
        let left = (canvas.width - picture.width) / 2
        let top = (canvas.height - picture.height) / 2
        for y in 0..<picture.height {
            for x in 0..<picture.width { image[left + x, top + y] = picture[x, y] }
        }
        return image
    }

    @Test(arguments: FrameView.allCases)
    func theVideoHasTheCanvasRateAndEveryFrameAndMatchesThePictures(view: FrameView) throws {
        let folder = try TemporaryFolder.make("video")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("run.mp4").path
        let recorder = try VideoRecorder(path: path, view: view, shape: Self.shape, scale: 0.5, frameRate: 10)
        var sizes: Set<[Int]> = []
        let report = try Self.run().play { frame, record in
            let picture = recorder.picture(for: frame, record: record)
            sizes.insert([picture.width, picture.height])
            try Data(try PNGEncoder.encode(Self.centred(picture, on: recorder.canvasSize)))
                .write(to: folder.appendingPathComponent(String(format: "frame-%05d.png", record.index)))
            try recorder.append(picture)
        }
        try recorder.finish()
        let canvas = [recorder.canvasSize.width, recorder.canvasSize.height]
        switch view {
        case .device: #expect(sizes == [canvas], "the device view is drawn on the canvas")
        case .interface: #expect(sizes.count > 1 && sizes.allSatisfy { $0[0] <= canvas[0] && $0[1] <= canvas[1] })
        }
        let stream = try #require(try FFprobe.videoStream(path, countFrames: true))
        #expect(stream.width == recorder.canvasSize.width && stream.height == recorder.canvasSize.height)
        #expect(stream.width % 2 == 0 && stream.height % 2 == 0)
        #expect(stream.rFrameRate == "10/1")
        #expect(stream.nbReadFrames == String(report.frames.count))
        let psnr = try PSNR.average(
            video: path, pictures: folder.appendingPathComponent("frame-%05d.png").path, rate: "10")
        #expect(psnr.decibels >= 40, "PSNR \(psnr.decibels) dB")
        #expect(psnr.frames == report.frames.count)
    }

    @Test func theDeviceViewsSettledFrameShowsTheInterfaceViewsPixels() throws {
        var run = try Self.run()
        run.settings.scale = 1
        var last: (RenderedFrame, FrameRecord)?
        _ = try run.play { frame, record in last = (frame, record) }
        let (frame, record) = try #require(last)
        #expect(record.deviceView.interfaceRotation == 0 && record.deviceView.devicePose == .portrait)
        let renderer = DeviceViewRenderer(shape: .plain(portraitSize: Self.iPhone.portraitSize), scale: 1)
        let device = renderer.render(interface: frame.image, state: record.deviceView)
        let left = (renderer.canvasSide - frame.image.width) / 2
        let top = (renderer.canvasSide - frame.image.height) / 2
        var mismatches = 0
        for y in 0..<frame.image.height {
            for x in 0..<frame.image.width where device[left + x, top + y] != frame.image[x, y] { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func midRotationTheInterfaceIsDrawnAtTheAnimatedBounds() throws {
        var frames: [(RenderedFrame, FrameRecord)] = []
        _ = try Self.run().play { frame, record in frames.append((frame, record)) }
        let middle = try #require(frames.first { ($0.1.transition?.progress ?? 0) > 0 })
        let bounds = middle.1.deviceView.interfaceBounds
        #expect(bounds.width < 852 && bounds.width > 393, "between landscape and portrait: \(bounds)")
        #expect(abs(Double(middle.0.image.width) - bounds.width * 0.5) <= 1, "the interface is laid out at it")
        #expect(middle.1.deviceView.interfaceRotation != 0)
    }

    @Test func frameRatesBecomeExactRatios() {
        #expect(VideoRecorder.rational(30) == Rational(30, 1))
        #expect(VideoRecorder.rational(30000.0 / 1001) == Rational(30000, 1001))
        #expect(VideoRecorder.rational(12.5) == Rational(12500, 1000))
    }

    /// A rate below 1/1000 fps (`--fps 0.0005`, or a clip whose `stts` declares one) once reached the writer as
    /// 0/1000 and trapped; it is now refused with an error naming the video.
    @Test(arguments: [0.0004, 0.00001, 1e-300])
    func aFrameRateBelowTheLimitIsRefusedNotTrapped(rate: Double) throws {
        try TemporaryFolder.with("recorder") { folder in
            let path = folder.appendingPathComponent("run.mp4").path
            #expect(throws: MediaError.self) {
                _ = try VideoRecorder(path: path, view: .interface, shape: Self.shape, scale: 0.25, frameRate: rate)
            }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func theSlowestRateWithinTheLimitIsWritten() throws {
        try TemporaryFolder.with("recorder") { folder in
            let path = folder.appendingPathComponent("run.mp4").path
            let recorder = try VideoRecorder(
                path: path, view: .interface, shape: Self.shape, scale: 0.25, frameRate: MediaLimits.minFrameRate)
            try recorder.append(RGBImage(width: 8, height: 8, fill: .white))
            try recorder.finish()
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}
