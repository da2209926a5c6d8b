import Orientation

/// The status bar's glyphs (cellular signal, Wi-Fi, battery) and the back chevron, drawn as shapes in their boxes:
/// SF Symbols cannot ship with Pivot, so these follow their silhouettes (`docs/chrome.md`, "Glyphs").
enum StatusGlyphs {
    /// Four bars rising left to right, all full.
    static func signal(in box: Rect, paint: ChromePalette.Paint, on canvas: inout Canvas) {
        let gap = box.size.width * 0.1
        let barWidth = (box.size.width - 3 * gap) / 4
        for index in 0..<4 {
            let height = box.size.height * [0.36, 0.56, 0.78, 1][index]
            let bar = Rect(
                x: box.origin.x + Double(index) * (barWidth + gap), y: box.origin.y + box.size.height - height,
                width: barWidth, height: height)
            canvas.fillRoundedRect(bar, radius: barWidth * 0.35, paint)
        }
    }

    /// Two arcs and a wedge fanning up from the bottom centre, 45° each side of vertical.
    static func wifi(in box: Rect, paint: ChromePalette.Paint, on canvas: inout Canvas) {
        let cx = box.origin.x + box.size.width / 2
        let cy = box.origin.y + box.size.height
        let radius = min(box.size.height, box.size.width / (2 * 0.7071))
        let bands: [ClosedRange<Double>] = [0...0.33, 0.47...0.66, 0.8...1]
        canvas.fill(box, paint) { x, y in
            let dx = x - cx
            let dy = cy - y
            guard dy > 0, abs(dx) <= dy else { return false }
            let r = (dx * dx + dy * dy).squareRoot() / radius
            return bands.contains { $0.contains(r) }
        }
    }

    /// A rounded body outlined in the faded label colour, filled to full charge, with a nub on the right.
    static func battery(
        in box: Rect, paint: ChromePalette.Paint, outline: ChromePalette.Paint, on canvas: inout Canvas
    ) {
        let nubWidth = box.size.width * 0.055
        let body = Rect(x: box.origin.x, y: box.origin.y, width: box.size.width - nubWidth - 1, height: box.size.height)
        let radius = box.size.height * 0.3
        let stroke = 1.0
        let inner = Rect(
            x: body.origin.x + stroke, y: body.origin.y + stroke, width: body.size.width - 2 * stroke,
            height: body.size.height - 2 * stroke)
        // The outline: inside the body and outside its inner rectangle.
        canvas.fill(body, outline) { x, y in
            Canvas.roundedRect(body, radius: radius, contains: x, y)
                && !Canvas.roundedRect(inner, radius: radius - stroke, contains: x, y)
        }
        let charge = Rect(
            x: inner.origin.x + 1, y: inner.origin.y + 1, width: inner.size.width - 2, height: inner.size.height - 2)
        canvas.fillRoundedRect(charge, radius: radius - stroke - 1, paint)
        let nub = Rect(
            x: body.origin.x + body.size.width + 1, y: box.origin.y + box.size.height * 0.33, width: nubWidth,
            height: box.size.height * 0.34)
        canvas.fillRoundedRect(nub, radius: nubWidth / 2, outline)
    }

    /// A left-pointing chevron, its two strokes meeting at the box's left middle.
    static func chevron(in box: Rect, paint: ChromePalette.Paint, on canvas: inout Canvas) {
        let thickness = box.size.width * 0.24
        let tipX = box.origin.x + thickness / 2
        let tipY = box.origin.y + box.size.height / 2
        let endX = box.origin.x + box.size.width - thickness / 2
        let ends = [(endX, box.origin.y + thickness / 2), (endX, box.origin.y + box.size.height - thickness / 2)]
        canvas.fill(box, paint) { x, y in
            ends.contains { end in
                Self.distance(x, y, from: (tipX, tipY), to: end) <= thickness / 2
            }
        }
    }

    /// The distance from (`x`, `y`) to the segment from `a` to `b`.
    private static func distance(
        _ x: Double, _ y: Double, from a: (Double, Double), to b: (Double, Double)
    ) -> Double {
        let (abx, aby) = (b.0 - a.0, b.1 - a.1)
        let t = max(0, min(1, ((x - a.0) * abx + (y - a.1) * aby) / (abx * abx + aby * aby)))
        let (px, py) = (a.0 + t * abx - x, a.1 + t * aby - y)
        return (px * px + py * py).squareRoot()
    }
}
