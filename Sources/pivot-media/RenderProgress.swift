import Foundation
import Orientation
import Pixels
import Video

/// What `play` and `simulate --render` show while they draw: the terminal preview of the current frame under its
/// status line, or, when there is no preview, the progress bar (which would otherwise draw over that status line
/// on the same terminal).
struct RenderProgress {
    private let preview: TerminalPreview
    private let bar: ProgressBar

    /// Shows nothing under `quiet`; the preview unless `noPreview` (it is off anyway when stdout is no terminal).
    init(quiet: Bool, noPreview: Bool) {
        preview = TerminalPreview(enabled: !quiet && !noPreview)
        bar = ProgressBar(unit: "frames", enabled: !quiet && !preview.isEnabled)
    }

    /// Reports frame `index` (from 0) of `total` (`nil` when the run's end decides), drawn at `time` seconds in
    /// `orientation`, as `picture`.
    func show(index: Int, of total: Int?, time: Double, orientation: InterfaceOrientation, picture: RGBImage) {
        bar.update(count: index + 1, total: total)
        let count = total.map { "\(index + 1)/\($0)" } ?? "\(index + 1)"
        let status = "frame \(count)  " + String(format: "t=%.2f  ", time)
        preview.update(status: status + orientation.name, image: picture)
    }

    /// Ends the bar's line or erases the preview.
    func finish() {
        bar.finish()
        preview.finish()
    }
}
