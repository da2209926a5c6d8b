import Foundation
import Pixels
import Player
import Video

/// The live look at a run in the terminal: a status line and the current frame in Unicode half blocks, redrawn in
/// place, on standard output.
///
/// It draws only when standard output is a terminal (never into a pipe or a file) and at most ten times a second,
/// so a fast run is not slowed by terminal output. ``finish()`` erases it, so the run's summary lines follow a
/// clean screen.
final class TerminalPreview {
    private let output: Int32
    /// Whether it draws: enabled and writing to a terminal.
    let isEnabled: Bool
    private let size: (columns: Int, rows: Int)
    private var linesDrawn = 0
    private var lastDraw: ContinuousClock.Instant?

    /// Creates a preview writing to `descriptor` (standard output by default), drawing only when `enabled` and
    /// the descriptor is a terminal.
    init(enabled: Bool, descriptor: Int32 = STDOUT_FILENO) {
        output = descriptor
        isEnabled = enabled && isatty(descriptor) == 1
        size = Self.terminalSize(of: descriptor)
    }

    /// Shows `status` and `image`, unless the last redraw was under 0.1 s ago (or `force` is set).
    func update(status: String, image: RGBImage, force: Bool = false) {
        guard isEnabled else { return }
        let now = ContinuousClock.now
        if !force, let lastDraw, now - lastDraw < .milliseconds(100) { return }
        lastDraw = now
        // Half-block columns are one cell wide; keep two rows for the status line and the shell prompt.
        let lines = HalfBlockPicture.lines(
            of: image, fittingColumns: size.columns, rows: max(1, min(size.rows - 2, 40)))
        var text = linesDrawn > 0 ? "\u{1B}[\(linesDrawn)F" : "\r"
        for line in [status] + lines { text += line + "\u{1B}[K\n" }
        write(text)
        linesDrawn = 1 + lines.count
    }

    /// Erases what the preview drew.
    func finish() {
        guard isEnabled, linesDrawn > 0 else { return }
        write("\u{1B}[\(linesDrawn)F\u{1B}[J")
        linesDrawn = 0
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                Glibc.write(output, $0.baseAddress! + offset, $0.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// The terminal's size in character cells; 80 × 24 when it does not say.
    private static func terminalSize(of descriptor: Int32) -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
