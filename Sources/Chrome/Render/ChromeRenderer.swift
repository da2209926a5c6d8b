import Orientation
public import Pixels
public import Typesetting

/// Draws a ``ChromeLayout``: bars, glyphs and text, in the layout's appearance.
///
/// ```swift
/// let renderer = ChromeRenderer(typesetter: try Typesetter())
/// let overlay = renderer.makeOverlay(for: layout)   // once per layout
/// overlay.composite(onto: &frame)                    // every frame, above the app's controllers
/// ```
///
/// The chrome does not depend on the frame's pixels, so the loop draws it once per layout into a
/// ``ChromeOverlay`` and composites that; ``draw(_:into:)`` draws straight into a picture (tests, stills).
public struct ChromeRenderer {
    /// Which pieces of the chrome to draw.
    public struct Parts: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        /// Creates a set of parts.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The navigation and tab bars: part of the app's view, scaled back and dimmed with it under a sheet.
        public static let bars = Parts(rawValue: 1)
        /// The status bar, home indicator and grabber: the system's, above everything.
        public static let system = Parts(rawValue: 2)
        /// Everything.
        public static let all: Parts = [.bars, .system]
    }

    private let typesetter: Typesetter

    /// Creates a renderer that sets its text with `typesetter`.
    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// The pixel size of a picture that holds `layout`'s window.
    public static func pixelSize(of layout: ChromeLayout) -> (width: Int, height: Int) {
        (Int((layout.size.width * layout.scale).rounded()), Int((layout.size.height * layout.scale).rounded()))
    }

    /// Draws the chrome over `image`, which shows the window at the layout's scale.
    ///
    /// - Precondition: `image` is ``pixelSize(of:)`` of `layout`.
    public func draw(_ layout: ChromeLayout, parts: Parts = .all, into image: inout RGBImage) {
        let size = Self.pixelSize(of: layout)
        precondition(
            image.width == size.width && image.height == size.height,
            "chrome for \(size) drawn on \(image.width)x\(image.height)")
        let palette = ChromePalette(layout.appearance)
        var canvas = Canvas(image: RGBImage(width: 0, height: 0), scale: layout.scale)
        swap(&canvas.image, &image)
        defer { swap(&canvas.image, &image) }
        if parts.contains(.bars) {
            if let bar = layout.navigationBar { drawNavigationBar(bar, palette: palette, on: &canvas) }
            if let bar = layout.tabBar { drawTabBar(bar, palette: palette, on: &canvas) }
        }
        guard parts.contains(.system) else { return }
        if let bar = layout.statusBar {
            drawStatusBar(bar, palette: ChromePalette(bar.contentAppearance), on: &canvas)
        }
        if let indicator = layout.homeIndicator {
            canvas.fillRoundedRect(
                indicator, radius: indicator.size.height / 2, ChromePalette(layout.homeIndicatorContent).label)
        }
        if let grabber = layout.grabber {
            // _UIGrabber rounds its corners by half its height.
            canvas.fillRoundedRect(grabber, radius: grabber.size.height / 2, palette.grabber)
        }
    }

    /// Draws `layout` once into an overlay the frame loop composites onto every frame.
    public func makeOverlay(for layout: ChromeLayout, parts: Parts = .all) -> ChromeOverlay {
        let size = Self.pixelSize(of: layout)
        var overBlack = RGBImage(width: size.width, height: size.height, fill: .black)
        var overWhite = RGBImage(width: size.width, height: size.height, fill: .white)
        draw(layout, parts: parts, into: &overBlack)
        draw(layout, parts: parts, into: &overWhite)
        return ChromeOverlay(overBlack: overBlack, overWhite: overWhite)
    }

    /// Sets a content panel's title: 17 pt semibold in the label colour, centred in `frame` (points), truncated
    /// to its width.
    ///
    /// - Parameters:
    ///   - title: The controller's title.
    ///   - frame: The panel's frame, in points of `image`.
    ///   - scale: Pixels per point of `image`.
    ///   - appearance: Light or dark.
    ///   - image: The picture drawn into.
    public func drawPanelTitle(
        _ title: String, centeredIn frame: Rect, scale: Double, appearance: Appearance, into image: inout RGBImage
    ) {
        var canvas = Canvas(image: RGBImage(width: 0, height: 0), scale: scale)
        swap(&canvas.image, &image)
        defer { swap(&canvas.image, &image) }
        let label = ChromeLayout.Label(
            text: title, style: ChromeMetrics.barTitle, frame: frame, alignment: .center, ink: .label)
        draw(label, palette: ChromePalette(appearance), on: &canvas)
    }

    // MARK: - Pieces

    private func drawStatusBar(_ bar: ChromeLayout.StatusBar, palette: ChromePalette, on canvas: inout Canvas) {
        draw(bar.time, palette: palette, on: &canvas)
        StatusGlyphs.signal(in: bar.signal, paint: palette.label, on: &canvas)
        StatusGlyphs.wifi(in: bar.wifi, paint: palette.label, on: &canvas)
        StatusGlyphs.battery(in: bar.battery, paint: palette.label, outline: palette.batteryOutline, on: &canvas)
    }

    private func drawNavigationBar(
        _ bar: ChromeLayout.NavigationBar, palette: ChromePalette, on canvas: inout Canvas
    ) {
        if bar.hasBackground {
            // The background reaches up under the status bar, as a bar positioned at the top does.
            let frame = bar.frame
            let bottom = frame.origin.y + frame.size.height
            canvas.fillRoundedRect(Rect(x: 0, y: 0, width: frame.size.width, height: bottom), radius: 0, palette.bar)
            canvas.fillRoundedRect(
                Rect(x: 0, y: bottom, width: frame.size.width, height: max(ChromeMetrics.hairline, 1 / canvas.scale)),
                radius: 0, palette.separator)
        }
        if let circle = bar.backCircle {
            canvas.fillRoundedRect(circle, radius: circle.size.width / 2, palette.glass)
        }
        if let chevron = bar.backChevron {
            StatusGlyphs.chevron(in: chevron, paint: bar.backCircle == nil ? palette.tint : palette.label, on: &canvas)
        }
        if let title = bar.backTitle { draw(title, palette: palette, on: &canvas) }
        draw(bar.title, palette: palette, on: &canvas)
    }

    private func drawTabBar(_ bar: ChromeLayout.TabBar, palette: ChromePalette, on canvas: inout Canvas) {
        let frame = bar.frame
        if bar.isFloating {
            canvas.fillRoundedRect(frame, radius: frame.size.height / 2, palette.glass)
            if let selection = bar.selection {
                canvas.fillRoundedRect(selection, radius: selection.size.height / 2, palette.selection)
            }
        } else {
            canvas.fillRoundedRect(frame, radius: 0, palette.bar)
            canvas.fillRoundedRect(
                Rect(
                    x: 0, y: frame.origin.y, width: frame.size.width,
                    height: max(ChromeMetrics.hairline, 1 / canvas.scale)),
                radius: 0, palette.separator)
        }
        for item in bar.items {
            let paint = palette.paint(for: item.title.ink)
            // An app's tab symbols are unknown: a rounded square in the tab's colour stands in for each.
            if let icon = item.icon { canvas.fillRoundedRect(icon, radius: icon.size.width * 0.28, paint) }
            draw(item.title, palette: palette, on: &canvas)
        }
    }

    /// Sets a label: truncated to its frame, aligned in it, its line box centred vertically.
    private func draw(_ label: ChromeLayout.Label, palette: ChromePalette, on canvas: inout Canvas) {
        let scale = canvas.scale
        let text = typesetter.truncating(label.text, style: label.style, scale: scale, toWidth: label.frame.size.width)
        let metrics = typesetter.metrics(of: text, style: label.style, scale: scale)
        let x =
            label.alignment == .center
            ? label.frame.origin.x + (label.frame.size.width - metrics.advance) / 2 : label.frame.origin.x
        let baseline = label.frame.origin.y + (label.frame.size.height + metrics.ascent - metrics.descent) / 2
        let paint = palette.paint(for: label.ink)
        typesetter.draw(
            text, style: label.style, scale: scale, x: x, baseline: baseline, color: paint.color,
            opacity: paint.opacity, into: &canvas.image)
    }
}

// Explicit non-conformance: the renderer shares its Typesetter, whose FreeType faces are not thread-safe.
@available(*, unavailable)
extension ChromeRenderer: Sendable {}
