import Chrome
import Orientation
import Pixels
import Typesetting

/// The system chrome a ``SceneCompositor`` draws: the renderer (Inter opened once) and the pictures it reuses.
///
/// The chrome depends only on its ``ChromeScene``, a plain `Hashable` value, so the overlays are drawn once per
/// scene (a turn, a push, a present, a tab switch) and reused for every other frame; while a rotation animates the
/// window's bounds the old and the new layout are each drawn once and cross-faded (``crossFade(from:to:progress:)``).
/// A content panel's picture is drawn once per title, size and appearance.
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

    /// The chrome of one frame: one scene's overlays, or two cross-fading during a rotation.
    struct Frame {
        /// The layout the frame's views follow (the new one during a rotation): its dimming and popover.
        var layout: ChromeLayout
        /// The overlays, bottom first, each with its opacity.
        var layers: [(overlays: Overlays, opacity: Double)]

        /// Composites the navigation and tab bars onto `image`.
        func compositeBars(onto image: inout RGBImage) {
            for layer in layers { layer.overlays.bars.composite(onto: &image, opacity: layer.opacity) }
        }

        /// Composites the status bar, home indicator and grabber onto `image`.
        func compositeSystem(onto image: inout RGBImage) {
            for layer in layers { layer.overlays.system.composite(onto: &image, opacity: layer.opacity) }
        }
    }

    /// The appearance drawn.
    let appearance: Appearance
    private let renderer: ChromeRenderer
    /// How many layouts have been drawn (each scene once while it stays among the recent ones).
    private(set) var layoutsDrawn = 0
    /// The overlays drawn lately, newest last: the current scene, or a rotation's old and new ones.
    private var recent: [(scene: ChromeScene, overlays: Overlays)] = []
    /// The system overlays of recent layouts with the home indicator in the other colour, once needed.
    private var otherIndicators: [(layout: ChromeLayout, overlay: ChromeOverlay)] = []
    private var panels: [PanelKey: RGBImage] = [:]

    /// Opens the font.
    /// - Throws: ``TypesetError`` when Inter is missing.
    init(appearance: Appearance) throws {
        self.appearance = appearance
        renderer = ChromeRenderer(typesetter: try Typesetter())
    }

    /// The chrome of `scene` at full opacity; `nil` when its picture is not `width × height` (a window whose size
    /// rounds differently at this scale).
    func frame(for scene: ChromeScene, width: Int, height: Int) -> Frame? {
        let overlays = overlays(for: scene)
        guard overlays.bars.width == width, overlays.bars.height == height else { return nil }
        return Frame(layout: overlays.layout, layers: [(overlays, 1)])
    }

    /// The bars of `old` fading out while those of `new` fade in, by `progress` (0–1) of a rotation, each drawn once
    /// at its own window size and stretched to the animated bounds: UIKit cross-fades a snapshot of the old bars
    /// with the new ones instead of laying them out again at every frame (`docs/chrome.md`).
    func crossFade(from old: ChromeScene, to new: ChromeScene, progress: Double) -> Frame {
        let before = overlays(for: old)
        let after = overlays(for: new)
        let progress = min(1, max(0, progress))
        return Frame(layout: after.layout, layers: [(before, 1 - progress), (after, progress)])
    }

    /// `frame` with its home indicator in the colour that reads over content of mean relative luminance
    /// `luminance` (``Chrome/ChromeLayout/homeIndicatorContent(overLuminance:)``; `nil`: no indicator to sample).
    /// Each of the two colours is drawn once per layout.
    func adaptingIndicator(of frame: Frame, overLuminance luminance: Double?) -> Frame {
        guard let luminance else { return frame }
        var adapted = frame
        for index in adapted.layers.indices {
            let overlays = adapted.layers[index].overlays
            var layout = overlays.layout
            layout.homeIndicatorContent = ChromeLayout.homeIndicatorContent(overLuminance: luminance)
            if layout == overlays.layout { continue }
            if let found = otherIndicators.first(where: { $0.layout == layout }) {
                adapted.layers[index].overlays.system = found.overlay
            } else {
                let overlay = renderer.makeOverlay(for: layout, parts: .system)
                // Two layouts are live during a rotation's cross-fade, as in `recent`.
                if otherIndicators.count >= 4 { otherIndicators.removeFirst() }
                otherIndicators.append((layout, overlay))
                adapted.layers[index].overlays.system = overlay
            }
        }
        return adapted
    }

    /// The overlays of `scene`, drawn when it is not one of the last few drawn.
    private func overlays(for scene: ChromeScene) -> Overlays {
        if let found = recent.first(where: { $0.scene == scene }) { return found.overlays }
        let layout = ChromeLayout(scene: scene)
        layoutsDrawn += 1
        let overlays = Overlays(
            layout: layout, bars: renderer.makeOverlay(for: layout, parts: .bars),
            system: renderer.makeOverlay(for: layout, parts: .system))
        // Two scenes are live during a rotation; the bound keeps a long run from holding every scene it showed.
        if recent.count >= 4 { recent.removeFirst() }
        recent.append((scene, overlays))
        return overlays
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
