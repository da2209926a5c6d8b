/// Watches the Dolby Vision metadata of the frames after the first whose reshaping was applied, and words one
/// warning for the first of them whose metadata cannot be applied (damaged, or missing): that frame is shown from
/// its base layer, as libplacebo shows a frame without usable metadata, so the rendition changes mid-clip and
/// must not do so silently (issue 26). The first frame's own metadata is ``FrameScaler/colorConversion(for:)``'s
/// business.
///
/// A plain value: ``FrameScaler`` feeds it each frame it converts and reads ``warning``.
struct DolbyVisionWatch: Equatable {
    /// Whether a frame's reshaping has been applied.
    private var hasApplied = false
    /// The warning for the first frame, after one whose reshaping was applied, whose metadata could not be
    /// applied; `nil` while there is none. Set once: later failures do not replace it.
    private(set) var warning: String?

    /// Notes one frame.
    ///
    /// - Parameters:
    ///   - index: The frame's index, as the warning names it.
    ///   - reshaping: The frame's reshaping, `nil` when it has none or it could not be read.
    ///   - failure: Why the frame's metadata could not be read, `nil` when it could (or there is none).
    ///   - isConverted: Whether colours are converted at all (with `--tonemap none` no reshaping is ever
    ///     applied, which the first frame's warning already says).
    mutating func note(
        frame index: Int, reshaping: DolbyVisionReshaping?, failure: DolbyVisionReshaping.Unsupported?,
        isConverted: Bool
    ) {
        guard isConverted else { return }
        guard reshaping == nil else {
            hasApplied = true
            return
        }
        guard hasApplied, warning == nil else { return }
        let what =
            failure.map { "frame \(index)'s Dolby Vision metadata with \($0.reason) cannot be applied" }
            ?? "frame \(index) carries no Dolby Vision metadata though the frames before it did"
        warning = what + "; it and any later frame like it are shown from the base layer without it"
    }
}
