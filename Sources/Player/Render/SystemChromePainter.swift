import Chrome
import Orientation
import Pixels
import Typesetting

/// The system chrome a ``SceneCompositor`` draws: the renderer (Inter opened once) and the pictures it reuses.
///
/// The chrome depends only on its ``ChromeScene``, a plain `Hashable` value, so the overlays are drawn when the
/// scene changes (a turn, a push, a present, a tab switch, each frame of a rotation's animated bounds) and reused
/// for every other frame; a content panel's picture is drawn once per title, size and appearance.
final class SystemChromePainter {
    /// The chrome of one scene, ready to composite.
    struct Overlays {
        /// The layout the overlays were drawn from.
        var layout: ChromeLayout
        /// The navigation and tab bars.
        var bars: ChromeOverlay
        /// The status bar, home indicator and grabber, with the indicator in the layout's own colour.
        var system: ChromeOverlay
    }

    /// The appearance drawn.
    let appearance: Appearance
    private let renderer: ChromeRenderer
    private var last: (scene: ChromeScene, overlays: Overlays?)?
    /// The system overlay of the last layout with the home indicator in the other colour, once needed.
    private var otherIndicator: (layout: ChromeLayout, overlay: ChromeOverlay)?
    private var panels: [PanelKey: RGBImage] = [:]

    /// Opens the font.
    /// - Throws: ``TypesetError`` when Inter is missing.
    init(appearance: Appearance) throws {
        self.appearance = appearance
        renderer = ChromeRenderer(typesetter: try Typesetter())
    }

    /// The overlays of `scene`, drawn only when it differs from the last one; `nil` when the layout's picture is
    /// not `width × height` (a window whose size rounds differently at this scale).
    func overlays(for scene: ChromeScene, width: Int, height: Int) -> Overlays? {
        if let last, last.scene == scene { return last.overlays }
        let layout = ChromeLayout(scene: scene)
        let size = ChromeRenderer.pixelSize(of: layout)
        let overlays =
            size == (width, height)
            ? Overlays(
                layout: layout, bars: renderer.makeOverlay(for: layout, parts: .bars),
                system: renderer.makeOverlay(for: layout, parts: .system))
            : nil
        last = (scene, overlays)
        return overlays
    }

    /// The status bar, home indicator and grabber of `overlays`, the indicator in the colour that reads over
    /// content of mean relative luminance `luminance` (``Chrome/ChromeLayout/homeIndicatorContent(overLuminance:)``;
    /// `nil`: no indicator to sample). Each of the two colours is drawn once per layout.
    func system(of overlays: Overlays, indicatorOverLuminance luminance: Double?) -> ChromeOverlay {
        guard let luminance else { return overlays.system }
        var layout = overlays.layout
        layout.homeIndicatorContent = ChromeLayout.homeIndicatorContent(overLuminance: luminance)
        if layout == overlays.layout { return overlays.system }
        if let otherIndicator, otherIndicator.layout == layout { return otherIndicator.overlay }
        let overlay = renderer.makeOverlay(for: layout, parts: .system)
        otherIndicator = (layout, overlay)
        return overlay
    }

    /// A content panel `width × height` pixels: `systemBackground` (its elevated level in a sheet) with the title
    /// centred on it.
    func panel(title: String, width: Int, height: Int, isElevated: Bool, scale: Double) -> RGBImage {
        let key = PanelKey(title: title, width: width, height: height, isElevated: isElevated)
        if let panel = panels[key] { return panel }
        let palette = ChromePalette(appearance)
        let background = (isElevated ? palette.elevatedBackground : palette.background).color
        var image = RGBImage(width: width, height: height, fill: background)
        renderer.drawPanelTitle(
            title, centeredIn: Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale),
            scale: scale, appearance: appearance, into: &image)
        // A scenario has few controllers; the bound only stops a long rotation of many sizes from growing it.
        if panels.count >= 64 { panels.removeAll() }
        panels[key] = image
        return image
    }

    private struct PanelKey: Hashable {
        var title: String
        var width: Int
        var height: Int
        var isElevated: Bool
    }
}

@available(*, unavailable, message: "it shares a Typesetter, whose FreeType faces are not thread-safe")
extension SystemChromePainter: Sendable {}
