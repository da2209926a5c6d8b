import Foundation
import Orientation
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// Rendered player frames read back as pixels, against the fixtures and ffmpeg's own letterboxing.
struct PlaybackRenderTests {
    private let iPhone = DeviceCatalog.device(id: "iphone-15")!

    /// Plays `clip` and keeps every frame in memory (fixtures are short). The device is held in landscapeRight (the
    /// player's landscapeLeft), so a scripted turn to portrait is a real turn.
    private func play(
        _ clip: String, device: DeviceModel? = nil, rule: ContrastRule = .adaptive, rotations: String? = nil,
        fps: Double? = nil
    ) throws -> [(RenderedFrame, FrameRecord)] {
        var settings = PlaybackSettings(device: device ?? iPhone)
        settings.contrastRule = rule
        settings.deviceOrientation = .landscapeRight
        settings.framesPerSecond = fps
        if let rotations { settings.rotations = try RotationScript.parse(rotations).get() }
        let run = PlaybackRun(source: try ClipFrameSource(path: Fixture.path(clip)), settings: settings)
        var frames: [(RenderedFrame, FrameRecord)] = []
        _ = try run.play { frame, record in
            // Round-trip through the PPM bytes the CLI writes, so the test reads what a user would.
            let image = try #require(PPM.decode(PPM.encode(frame.image)))
            frames.append(
                (RenderedFrame(image: image, videoRect: frame.videoRect, closeButton: frame.closeButton), record))
        }
        return frames
    }

    @Test func aTurnToThePoseTheDeviceAlreadyHoldsChangesNothing() throws {
        var settings = PlaybackSettings(device: iPhone)
        settings.rotations = try RotationScript.parse("0.3:portrait").get()
        let run = PlaybackRun(source: ScriptedFrameSource(duration: 1), settings: settings)
        let report = try run.play { _, _ in }
        #expect(report.frames.allSatisfy { $0.interfaceOrientation == .landscapeLeft && $0.transition == nil })
    }

    @Test func rotationScriptIsFollowed() throws {
        let source = ScriptedFrameSource(duration: 2)
        var settings = PlaybackSettings(device: iPhone)
        settings.deviceOrientation = .landscapeRight
        settings.rotations = try RotationScript.parse("0.5:portrait,1.0:landscapeLeft").get()
        let run = PlaybackRun(source: source, settings: settings)
        let report = try run.play { _, _ in }
        let orientations = report.frames.map(\.interfaceOrientation)
        #expect(orientations.first == .landscapeLeft)
        #expect(report.frames[14].interfaceOrientation == .landscapeLeft)
        #expect(report.frames[15].interfaceOrientation == .portrait, "the turn at 0.5 s starts with frame 15")
        #expect(report.frames[15].transition?.progress == 0)
        #expect(report.frames[24].transition == nil, "0.3 s later the rotation is over")
        #expect(report.frames[24].canvasWidth == 393 && report.frames[24].canvasHeight == 852)
        // Device landscapeLeft is interface landscapeRight: a half turn from portrait is a quarter here.
        #expect(report.frames.last?.interfaceOrientation == .landscapeRight)
        #expect(report.turns.map(\.to) == [.portrait, .landscapeRight])
        #expect(report.frames.count == 60)
    }

    @Test func barsArePureBlack() throws {
        for (frame, record) in try play("ar-4x3.mov", rotations: "0.3:portrait") where record.transition == nil {
            let image = frame.image
            let video = record.videoRect
            let button = record.closeButton.rect
            for y in stride(from: 0, to: image.height, by: 3) {
                for x in stride(from: 0, to: image.width, by: 3) {
                    let inVideo =
                        x >= video.x && x < video.x + video.width && y >= video.y && y < video.y + video.height
                    let inButton =
                        x >= button.x && x < button.x + button.width && y >= button.y
                        && y < button.y + button.height
                    if !inVideo && !inButton {
                        #expect(image[x, y] == .black, "bar pixel (\(x),\(y)) of frame \(record.index)")
                    }
                }
            }
        }
    }

    /// The letterboxed video against ffmpeg's SAR-aware letterbox of the same first frame to the same canvas
    /// (`docs/ffmpeg-facts.md`, "Letterbox rounding"), with ffmpeg computing the geometry itself.
    @Test(arguments: [
        "ar-4x3.mov", "ar-239x100.mov", "odd-854x480.mov", "ar-9x16.mov", "anamorphic-sar32x27.mov",
        "anamorphic-container-only.mov", "sar-conflict.mov", "rot-iphone-portrait.mov", "rot-p90.mov",
        "rot-180.mov", "mirror-hflip.mov",
    ])
    func firstFrameMatchesFFmpegsLetterbox(clip: String) throws {
        let (frame, record) = try #require(try play(clip).first)
        let (width, height) = (record.canvasWidth, record.canvasHeight)
        let folder = try TemporaryFolder.make("letterbox")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("ffmpeg.ppm").path
        let filter =
            "scale=w='min(\(width),round(\(height)*dar))':h='min(\(height),round(\(width)/dar))':flags=bicubic,"
            + "setsar=1,format=rgb24,pad=\(width):\(height):(ow-iw)/2:(oh-ih)/2"
        let result = try Subprocess.run(
            "ffmpeg", ["-v", "error", "-i", Fixture.path(clip), "-frames:v", "1", "-vf", filter, "-y", output])
        #expect(result.status == 0, "\(result.stderr)")
        let reference = try #require(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: output))))
        #expect(reference.width == width && reference.height == height)

        // Same rectangle: ffmpeg's bars are black where ours are, and its picture starts where ours does.
        let rect = record.videoRect
        let button = record.closeButton.rect
        var total = 0
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let inButton =
                    x >= button.x - 1 && x <= button.x + button.width && y >= button.y - 1
                    && y <= button.y + button.height
                if inButton { continue }
                let a = frame.image[x, y]
                let b = reference[x, y]
                total +=
                    abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                count += 3
            }
        }
        let meanDifference = Double(total) / Double(count)
        #expect(meanDifference <= 4, "\(clip): mean abs difference \(meanDifference) in rect \(rect)")
        // The picture's edges are where ffmpeg put them: the column just inside each edge is not black in
        // ffmpeg's output, the one just outside is.
        let midY = rect.y + rect.height / 2
        #expect(reference[rect.x, midY] != .black)
        #expect(reference[rect.x + rect.width - 1, midY] != .black)
        if rect.x > 0 { #expect(reference[rect.x - 1, midY] == .black) }
        if rect.x + rect.width < width { #expect(reference[rect.x + rect.width, midY] == .black) }
        let midX = rect.x + rect.width / 2
        if rect.y > 0 { #expect(reference[midX, rect.y - 1] == .black) }
        if rect.y + rect.height < height { #expect(reference[midX, rect.y + rect.height] == .black) }
    }

    /// The glyph against its plate, measured on the written pixels: the X's centre against four points of the
    /// plate between the strokes.
    private func measuredContrast(_ image: RGBImage, button rect: PixelRect) -> Double {
        let glyph = image[rect.x + rect.width / 2, rect.y + rect.height / 2]
        let plates = [
            (rect.x + 6, rect.y + rect.height / 2), (rect.x + rect.width - 7, rect.y + rect.height / 2),
            (rect.x + rect.width / 2, rect.y + 6), (rect.x + rect.width / 2, rect.y + rect.height - 7),
        ].map { image[$0.0, $0.1] }
        return plates.map { glyph.contrastRatio(with: $0) }.min()!
    }

    @Test(arguments: [
        "solid-white.mov", "solid-black.mov", "corners-white-black.mov", "corners-black-white.mov",
        "corners-white-black-portrait.mov", "ar-16x9.mov",
    ])
    func adaptiveGlyphContrastIsAtLeastAAInEveryOrientation(clip: String) throws {
        let frames = try play(clip, rotations: "0.1:portrait,0.5:landscapeLeft", fps: 30)
        var seen: Set<InterfaceOrientation> = []
        for (frame, record) in frames where record.transition == nil {
            seen.insert(record.interfaceOrientation)
            let measured = measuredContrast(frame.image, button: record.closeButton.rect)
            #expect(measured >= 4.5, "\(clip) frame \(record.index) \(record.interfaceOrientation.name): \(measured)")
            #expect(record.closeButton.contrastRatio >= 4.5)
        }
        #expect(seen == [.landscapeLeft, .portrait, .landscapeRight])
    }

    @Test func seedRuleIsUnreadableOnWhiteVideoWhichIsWhyAdaptiveExists() throws {
        let frames = try play("solid-white.mov", rule: .seed)
        let (frame, record) = try #require(frames.first)
        #expect(record.closeButton.appearance == .seedLandscape)
        // The blue plate at 0.3 over white: 255 × 0.7 = 178.5 in red and green, 255 in blue.
        let plate = frame.image[record.closeButton.rect.x + 22, record.closeButton.rect.y + 6]
        #expect(plate == RGBImage.Pixel(red: 179, green: 179, blue: 255))
        #expect(measuredContrast(frame.image, button: record.closeButton.rect) < 4.5)
    }

    @Test func seedRuleColoursFollowTheShapeOfTheScreen() throws {
        let frames = try play("solid-black.mov", rule: .seed, rotations: "0.3:portrait")
        let landscape = try #require(frames.first { $0.1.interfaceOrientation == .landscapeLeft })
        let portrait = try #require(frames.last { $0.1.interfaceOrientation == .portrait && $0.1.transition == nil })
        #expect(landscape.1.closeButton.appearance.background == .primaryBlue)
        #expect(portrait.1.closeButton.appearance.background == .primaryRed)
        // Over black video the plate is the colour at 0.3: 255 × 0.3 = 76.5.
        let red = portrait.0.image[portrait.1.closeButton.rect.x + 22, portrait.1.closeButton.rect.y + 6]
        #expect(red == RGBImage.Pixel(red: 77, green: 0, blue: 0))
    }
}
