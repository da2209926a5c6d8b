/// Which frames of a run go on its contact sheet, decided frame by frame as they stream past: evenly spaced
/// frames, plus the first frame at or past the middle of each rotation, so the sheet always shows a rotation
/// under way.
public struct ContactSheetSelection: Sendable {
    /// Every `step`-th frame is picked.
    public let step: Int
    private var previousProgress: Double?

    /// A selection of about `cells` evenly spaced frames out of `frameCount`, plus one per rotation.
    public init(frameCount: Int, cells: Int) {
        step = max(1, (frameCount + cells - 1) / max(1, cells))
    }

    /// Whether `record` goes on the sheet; call once per frame, in order.
    public mutating func includes(_ record: FrameRecord) -> Bool {
        includes(index: record.index, progress: record.transition?.progress)
    }

    /// Whether frame `index`, during a rotation at `progress` (`nil` when none runs), goes on the sheet; call
    /// once per frame, in order.
    public mutating func includes(index: Int, progress: Double?) -> Bool {
        defer { previousProgress = progress }
        if index % step == 0 { return true }
        guard let progress, progress >= 0.5 else { return false }
        return previousProgress.map { $0 < 0.5 } ?? true
    }
}
