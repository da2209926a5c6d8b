import Foundation
import Orientation
import PivotJSON
import Pixels
import Player
import Video

/// What `pivot play` tells the user: where the player was presented, what each turn of the device did, and
/// what was written, in the numbers `manifest.json` holds.
enum PlaySummary {
    /// The summary's lines.
    static func lines(_ result: PlayExport.Result) -> [String] {
        let report = result.report
        var lines: [String] = []
        if let first = report.frames.first {
            // A turn at clip time 0 starts rotating on the first frame, whose canvas is already the new one.
            if let turn = report.turns.first(where: { $0.frameIndex == 0 && $0.from != $0.to }) {
                lines.append("presented in \(turn.from.name), video \(describe(first.videoRect))")
            } else {
                lines.append(
                    "presented in \(first.interfaceOrientation.name) (\(first.canvasWidth)x\(first.canvasHeight)), "
                        + "video \(describe(first.videoRect))")
            }
        }
        lines += report.turns.map { line(for: $0, frames: report.frames) }
        lines.append("wrote \(report.frames.count) frames and \(result.manifestPath)")
        return lines
    }

    /// `t=0.6 device landscapeLeft -> interface landscapeRight (852x393), video 699x393 at (76,0), button …`:
    /// the turn at the clip time it really started, the canvas it rotates into (the run's, which stays right when
    /// the device view animates the frames' canvases) and the video rectangle once the rotation has ended, as the
    /// manifest's frames give it.
    private static func line(for turn: TurnOutcome, frames: [FrameRecord]) -> String {
        let head = "t=\(JSONValue.decimal(turn.clipTime)) device \(turn.turn.pose.name) -> interface "
        guard turn.from != turn.to else { return head + "\(turn.to.name) (unchanged)" }
        // The rotation ends on the first later frame not in this turn's transition: a settled frame, or the
        // first frame of the next turn's rotation, which still shows this turn's final layout at progress 0.
        guard
            let end = frames.first(where: {
                $0.index > turn.frameIndex && ($0.transition == nil || $0.transition?.progress == 0)
            })
        else { return head + "\(turn.to.name) (the clip ended during the rotation)" }
        var text =
            head + "\(turn.to.name) (\(turn.canvas.width)x\(turn.canvas.height)), video \(describe(end.videoRect))"
        // A player without a ✕ (`"closeButton": false`, the system player) records an empty button.
        if let before = frames.last(where: { $0.index < turn.frameIndex }), end.closeButton.rect.width > 0 {
            text += ", button " + describeChange(before.closeButton, end.closeButton)
        }
        return text
    }

    /// `699x393 at (76,0)`.
    private static func describe(_ rect: PixelRect) -> String {
        "\(rect.width)x\(rect.height) at (\(rect.x),\(rect.y))"
    }

    /// `blue->red` for the seed rules' colours, `alpha 0.30->0.62` for the adaptive plate.
    private static func describeChange(_ before: RenderedButton, _ after: RenderedButton) -> String {
        let names: [RGBImage.Pixel: String] = [.primaryRed: "red", .primaryBlue: "blue", .black: "black"]
        let (a, b) = (before.appearance, after.appearance)
        if a.background != b.background, let from = names[a.background], let to = names[b.background] {
            return "\(from)->\(to)"
        }
        return String(format: "alpha %.2f->%.2f", a.backgroundAlpha, b.backgroundAlpha)
    }
}
