import Orientation
import PivotJSON
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// The device view of an iPad window: the screen shows the wallpaper, the window sits at its frame with rounded
/// corners, and the app's interface fills it.
struct WindowDeviceViewTests {
    // MARK: - Renderer, on a small synthetic screen

    static let screen = Size(width: 300, height: 200)
    static let window = WindowGeometry(screenSize: screen, windowFrame: Rect(x: 40, y: 30, width: 120, height: 100))

    /// An interface whose every pixel differs from its neighbours, so a shifted copy cannot pass.
    static func patterned(width: Int, height: Int) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBImage.Pixel(red: UInt8(x % 256), green: UInt8(y % 256), blue: UInt8((x * 7 + y) % 256))
            }
        }
        return image
    }

    private func renderSettled(
        scale: Double = 1
    ) -> (frame: RGBImage, renderer: DeviceViewRenderer, interface: RGBImage) {
        let renderer = DeviceViewRenderer(shape: .plain(portraitSize: Size(width: 200, height: 300)), scale: scale)
        let interface = Self.patterned(width: Int(120 * scale), height: Int(100 * scale))
        let state = DeviceViewState(devicePose: .landscapeLeft, interfaceRotation: 0, window: Self.window)
        return (renderer.render(interface: interface, state: state), renderer, interface)
    }

    @Test func theWindowLandsAtItsFrameOnTheScreenAndCopiesTheInterfaceInsideTheCorners() {
        let (frame, renderer, interface) = renderSettled()
        // The screen is centred on the canvas; the window's top left is its origin from the screen's.
        let screenLeft = (renderer.canvasSide - 300) / 2
        let screenTop = (renderer.canvasSide - 200) / 2
        let radius = Int(WindowedScreen.cornerRadius)
        var mismatches = 0
        for y in 0..<100 {
            for x in 0..<120 {
                let inCorner = (x < radius || x >= 120 - radius) && (y < radius || y >= 100 - radius)
                if !inCorner, frame[screenLeft + 40 + x, screenTop + 30 + y] != interface[x, y] { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func outsideTheWindowTheWallpaperShows() {
        let (frame, renderer, _) = renderSettled()
        let screenLeft = (renderer.canvasSide - 300) / 2
        let screenTop = (renderer.canvasSide - 200) / 2
        let wallpaper = WindowedScreen(geometry: Self.window, scale: 1)
        for (x, y) in [(10, 10), (38, 80), (161, 80), (100, 28), (100, 131), (250, 190)] {
            #expect(
                frame[screenLeft + x, screenTop + y] == wallpaper.wallpaper(atY: Double(y) + 0.5),
                "screen point (\(x), \(y))")
        }
        #expect(WindowedScreen.wallpaperTop != WindowedScreen.wallpaperBottom, "a gradient, top to bottom")
    }

    @Test func theWindowsCornersAreRound() {
        let (frame, renderer, interface) = renderSettled()
        let screenLeft = (renderer.canvasSide - 300) / 2
        let screenTop = (renderer.canvasSide - 200) / 2
        let wallpaper = WindowedScreen(geometry: Self.window, scale: 1)
        // The window's outermost corner pixel lies outside the rounded corner: wallpaper, not interface.
        #expect(frame[screenLeft + 40, screenTop + 30] == wallpaper.wallpaper(atY: 30.5))
        #expect(frame[screenLeft + 40, screenTop + 30] != interface[0, 0])
        #expect(frame[screenLeft + 159, screenTop + 129] == wallpaper.wallpaper(atY: 129.5))
    }

    @Test func theWindowIsPlacedInPointsAtAnyScale() {
        let (frame, renderer, interface) = renderSettled(scale: 2)
        let screenLeft = (renderer.canvasSide - 600) / 2
        let screenTop = (renderer.canvasSide - 400) / 2
        #expect(frame[screenLeft + 80 + 120, screenTop + 60 + 100] == interface[120, 100])
    }

    // MARK: - Timeline

    @Test func aResizeIsACutAndARotationAnimatesTheScreenAndTheWindow() {
        let resized = WindowGeometry(screenSize: Self.screen, windowFrame: Rect(x: 40, y: 30, width: 200, height: 150))
        let turned = WindowGeometry(
            screenSize: Size(width: 200, height: 300), windowFrame: Rect(x: 0, y: 30, width: 200, height: 150))
        let timeline = DeviceViewTimeline(
            initialPose: .landscapeLeft, initialOrientation: .landscapeRight, initialWindow: Self.window,
            turns: [.init(time: 2, pose: .portrait)],
            rotations: [
                .init(
                    startTime: 1, duration: 0, from: .landscapeRight, to: .landscapeRight, fromWindow: Self.window,
                    toWindow: resized),
                .init(
                    startTime: 2, duration: 0.25, from: .landscapeRight, to: .portrait, fromWindow: resized,
                    toWindow: turned),
            ])
        #expect(timeline.state(at: 0.99).window == Self.window)
        #expect(timeline.state(at: 1).window == resized)
        #expect(timeline.state(at: 1).interfaceRotation == 0, "a resize does not turn the interface")
        // Halfway in time is halfway turned (ease-in-ease-out is symmetric), to the curve's precision.
        let halfway = timeline.state(at: 2.125)
        #expect(abs(halfway.window.screenSize.width - 250) < 1e-9 && abs(halfway.window.screenSize.height - 250) < 1e-9)
        #expect(abs(halfway.window.windowFrame.origin.x - 20) < 1e-9)
        #expect(halfway.window.windowFrame.size == Size(width: 200, height: 150))
        #expect(timeline.state(at: 3).window == turned)
    }

    // MARK: - A real run

    /// `ar-16x9.mov` on an 11-inch iPad Pro held upright, in a 500×400 iPadOS 26 window resized at 1 s to
    /// 400×600, two frames a second: every frame's interface picture and record.
    private func playWindowed() throws -> (pad: DeviceModel, frames: [(image: RGBImage, record: FrameRecord)]) {
        let pad = try #require(DeviceCatalog.device(id: "ipad-pro-11"))
        var settings = PlaybackSettings(device: pad)
        settings.deviceOrientation = .portrait
        settings.framesPerSecond = 2
        settings.window = try WindowPlacement.requested(
            .windowed, size: Size(width: 500, height: 400), origin: nil, on: pad, in: .portrait)
        settings.resizes = try ResizeScript.parse("1.0:400x600").get()
        let run = PlaybackRun(source: try ClipFrameSource(path: Fixture.path("ar-16x9.mov")), settings: settings)
        var frames: [(RGBImage, FrameRecord)] = []
        _ = try run.play { frame, record in frames.append((frame.image, record)) }
        return (pad, frames)
    }

    @Test func aWindowedRunDrawsTheWindowWhereTheManifestSaysWithTheVideoLetterboxedInside() throws {
        let (pad, frames) = try playWindowed()
        let first = try #require(frames.first)
        let last = try #require(frames.last)
        #expect(first.record.deviceView.interfaceBounds == Size(width: 500, height: 400))
        // iPadOS 26's live resize springs from 500×400 towards 400×600 (SpringCurve.liveResize); half a second
        // in, the frame is drawn part-way along the spring, and the run ends settled.
        let mid = try #require(frames.first { $0.record.time == 1.5 })
        let sprung = SpringCurve.liveResize.value(at: 0.5)
        #expect(sprung > 0.5 && sprung < 1)
        let bounds = mid.record.deviceView.interfaceBounds
        #expect(abs(bounds.width - (500 - 100 * sprung)) < 1e-6 && abs(bounds.height - (400 + 200 * sprung)) < 1e-6)
        #expect(last.record.deviceView.interfaceBounds == Size(width: 400, height: 600))

        let renderer = DeviceViewRenderer(shape: DeviceScreenShape(device: pad), scale: 1)
        let screen = pad.windowSize(in: .portrait)
        var canvasSides: Set<Int> = []
        // Mid-spring the window's frame is fractional, so the interface (laid out at the spring's size, to the
        // pixel) is resampled into it: the exact copy is checked settled, the canvas mid-spring too.
        canvasSides.insert(renderer.render(interface: mid.image, state: mid.record.deviceView).width)
        for (image, record) in [first, last] {
            let json = record.json
            let origin = Self.numbers(json["windowOrigin"])
            let screenBounds = Self.numbers(json["screenBounds"])
            #expect(screenBounds == [screen.width, screen.height])
            // A free-form window opens centred, and a resize keeps its origin.
            #expect(origin == [(screen.width - 500) / 2, (screen.height - 400) / 2])

            let frame = renderer.render(interface: image, state: record.deviceView)
            canvasSides.insert(frame.width)
            #expect(frame.width == frame.height)
            let left = (renderer.canvasSide - Int(screen.width)) / 2 + Int(origin[0])
            let top = (renderer.canvasSide - Int(screen.height)) / 2 + Int(origin[1])
            let wallpaper = WindowedScreen(geometry: record.deviceView.window, scale: 1)
            // Two points left of the window's left edge: wallpaper; inside it: the interface, exactly.
            let midY = image.height / 2
            #expect(frame[left - 2, top + midY] == wallpaper.wallpaper(atY: origin[1] + Double(midY) + 0.5))
            var mismatches = 0
            let radius = Int(WindowedScreen.cornerRadius)
            for y in radius..<(image.height - radius) {
                for x in 0..<image.width where frame[left + x, top + y] != image[x, y] { mismatches += 1 }
            }
            #expect(mismatches == 0, "the window shows the interface view's frame")
            // The 16:9 video fills the window's width with black bars above and below it.
            let video = record.videoRect
            #expect(video.width == image.width && video.y > radius)
            #expect(frame[left + image.width / 2, top + video.y / 2] == .black, "the bar above the video")
            #expect(frame[left + image.width / 2, top + video.y + video.height / 2] != .black, "the video")
        }
        #expect(canvasSides == [renderer.canvasSide], "the canvas keeps its size across the resize")
    }

    @Test func aLiveResizeLaysTheInterfaceOutAlongTheSpringAndTheRunEndsOnlyOnceItSettles() throws {
        let (_, frames) = try playWindowed()
        let spring = SpringCurve.liveResize
        // Frames every 0.5 s of a 3 s clip; the resize at 1 s settles at 1 + 3.41 s, so the run draws on, on the
        // clip's last picture, through the first frame at or after that.
        #expect(frames.map(\.record.time) == stride(from: 0.0, through: 4.5, by: 0.5).map { $0 })
        var previous = Size(width: 500, height: 400)
        for (image, record) in frames where record.time > 1 && record.time < 1 + spring.settlingDuration {
            let size = record.deviceView.interfaceBounds
            #expect(size.width < previous.width && size.width > 400, "width strictly between, falling: \(size)")
            #expect(size.height > previous.height && size.height < 600, "height strictly between, rising: \(size)")
            let expected = spring.value(at: record.time - 1)
            #expect(abs(size.width - (500 - 100 * expected)) < 1e-9 && abs(size.height - (400 + 200 * expected)) < 1e-9)
            // The interface itself is laid out at that size (not the new size stretched): the picture is the
            // window's size, and the 16:9 video fills its width at its own aspect.
            #expect(abs(Double(image.width) - size.width) <= 1 && abs(Double(image.height) - size.height) <= 1)
            #expect(record.videoRect.width == image.width)
            #expect(abs(Double(record.videoRect.height) - Double(image.width) * 9 / 16) <= 1)
            previous = size
        }
        let last = try #require(frames.last)
        #expect(last.record.deviceView.interfaceBounds == Size(width: 400, height: 600))
        #expect((last.image.width, last.image.height) == (400, 600))
        #expect(!last.record.isPlaying && last.record.clipTime == 3, "past the clip: its last picture, paused")
    }

    @Test func aRotationWhileWindowedAnimatesTheScreenAndTheWindowToWhereTheEngineMovesIt() throws {
        let pad = try #require(DeviceCatalog.device(id: "ipad-pro-11"))
        var settings = PlaybackSettings(device: pad)
        settings.framesPerSecond = 30
        let window = try WindowPlacement.requested(
            .windowed, size: Size(width: 500, height: 400), origin: Point(x: 300, y: 700), on: pad, in: .portrait)
        settings.window = window
        settings.rotations = RotationScript(turns: [.init(clipTime: 0.2, pose: .landscapeLeft)])
        let run = PlaybackRun(source: try ClipFrameSource(path: Fixture.path("codec-h264.mov")), settings: settings)
        let report = try run.play { _, _ in }

        let portraitScreen = pad.windowSize(in: .portrait)
        let landscapeScreen = pad.windowSize(in: .landscapeRight)
        let first = try #require(report.frames.first?.deviceView.window)
        #expect(first == WindowGeometry(screenSize: portraitScreen, windowFrame: window.frame))
        // The engine keeps the window's size and clamps its origin onto the turned screen (700 + 400 > 834).
        let turned = window.rotated(to: .landscapeRight, on: pad)
        #expect(turned.frame.origin.y < window.frame.origin.y, "the scenario does move the window")
        let last = try #require(report.frames.last)
        #expect(last.interfaceOrientation == .landscapeRight)
        #expect(last.deviceView.window == WindowGeometry(screenSize: landscapeScreen, windowFrame: turned.frame))
        let midway = try #require(report.frames.first { ($0.transition?.progress ?? 0) > 0.3 }?.deviceView)
        #expect(midway.interfaceRotation > -90 && midway.interfaceRotation < 0, "turning upright from −90°")
        #expect(midway.window.screenSize.width > portraitScreen.width)
        #expect(midway.window.screenSize.width < landscapeScreen.width)
        #expect(midway.window.windowFrame.origin.y < window.frame.origin.y)
        #expect(midway.window.windowFrame.origin.y > turned.frame.origin.y)
    }

    /// The numbers of a JSON array (empty for anything else).
    private static func numbers(_ value: JSONValue?) -> [Double] {
        guard case .array(let items) = value else { return [] }
        return items.compactMap { item in
            guard case .number(let number) = item else { return nil }
            return number
        }
    }
}
