import Orientation
import Pixels
import Video

/// The interface view of a frame during a rotation, as the window's transform shows it: the interface, laid out at
/// the window's animated bounds, turned by the angle still to go (``DeviceViewTimeline/remainingTurn(at:)``) about
/// the centre of the canvas the window has once the rotation ends.
///
/// UIKit animates a rotation by setting the window's root view to its new bounds and turning it back by the
/// angle still to go, both animating to their final values (the "transform" and "bounds" UIKit animates for
/// `viewWillTransition(to:with:)`). The picture is the interface laid out at one size throughout — never a layout
/// of one size drawn on a canvas of another — so nothing is cut but the corners a turned rectangle puts past the
/// screen, which the screen cuts too. Outside the turned interface the canvas is black.
enum InterfaceTurn {
    /// `interface` turned clockwise by `degrees` about the centre of a `canvas`-sized picture (also its centre).
    ///
    /// - Returns: `interface` itself when it is upright and the canvas's size; otherwise a new picture, sampled
    ///   bilinearly.
    static func picture(of interface: RGBImage, turnedBy degrees: Double, onto canvas: PixelRect) -> RGBImage {
        if degrees == 0, interface.width == canvas.width, interface.height == canvas.height { return interface }
        var picture = RGBImage(width: canvas.width, height: canvas.height)
        guard interface.width > 0, interface.height > 0 else { return picture }
        let centre = Point(x: Double(canvas.width) / 2, y: Double(canvas.height) / 2)
        let half = Point(x: Double(interface.width) / 2, y: Double(interface.height) / 2)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                // The canvas pixel's centre, turned back into the interface's own coordinates.
                let point = DeviceViewRenderer.rotate(
                    Point(x: Double(x) + 0.5 - centre.x, y: Double(y) + 0.5 - centre.y), by: -degrees)
                guard abs(point.x) < half.x, abs(point.y) < half.y else { continue }
                picture[x, y] = interface.bilinearSample(x: point.x + half.x - 0.5, y: point.y + half.y - 0.5)
            }
        }
        return picture
    }
}
