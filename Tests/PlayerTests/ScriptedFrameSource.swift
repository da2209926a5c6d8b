import Orientation
import Pixels
import Player
import Video

/// A ``FrameSource`` without a clip: one flat colour per frame index, so tests can script what the video shows.
final class ScriptedFrameSource: FrameSource {
    let name = "scripted"
    let displaySize: Size
    let duration: Double
    let frameRate: Double
    let hasVariableFrameRate = false
    private let colorAt: (Int) -> RGBImage.Pixel
    /// The frame index made current by the last ``advance(to:)``.
    private(set) var currentIndex = 0
    /// Every clip time the player asked for, in order.
    private(set) var requestedTimes: [Double] = []

    init(
        displaySize: Size = Size(width: 1920, height: 1080), duration: Double = 1, frameRate: Double = 30,
        color: @escaping (Int) -> RGBImage.Pixel = { _ in .white }
    ) {
        self.displaySize = displaySize
        self.duration = duration
        self.frameRate = frameRate
        self.colorAt = color
    }

    /// The scripted pictures never run out before ``duration``.
    let endOfPictures: Double? = nil

    func advance(to time: Double) throws {
        requestedTimes.append(time)
        currentIndex = min(Int((time * frameRate + 1e-6).rounded(.down)), Int((duration * frameRate).rounded()) - 1)
    }

    func draw(into canvas: inout RGBImage, rect: PixelRect) throws {
        let color = colorAt(currentIndex)
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { canvas[x, y] = color }
        }
    }
}
