import Orientation
import Pixels
import Video

/// An iPad screen with the app's window on it, as the device view draws it: a wallpaper, and the app's interface
/// inside the window's frame, clipped by the window's rounded corners.
///
/// It answers the colour at any screen point, so a renderer can turn, scale and clip the screen however it draws
/// it (``DeviceViewRenderer`` samples it once per canvas pixel). The wallpaper and the corner radius are choices
/// (`docs/device-view.md`, "iPad windows"): the other apps' windows, the window's title-bar controls and its
/// shadow are not drawn.
public struct WindowedScreen: Sendable {
    /// The screen and the window on it.
    public let geometry: WindowGeometry
    /// Pixels per point of the canvas it is drawn on, which sets how wide the anti-aliased window edge is.
    public let scale: Double

    /// The radius of the window's corners in points (a choice: Apple publishes no number for Stage Manager or
    /// iPadOS 26 windows; 12 points matches their look at 1:1).
    public static let cornerRadius = 12.0
    /// The wallpaper's colour at the top of the screen.
    public static let wallpaperTop = RGBImage.Pixel(red: 36, green: 74, blue: 150)
    /// The wallpaper's colour at the bottom of the screen.
    public static let wallpaperBottom = RGBImage.Pixel(red: 122, green: 72, blue: 150)

    /// Creates the screen of `geometry`, drawn at `scale` pixels per point.
    ///
    /// - Precondition: `scale` is positive.
    public init(geometry: WindowGeometry, scale: Double) {
        precondition(scale > 0, "scale must be positive")
        self.geometry = geometry
        self.scale = scale
    }

    /// The wallpaper at `y` points from the top of the screen: a vertical gradient from ``wallpaperTop`` to
    /// ``wallpaperBottom``.
    public func wallpaper(atY y: Double) -> RGBImage.Pixel {
        let height = max(geometry.screenSize.height, .ulpOfOne)
        return DeviceViewRenderer.mix(Self.wallpaperTop, Self.wallpaperBottom, min(max(y / height, 0), 1))
    }

    /// The colour at `point` (in screen points from the screen's top left) with `interface`, the window's
    /// picture, stretched to the window's frame: the interface inside the window, the wallpaper outside, blended
    /// along the window's anti-aliased edge. An interface pixel whose centre lies at `point` and is inside the
    /// corners is returned exactly.
    ///
    /// - Precondition: `interface` is not empty.
    public func colour(at point: Point, interface: RGBImage) -> RGBImage.Pixel {
        let frame = geometry.windowFrame
        let local = Point(x: point.x - frame.origin.x, y: point.y - frame.origin.y)
        let half = Point(x: frame.size.width / 2, y: frame.size.height / 2)
        let distance = DeviceViewRenderer.distance(
            Point(x: local.x - half.x, y: local.y - half.y), half: half, radius: Self.cornerRadius)
        let coverage = DeviceViewRenderer.coverage(distance, scale: scale)
        guard coverage > 0 else { return wallpaper(atY: point.y) }
        let sample = interface.bilinearSample(
            x: local.x * Double(interface.width) / max(frame.size.width, .ulpOfOne) - 0.5,
            y: local.y * Double(interface.height) / max(frame.size.height, .ulpOfOne) - 0.5)
        return coverage < 1 ? DeviceViewRenderer.mix(wallpaper(atY: point.y), sample, coverage) : sample
    }
}
