import Foundation
import Orientation
import Pixels
import Video

/// Draws the device view: a fixed square canvas with the device's body and screen turned by its pose, and the
/// interface image inside the screen at its animated angle and bounds, clipped by the screen's rounded corners,
/// with the sensor housing in black on top. When the state's window does not fill the screen (an iPad window),
/// the screen shows a ``WindowedScreen``: the wallpaper, and the interface in the window's frame.
///
/// Edges are anti-aliased from each shape's signed distance (one sample per pixel); the interface is sampled
/// bilinearly. When the interface is upright (angle 0) and its bounds are the image's own size, its pixels are
/// copied exactly (in a window, those inside the window's rounded corners, when its origin falls on whole
/// pixels), so a settled frame shows the same pixels as the interface view.
///
/// ```swift
/// let renderer = DeviceViewRenderer(shape: shape, scale: 1)
/// let frame = renderer.render(interface: image, state: timeline.state(at: time))
/// ```
public struct DeviceViewRenderer: Sendable {
    /// The screen's outline.
    public let shape: DeviceScreenShape
    /// Pixels per point.
    public let scale: Double
    /// The canvas side in pixels: even, and large enough for the device in any pose.
    public let canvasSide: Int

    /// The width of the device body around the screen, in points (a choice: a thin bezel that shows the pose).
    public static let bezel = 10.0
    /// The empty margin around the body at its longest diagonal, in points.
    public static let margin = 8.0
    /// The canvas background.
    public static let background = RGBImage.Pixel(red: 40, green: 42, blue: 48)
    /// The device body.
    public static let body = RGBImage.Pixel(red: 92, green: 94, blue: 102)

    /// Creates a renderer for one screen at `scale` pixels per point.
    ///
    /// - Precondition: `scale` is positive.
    public init(shape: DeviceScreenShape, scale: Double) {
        precondition(scale > 0, "scale must be positive")
        self.shape = shape
        self.scale = scale
        let width = shape.portraitSize.width + 2 * Self.bezel
        let height = shape.portraitSize.height + 2 * Self.bezel
        let side = Int(((width * width + height * height).squareRoot() + 2 * Self.margin) * scale).advanced(by: 1)
        self.canvasSide = side + side % 2
    }

    /// The canvas point, in pixels, where the interface point `point` (in points, from the interface's top left)
    /// is drawn for an interface image of `imageWidth` × `imageHeight` pixels.
    public func canvasLocation(
        of point: Point, state: DeviceViewState, imageWidth: Int, imageHeight: Int
    ) -> Point {
        let centre = centre(state: state, imageWidth: imageWidth, imageHeight: imageHeight)
        let window = state.window
        let local = Point(
            x: point.x + window.windowFrame.origin.x - window.screenSize.width / 2,
            y: point.y + window.windowFrame.origin.y - window.screenSize.height / 2)
        let turned = Self.rotate(local, by: state.interfaceRotation)
        return Point(x: centre.x + turned.x * scale, y: centre.y + turned.y * scale)
    }

    /// Draws one frame.
    ///
    /// - Parameters:
    ///   - interface: The interface as it is laid out now, upright in its own coordinates; it is stretched to
    ///     ``DeviceViewState/interfaceBounds``.
    ///   - state: The pose, angle and bounds to draw.
    /// - Returns: A ``canvasSide`` × ``canvasSide`` image.
    public func render(interface: RGBImage, state: DeviceViewState) -> RGBImage {
        var canvas = RGBImage(width: canvasSide, height: canvasSide, fill: Self.background)
        guard interface.width > 0, interface.height > 0 else { return canvas }
        let centre = centre(state: state, imageWidth: interface.width, imageHeight: interface.height)
        let screenHalf = Point(x: shape.portraitSize.width / 2, y: shape.portraitSize.height / 2)
        let bodyHalf = Point(x: screenHalf.x + Self.bezel, y: screenHalf.y + Self.bezel)
        // The content turned inside the device's screen: the interface, or in a window the whole screen.
        let contentHalf = Point(x: state.window.screenSize.width / 2, y: state.window.screenSize.height / 2)
        let windowedScreen = state.window.isWindowed ? WindowedScreen(geometry: state.window, scale: scale) : nil
        let housing = shape.housing.map { rect in
            (
                centre: Point(
                    x: rect.origin.x + rect.size.width / 2 - screenHalf.x,
                    y: rect.origin.y + rect.size.height / 2 - screenHalf.y),
                half: Point(x: rect.size.width / 2, y: rect.size.height / 2)
            )
        }
        let pixelsPerPointX = Double(interface.width) / max(state.interfaceBounds.width, .ulpOfOne)
        let pixelsPerPointY = Double(interface.height) / max(state.interfaceBounds.height, .ulpOfOne)
        let device = Self.rotation(by: -state.deviceAngle)
        let content = Self.rotation(by: -state.interfaceRotation)
        for y in 0..<canvasSide {
            for x in 0..<canvasSide {
                let p = Point(x: (Double(x) + 0.5 - centre.x) / scale, y: (Double(y) + 0.5 - centre.y) / scale)
                let q = Point(x: p.x * device.cos - p.y * device.sin, y: p.x * device.sin + p.y * device.cos)
                let bodyCoverage = coverage(
                    Self.distance(q, half: bodyHalf, radius: shape.cornerRadius + Self.bezel))
                guard bodyCoverage > 0 else { continue }
                var colour = Self.mix(Self.background, Self.body, bodyCoverage)
                let screenCoverage = coverage(Self.distance(q, half: screenHalf, radius: shape.cornerRadius))
                colour = Self.mix(colour, .black, screenCoverage)
                if screenCoverage > 0 {
                    let u = Point(x: p.x * content.cos - p.y * content.sin, y: p.x * content.sin + p.y * content.cos)
                    let contentCoverage = coverage(Self.distance(u, half: contentHalf, radius: 0)) * screenCoverage
                    if contentCoverage > 0 {
                        let onScreen = Point(x: u.x + contentHalf.x, y: u.y + contentHalf.y)
                        let sample =
                            windowedScreen?.colour(at: onScreen, interface: interface)
                            ?? interface.bilinearSample(
                                x: onScreen.x * pixelsPerPointX - 0.5, y: onScreen.y * pixelsPerPointY - 0.5)
                        colour = Self.mix(colour, sample, contentCoverage)
                    }
                    if let housing {
                        let offset = Point(x: q.x - housing.centre.x, y: q.y - housing.centre.y)
                        let housingCoverage = coverage(
                            Self.distance(offset, half: housing.half, radius: shape.housingCornerRadius))
                        colour = Self.mix(colour, .black, housingCoverage)
                    }
                }
                canvas[x, y] = colour
            }
        }
        return canvas
    }

    // MARK: - Geometry

    /// The canvas centre in pixels, nudged by half a pixel when the screen's content has an odd size in pixels
    /// (the interface image, or in a window the screen at the scale) so that upright content lands on whole pixels.
    private func centre(state: DeviceViewState, imageWidth: Int, imageHeight: Int) -> Point {
        let width = state.window.isWindowed ? Int((state.window.screenSize.width * scale).rounded()) : imageWidth
        let height = state.window.isWindowed ? Int((state.window.screenSize.height * scale).rounded()) : imageHeight
        return Point(
            x: Double((canvasSide - width) / 2) + Double(width) / 2,
            y: Double((canvasSide - height) / 2) + Double(height) / 2)
    }

    /// How much of a pixel a shape covers, from the signed distance (in points) of the pixel's centre to its edge.
    private func coverage(_ distance: Double) -> Double {
        Self.coverage(distance, scale: scale)
    }

    /// How much of a pixel a shape covers at `scale` pixels per point, from the signed distance (in points) of
    /// the pixel's centre to the shape's edge.
    static func coverage(_ distance: Double, scale: Double) -> Double {
        min(max(0.5 - distance * scale, 0), 1)
    }

    /// The signed distance from `point` to a rounded rectangle centred at the origin: negative inside.
    static func distance(_ point: Point, half: Point, radius: Double) -> Double {
        let radius = min(radius, half.x, half.y)
        let qx = abs(point.x) - (half.x - radius)
        let qy = abs(point.y) - (half.y - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    private static func rotation(by degrees: Double) -> (cos: Double, sin: Double) {
        let radians = degrees * .pi / 180
        return (Foundation.cos(radians), Foundation.sin(radians))
    }

    /// `point` turned clockwise (on a canvas whose y axis points down) by `degrees` about the origin.
    static func rotate(_ point: Point, by degrees: Double) -> Point {
        let turn = rotation(by: degrees)
        return Point(x: point.x * turn.cos - point.y * turn.sin, y: point.x * turn.sin + point.y * turn.cos)
    }

    /// `a` blended `amount` (0…1) of the way to `b`; 0 and 1 return `a` and `b` exactly.
    static func mix(_ a: RGBImage.Pixel, _ b: RGBImage.Pixel, _ amount: Double) -> RGBImage.Pixel {
        guard amount < 1 else { return b }
        guard amount > 0 else { return a }
        func blend(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * amount).rounded())
        }
        return RGBImage.Pixel(red: blend(a.red, b.red), green: blend(a.green, b.green), blue: blend(a.blue, b.blue))
    }
}
