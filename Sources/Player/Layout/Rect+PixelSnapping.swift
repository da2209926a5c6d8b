import Orientation
import Video

extension Rect {
    /// The rectangle in whole pixels at `scale` pixels per point, snapped only here, when drawing.
    ///
    /// The size is rounded half up and the rectangle keeps its centre, rounded down: for a centred fit this is
    /// exactly the geometry of ffmpeg's `scale=…:force_original_aspect_ratio=decrease,pad=…:(ow-iw)/2:(oh-ih)/2`
    /// (`docs/ffmpeg-facts.md`, "Letterbox rounding"), so Pivot's letterbox and ffmpeg's agree to the pixel.
    public func pixelRect(scale: Double) -> PixelRect {
        // The tolerance absorbs floating-point error so that exact halves and whole numbers are not rounded the
        // wrong way (426 computed as 425.99999999).
        let tolerance = 1e-9
        let width = Int((size.width * scale + 0.5 + tolerance).rounded(.down))
        let height = Int((size.height * scale + 0.5 + tolerance).rounded(.down))
        let centreX = (origin.x + size.width / 2) * scale
        let centreY = (origin.y + size.height / 2) * scale
        return PixelRect(
            x: Int((centreX - Double(width) / 2 + tolerance).rounded(.down)),
            y: Int((centreY - Double(height) / 2 + tolerance).rounded(.down)),
            width: width, height: height)
    }
}
