import Orientation
import Pixels

/// Draws iPadOS 26's window controls (``WindowControls``) over a windowed app's interface: three filled circles at
/// the window's top-left, close, minimise and tile, anti-aliased by coverage.
///
/// *Choice*: the colours are macOS's window buttons (red, yellow, green), which iPadOS 26's controls resemble;
/// sizes and places come from ``WindowControls`` (`docs/uikit-versions.md`).
enum WindowControlsPainter {
    /// The close, minimise and tile colours, left to right.
    static let colours = [
        RGBImage.Pixel(red: 255, green: 95, blue: 87),
        RGBImage.Pixel(red: 254, green: 188, blue: 46),
        RGBImage.Pixel(red: 40, green: 200, blue: 64),
    ]

    /// `scene` with `controls` painted over its picture; `scene` itself when there are none.
    static func painted(_ scene: RenderedScene?, controls: WindowControls?, scale: Double) -> RenderedScene? {
        guard var scene, let controls else { return scene }
        paint(controls, on: &scene.image, scale: scale)
        return scene
    }

    /// Paints `controls` on `image`, the window's interface drawn at `scale` pixels per point.
    static func paint(_ controls: WindowControls, on image: inout RGBImage, scale: Double) {
        let radius = WindowControls.controlDiameter / 2 * scale
        for (centre, colour) in zip(controls.controlCentres, colours) {
            let cx = centre.x * scale
            let cy = centre.y * scale
            let low = (x: max(0, Int((cx - radius).rounded(.down))), y: max(0, Int((cy - radius).rounded(.down))))
            let high = (
                x: min(image.width, Int((cx + radius).rounded(.up))),
                y: min(image.height, Int((cy + radius).rounded(.up)))
            )
            guard low.x < high.x, low.y < high.y else { continue }
            for y in low.y..<high.y {
                for x in low.x..<high.x {
                    let dx = Double(x) + 0.5 - cx
                    let dy = Double(y) + 0.5 - cy
                    // Coverage from the signed distance to the circle's edge, one pixel wide.
                    let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                    guard coverage > 0 else { continue }
                    image[x, y] = image[x, y].blended(with: colour, alpha: coverage)
                }
            }
        }
    }
}
