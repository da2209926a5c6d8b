extension VideoStreamInfo {
    /// One sentence per property of the stream that Pivot shows differently from how it is meant to be shown,
    /// for `frames` and `play` to warn about once: interlaced pictures are shown as stored, both fields woven
    /// into one frame (no deinterlacing); Dolby Vision reshaping or enhancement data is ignored and only the
    /// base layer is shown; of MV-HEVC spatial video only the base (hero) view is shown, as a 2D player does.
    public var presentationWarnings: [String] {
        var lines: [String] = []
        if isInterlaced, let fieldOrder {
            lines.append("interlaced video (field order \(fieldOrder)): fields are shown woven, not deinterlaced")
        }
        if let dolbyVision, dolbyVision.ignoresEnhancementData {
            lines.append(
                "Dolby Vision profile \(dolbyVision.profile) data beyond the base layer is ignored; "
                    + "the base layer is shown")
        }
        if let stereo, stereo.views > 1 {
            lines.append(
                "MV-HEVC spatial video (\(stereo.views) views): the base layer (\(stereo.heroEye ?? "left") eye) is "
                    + "shown, as a 2D player does")
        }
        return lines
    }
}
