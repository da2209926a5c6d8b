import Chrome
import Orientation
import Pixels
import Video

/// The cards presented controllers float on: a sheet's or popover's rounded clip, the soft shadow under it, a
/// popover's arrow, and the dimming behind a sheet.
extension SceneCompositor {
    /// The shadow of a floating sheet, with the chrome: black fading from ``sheetShadowOpacity`` at the card's edge
    /// to nothing ``sheetShadowRadius`` points out (a choice from screenshots, `docs/chrome.md`).
    public static let sheetShadowOpacity = 0.2
    /// How far a floating sheet's shadow reaches, in points.
    public static let sheetShadowRadius = 24.0

    /// Draws a popover's shadow and arrow (``ChromeLayout/Popover``) for its card at `rect` and returns the card,
    /// which clips the popover's views. The arrow takes the card's fill, the elevated `systemBackground`.
    mutating func drawPopoverChrome(_ popover: ChromeLayout.Popover, at rect: PixelRect) -> Card {
        let card = Card(rect: rect, radius: popover.cornerRadius * scale, topOnly: false)
        shadow(around: card, reach: popover.shadowRadius, opacity: popover.shadowOpacity)
        let fill = ChromePalette(chrome.appearance).elevatedBackground.color
        let tip = (x: popover.arrowTip.x * scale, y: popover.arrowTip.y * scale)
        let (left, right) = popover.arrowBase
        let base = (left: left.x * scale, right: right.x * scale, y: left.y * scale)
        // The arrow runs one pixel into the card so no seam shows where the two meet.
        for y in max(0, Int(tip.y.rounded(.down)))..<min(canvas.height, Int(base.y.rounded(.up)) + 1) {
            let py = Double(y) + 0.5
            let reach = (py - tip.y) / (base.y - tip.y)
            guard reach > 0 else { continue }
            let half = min(1, reach) * (base.right - base.left) / 2
            for x in max(0, Int((tip.x - half).rounded(.down)))..<min(canvas.width, Int((tip.x + half).rounded(.up))) {
                let px = Double(x) + 0.5
                if abs(px - tip.x) <= half { canvas[x, y] = fill }
            }
        }
        return card
    }

    /// Darkens the band `reach` points wide around `card` (its rounded corners followed), black at `opacity` at the
    /// edge fading quadratically to nothing.
    mutating func shadow(around card: Card, reach points: Double, opacity: Double) {
        let reach = points * scale
        let band = Int(reach.rounded(.up))
        let rect = card.rect
        let (left, top) = (Double(rect.x) + card.radius, Double(rect.y) + card.radius)
        let (right, bottom) = (Double(rect.x + rect.width) - card.radius, Double(rect.y + rect.height) - card.radius)
        for y in max(0, rect.y - band)..<min(canvas.height, rect.y + rect.height + band) {
            for x in max(0, rect.x - band)..<min(canvas.width, rect.x + rect.width + band) {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let dx = max(left - px, 0, px - right)
                let dy = max(top - py, 0, py - bottom)
                let distance = (dx * dx + dy * dy).squareRoot() - card.radius
                guard distance > 0, distance < reach else { continue }
                let fade = 1 - distance / reach
                let keep = 1 - opacity * fade * fade
                let pixel = canvas[x, y]
                canvas[x, y] = RGBImage.Pixel(
                    red: UInt8((Double(pixel.red) * keep).rounded()),
                    green: UInt8((Double(pixel.green) * keep).rounded()),
                    blue: UInt8((Double(pixel.blue) * keep).rounded()))
            }
        }
    }

    /// Darkens every pixel of `canvas` towards black by `opacity` (``dimmingOpacity`` without the chrome).
    static func dim(_ canvas: inout RGBImage, by opacity: Double) {
        let keep = 1 - opacity
        canvas.pixels.withUnsafeMutableBufferPointer { bytes in
            for index in bytes.indices { bytes[index] = UInt8((Double(bytes[index]) * keep).rounded()) }
        }
    }

    /// A sheet's or popover's card in canvas pixels: its rectangle with rounded corners (the top ones only, or all
    /// four).
    struct Card: Equatable {
        var rect: PixelRect
        var radius: Double
        var topOnly: Bool

        /// Whether the pixel at (`x`, `y`) lies inside the card (its centre inside the rounded corners).
        func contains(_ x: Int, _ y: Int) -> Bool {
            let px = Double(x - rect.x) + 0.5
            let py = Double(y - rect.y) + 0.5
            let width = Double(rect.width)
            let height = Double(rect.height)
            let cx = px < radius ? radius : (px > width - radius ? width - radius : px)
            var cy = py < radius ? radius : (py > height - radius ? height - radius : py)
            if topOnly, py > radius { cy = py }
            let (dx, dy) = (px - cx, py - cy)
            return dx * dx + dy * dy <= radius * radius
        }
    }
}
