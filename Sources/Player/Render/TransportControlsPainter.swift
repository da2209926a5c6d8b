import Orientation
import Pixels
import Typesetting
import Video

/// Draws AVKit's transport controls (``TransportControlsLayout``) over a system player's video: round dark
/// platters with white glyphs for Done, Picture in Picture and play/pause, and the scrubber with its elapsed and
/// remaining times set in Inter.
///
/// The platters are black at ``platterOpacity`` (standing in for AVKit's blurred material); everything is scaled
/// by the controls' opacity as they fade.
struct TransportControlsPainter {
    /// The platters' black opacity (a choice, `docs/uikit-versions.md`).
    static let platterOpacity = 0.45
    /// The unplayed part of the track: white at this opacity.
    static let trackOpacity = 0.35

    /// Pixels per point.
    let scale: Double
    /// Sets the times.
    let typesetter: Typesetter

    /// What the controls show.
    struct State {
        /// Whether the clip is playing (a pause glyph) or not (a play glyph).
        var isPlaying: Bool
        /// The playback position, in seconds.
        var clipTime: Double
        /// The clip's duration, in seconds.
        var duration: Double
        /// The controls' opacity, 0 to 1.
        var opacity: Double
    }

    /// Draws the controls of `layout` in `state` on `canvas` (the player's view, at `scale`).
    func paint(_ layout: TransportControlsLayout, _ state: State, on canvas: inout RGBImage) {
        guard state.opacity > 0 else { return }
        let alpha = state.opacity
        if let done = layout.doneButton {
            platter(done, alpha: alpha, on: &canvas)
            let inset = 10.5 * scale
            stroke(done, alpha: alpha, width: 2, on: &canvas) { x, y, side in
                min(
                    ShapeCoverage.segmentDistance(x, y, from: (inset, inset), to: (side - inset, side - inset)),
                    ShapeCoverage.segmentDistance(x, y, from: (side - inset, inset), to: (inset, side - inset)))
            }
        }
        pictureInPicture(layout.pictureInPictureButton, alpha: alpha, on: &canvas)
        platter(layout.playPauseButton, alpha: alpha, on: &canvas)
        playPause(layout.playPauseButton, isPlaying: state.isPlaying, alpha: alpha, on: &canvas)
        scrubber(layout, state, on: &canvas)
    }

    // MARK: - Parts

    private func platter(_ rect: Rect, alpha: Double, on canvas: inout RGBImage) {
        let bounds = rect.pixelRect(scale: scale)
        let side = Double(bounds.width)
        ShapeCoverage.fill(&canvas, bounds: bounds, color: .black, alpha: Self.platterOpacity * alpha) { x, y in
            ShapeCoverage.roundedBoxDistance(x, y, width: side, height: side, radius: side / 2)
        }
    }

    /// Strokes the centre line `distance` describes (given pixel coordinates and the button's side) `width`
    /// points wide, in white.
    private func stroke(
        _ rect: Rect, alpha: Double, width: Double, on canvas: inout RGBImage,
        distance: @escaping (Double, Double, Double) -> Double
    ) {
        let bounds = rect.pixelRect(scale: scale)
        let side = Double(bounds.width)
        let half = width * scale / 2
        ShapeCoverage.fill(&canvas, bounds: bounds, color: .white, alpha: alpha) { x, y in
            distance(x, y, side) - half
        }
    }

    /// The Picture in Picture glyph: a rounded screen outline with a filled small screen in its lower-trailing
    /// corner.
    private func pictureInPicture(_ rect: Rect, alpha: Double, on canvas: inout RGBImage) {
        platter(rect, alpha: alpha, on: &canvas)
        let bounds = rect.pixelRect(scale: scale)
        let side = Double(bounds.width)
        let (outerWidth, outerHeight) = (16 * scale, 12 * scale)
        let (left, top) = ((side - outerWidth) / 2, (side - outerHeight) / 2)
        let halfLine = 0.75 * scale
        let corner = 2 * scale
        ShapeCoverage.fill(&canvas, bounds: bounds, color: .white, alpha: alpha) { x, y in
            let edge = ShapeCoverage.roundedBoxDistance(
                x - left, y - top, width: outerWidth, height: outerHeight, radius: corner)
            return abs(edge) - halfLine
        }
        let (innerWidth, innerHeight) = (7 * scale, 5 * scale)
        let innerLeft = left + outerWidth - innerWidth - corner
        let innerTop = top + outerHeight - innerHeight - corner
        let innerCorner = scale
        ShapeCoverage.fill(&canvas, bounds: bounds, color: .white, alpha: alpha) { x, y in
            ShapeCoverage.roundedBoxDistance(
                x - innerLeft, y - innerTop, width: innerWidth, height: innerHeight, radius: innerCorner)
        }
    }

    /// Two bars while playing, a right-pointing triangle otherwise, centred in the button.
    private func playPause(_ rect: Rect, isPlaying: Bool, alpha: Double, on canvas: inout RGBImage) {
        let bounds = rect.pixelRect(scale: scale)
        let center = Double(bounds.width) / 2
        let height = 24 * scale
        if isPlaying {
            let (barWidth, gap) = (7 * scale, 7 * scale)
            for left in [center - gap / 2 - barWidth, center + gap / 2] {
                ShapeCoverage.fill(&canvas, bounds: bounds, color: .white, alpha: alpha) { x, y in
                    ShapeCoverage.roundedBoxDistance(
                        x - left, y - (center - height / 2), width: barWidth, height: height, radius: 1.5 * self.scale)
                }
            }
            return
        }
        // An equilateral-ish triangle, nudged right so it looks centred (its centroid, not its box, in the middle).
        let width = 22 * scale
        let (left, top, bottom) = (center - width / 3, center - height / 2, center + height / 2)
        let tip = (left + width, center)
        ShapeCoverage.fill(&canvas, bounds: bounds, color: .white, alpha: alpha) { x, y in
            max(
                left - x,
                Self.sideOfLine(x, y, from: (left, top), to: tip),
                Self.sideOfLine(x, y, from: tip, to: (left, bottom)))
        }
    }

    /// The signed distance from (`x`, `y`) to the line through `a` and `b`, positive on its left (outside a
    /// clockwise polygon in screen coordinates).
    private static func sideOfLine(
        _ x: Double, _ y: Double, from a: (Double, Double), to b: (Double, Double)
    )
        -> Double
    {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        return ((x - a.0) * dy - (y - a.1) * dx) / (dx * dx + dy * dy).squareRoot()
    }

    /// The track (played part white, the rest translucent) with the elapsed time under its leading end and the
    /// remaining time under its trailing end.
    private func scrubber(_ layout: TransportControlsLayout, _ state: State, on canvas: inout RGBImage) {
        let track = layout.track
        let bounds = track.pixelRect(scale: scale)
        guard !bounds.isEmpty else { return }
        let (width, height) = (Double(bounds.width), Double(bounds.height))
        let played = state.duration > 0 ? min(1, max(0, state.clipTime / state.duration)) * width : 0
        ShapeCoverage.fill(&canvas, bounds: bounds, color: .white, alpha: Self.trackOpacity * state.opacity) {
            x, y in ShapeCoverage.roundedBoxDistance(x, y, width: width, height: height, radius: height / 2)
        }
        ShapeCoverage.fill(&canvas, bounds: bounds, color: .white, alpha: state.opacity) { x, y in
            max(
                ShapeCoverage.roundedBoxDistance(x, y, width: width, height: height, radius: height / 2), x - played)
        }
        let style = TextStyle(weight: .semibold, pointSize: TransportControlsLayout.timePointSize)
        let elapsed = TransportControlsLayout.timeText(state.clipTime)
        let remaining = TransportControlsLayout.timeText(state.duration - state.clipTime, remaining: true)
        let remainingWidth = typesetter.metrics(of: remaining, style: style, scale: scale).advance
        typesetter.draw(
            elapsed, style: style, scale: scale, x: track.origin.x, baseline: layout.timeBaseline, color: .white,
            opacity: state.opacity, into: &canvas)
        typesetter.draw(
            remaining, style: style, scale: scale, x: track.origin.x + track.size.width - remainingWidth,
            baseline: layout.timeBaseline, color: .white, opacity: state.opacity, into: &canvas)
    }
}
