import Orientation
import Pixels
import Video

/// Draws the player screen for one output frame: black bars, the video scaled straight into its rectangle, the
/// close button's plate and glyph.
///
/// Under the `adaptive` rule it measures the composited pixels under the button every frame and keeps the
/// plate dark enough for a 4.5:1 glyph contrast (``AdaptiveContrast``); that state carries from frame to frame,
/// so one compositor renders one run, in order.
public struct PlayerCompositor {
    /// Pixels per point (the device's `--scale`, 1 by default).
    public let scale: Double
    private var adaptive = AdaptiveContrast()
    private var previousTime: Double?

    /// Creates a compositor drawing `scale` pixels per point.
    public init(scale: Double) {
        precondition(scale > 0, "scale must be positive")
        self.scale = scale
    }

    /// Draws the screen `presentation` describes at virtual time `time`, with `source`'s current picture.
    ///
    /// - Throws: What `source` throws while drawing.
    public mutating func render(
        _ presentation: PlayerPresentation, at time: Double, source: FrameSource
    ) throws
        -> RenderedFrame
    {
        let layout = presentation.layout
        let canvasRect = Rect(origin: .zero, size: layout.viewSize).pixelRect(scale: scale)
        // A new canvas each frame: the caller usually still holds the previous one (queued for writing), so
        // clearing that in place would first copy it.
        var canvas = RGBImage(width: canvasRect.width, height: canvasRect.height)
        let videoRect = layout.videoRect.pixelRect(scale: scale)
        try Self.drawVideo(from: source, in: videoRect, on: &canvas)

        let buttonRect = layout.closeButtonRect.pixelRect(scale: scale)
        let region = RegionStatistics(of: canvas, in: buttonRect)
        let appearance: ButtonAppearance
        if let seed = presentation.seedAppearance {
            appearance = seed
        } else {
            adaptive.update(brightest: region.channelMaximum, elapsed: previousTime.map { time - $0 } ?? 0)
            appearance = adaptive.appearance
        }
        previousTime = time
        let contrast = region.minimumContrast(
            of: appearance.glyph, over: appearance.background,
            alpha: appearance.backgroundAlpha)
        CloseButtonPainter(scale: scale).paint(appearance, in: buttonRect, on: &canvas)
        return RenderedFrame(
            image: canvas, videoRect: videoRect,
            closeButton: RenderedButton(rect: buttonRect, appearance: appearance, contrastRatio: contrast))
    }

    /// Scales the picture straight into the canvas when its rectangle fits; an `aspectFill` rectangle that
    /// overflows is scaled whole into a scratch image and its visible part copied.
    static func drawVideo(from source: FrameSource, in rect: PixelRect, on canvas: inout RGBImage) throws {
        guard !rect.isEmpty else { return }
        if rect.fits(width: canvas.width, height: canvas.height) {
            try source.draw(into: &canvas, rect: rect)
            return
        }
        var scratch = RGBImage(width: rect.width, height: rect.height)
        try source.draw(into: &scratch, rect: PixelRect(width: rect.width, height: rect.height))
        let left = max(0, rect.x)
        let right = min(canvas.width, rect.x + rect.width)
        guard left < right else { return }
        for y in max(0, rect.y)..<min(canvas.height, rect.y + rect.height) {
            let source = ((y - rect.y) * rect.width + (left - rect.x)) * 3
            let destination = (y * canvas.width + left) * 3
            canvas.pixels.replaceSubrange(
                destination..<(destination + (right - left) * 3),
                with: scratch.pixels[source..<(source + (right - left) * 3)])
        }
    }
}

/// One drawn output frame and where its parts landed, in canvas pixels.
public struct RenderedFrame: Sendable {
    /// The picture.
    public var image: RGBImage
    /// The video's rectangle (may extend past the canvas with `aspectFill`).
    public var videoRect: PixelRect
    /// The close button as drawn.
    public var closeButton: RenderedButton
}

/// The close button as drawn in one frame.
public struct RenderedButton: Sendable, Equatable {
    /// Its rectangle in canvas pixels.
    public var rect: PixelRect
    /// Its colours.
    public var appearance: ButtonAppearance
    /// The lowest WCAG contrast ratio between the glyph and the plate over any pixel under the button.
    public var contrastRatio: Double
}

/// What the pixels under the close button are, before the button is drawn.
private struct RegionStatistics {
    /// The distinct colours in the region (few, for bars and flat video; bounded by the region's size).
    var colors: Set<RGBImage.Pixel> = []
    /// The channel-wise maximum of the region's pixels.
    var channelMaximum = RGBImage.Pixel.black

    init(of canvas: RGBImage, in rect: PixelRect) {
        for y in max(0, rect.y)..<min(canvas.height, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(canvas.width, rect.x + rect.width) {
                let pixel = canvas[x, y]
                colors.insert(pixel)
                channelMaximum.red = max(channelMaximum.red, pixel.red)
                channelMaximum.green = max(channelMaximum.green, pixel.green)
                channelMaximum.blue = max(channelMaximum.blue, pixel.blue)
            }
        }
    }

    /// The lowest contrast ratio between `glyph` and any pixel of the region with `plate` blended over it.
    func minimumContrast(of glyph: RGBImage.Pixel, over plate: RGBImage.Pixel, alpha: Double) -> Double {
        colors.map { glyph.contrastRatio(with: $0.blended(with: plate, alpha: alpha)) }.min() ?? 21
    }
}
