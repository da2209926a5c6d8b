extension VideoStreamInfo {
    /// One sentence per property of the stream that Pivot shows differently from how it is meant to be shown,
    /// for `frames` and `play` to warn about once: interlaced pictures are shown as stored, both fields woven
    /// into one frame (no deinterlacing); a Dolby Vision enhancement layer is ignored (the base layer is shown,
    /// with its frames' reshaping; a reshaping that cannot be applied is warned about per frame by
    /// ``FrameScaler/colorConversion(for:)``); of MV-HEVC spatial video only the base (hero) view is shown, as a 2D player does.
    public var presentationWarnings: [String] {
        var lines: [String] = []
        if isInterlaced, let fieldOrder {
            lines.append("interlaced video (field order \(fieldOrder)): fields are shown woven, not deinterlaced")
        }
        if let dolbyVision, dolbyVision.hasEnhancementLayer {
            lines.append(
                "Dolby Vision profile \(dolbyVision.profile) enhancement layer is ignored; "
                    + "the base layer is shown with its reshaping")
        }
        if let stereo, stereo.views > 1 {
            lines.append(
                "MV-HEVC spatial video (\(stereo.views) views): the base layer (\(stereo.heroEye ?? "left") eye) is "
                    + "shown, as a 2D player does")
        }
        return lines
    }
}
