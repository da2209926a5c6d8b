import Foundation
import Orientation
import Player
import Video

/// What `pivot play` tells the user: where the player was presented, what each turn of the device did, and
/// what was written.
final class PlaySummary {
    private let quiet: Bool
    private let progress: ProgressBar
    private var records: [FrameRecord] = []

    init(quiet: Bool) {
        self.quiet = quiet
        progress = ProgressBar(unit: "frames", enabled: !quiet)
    }

    /// Called after each frame is written.
    func frameWritten(_ record: FrameRecord, total: Int) {
        records.append(record)
        progress.update(count: record.index + 1, total: total)
        guard !quiet, record.index == 0 else { return }
        print(
            "presented in \(record.interfaceOrientation.name) (\(record.canvasWidth)x\(record.canvasHeight)), "
                + "video \(Self.describe(record.videoRect))")
    }

    /// Called once the manifest is written.
    func finished(_ report: PlaybackReport, manifestPath: String) {
        progress.finish()
        guard !quiet else { return }
        for turn in report.turns { print(line(for: turn)) }
        print("wrote \(report.frames.count) frames and \(manifestPath)")
    }

    private func line(for turn: TurnOutcome) -> String {
        let head = String(format: "t=%.3f", turn.turn.clipTime) + " device \(turn.turn.pose.name) -> interface "
        guard turn.from != turn.to else { return head + "\(turn.to.name) (unchanged)" }
        let before = records.last { $0.index < turn.frameIndex }
        guard let after = records.first(where: { $0.index >= turn.frameIndex && $0.transition == nil }) else {
            return head + "\(turn.to.name) (the clip ended during the rotation)"
        }
        var text = head + "\(turn.to.name) (\(after.canvasWidth)x\(after.canvasHeight)), "
        text += "video \(Self.describe(after.videoRect))"
        if let before { text += ", button " + Self.describeChange(before.closeButton, after.closeButton) }
        return text
    }

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
