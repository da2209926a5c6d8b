import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
///
/// `[########------] 240/300 frames  1.2 s  200 fps`; without a known total it shows the count and rate only.
/// Redraws at most ten times a second so a fast decode is not slowed by terminal output.
final class ProgressBar {
    private let isEnabled: Bool
    private let unit: String
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var hasDrawn = false

    /// Creates a bar that draws when `enabled` and standard error is a terminal.
    init(unit: String, enabled: Bool) {
        self.unit = unit
        self.isEnabled = enabled && isatty(STDERR_FILENO) == 1
    }

    /// Shows `count` of `total` (when known), unless the last redraw was under 0.1 s ago.
    func update(count: Int, total: Int?) {
        guard isEnabled else { return }
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(100) { return }
        lastDraw = now
        draw(count: count, total: total, now: now)
    }

    /// Erases the bar so the next line starts clean.
    func finish() {
        guard isEnabled, hasDrawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    private func draw(count: Int, total: Int?, now: ContinuousClock.Instant) {
        let elapsed = Self.seconds(now - start)
        let rate = elapsed > 0 ? Double(count) / elapsed : 0
        var line = "\r"
        if let total, total > 0 {
            let width = 30
            let filled = min(width, count * width / total)
            line += "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            line += "\(count)/\(total) \(unit)"
        } else {
            line += "\(count) \(unit)"
        }
        line += String(format: "  %.1f s  %.0f %@/s", elapsed, rate, unit)
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
        hasDrawn = true
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
