extension Aperture {
    /// What a player shows of a `width`×`height` coded picture in `mode`, as `AVPlayerItem.videoApertureMode`
    /// chooses: the part of the coded picture (``crop(width:height:mode:)`` rounded to whole pixels, `nil` for
    /// the whole picture) and the pixel aspect it is shown at.
    ///
    /// The pixel aspect is 1:1 for `encoded`; otherwise `sampleAspectRatio` (the container's, which FFmpeg reads
    /// from `pasp`) when the track has a `pasp`, else the one that stretches the shown part to `tapt`'s dimensions
    /// for the mode when it has those. `pasp` comes first because it is exact: FFmpeg's muxer writes `tapt` sizes
    /// rounded to whole pixels (853 for 720 at 32:27, which is 853.33).
    public func picture(
        width: Int, height: Int, sampleAspectRatio: Rational, mode: Mode
    ) -> (crop: PixelRect?, sampleAspectRatio: Rational) {
        var crop: PixelRect?
        if let exact = self.crop(width: width, height: height, mode: mode) {
            let w = min(max(1, Int(exact.width.rounded())), width)
            let h = min(max(1, Int(exact.height.rounded())), height)
            let x = min(max(0, Int(exact.x.rounded())), width - w)
            let y = min(max(0, Int(exact.y.rounded())), height - h)
            if (w, h) != (width, height) { crop = PixelRect(x: x, y: y, width: w, height: h) }
        }
        if mode == .encoded { return (crop, Rational(1, 1)) }
        let (shownWidth, shownHeight) = (crop?.width ?? width, crop?.height ?? height)
        if pixelAspect == nil, let size = trackApertureSize(for: mode) {
            // tapt's sizes are 16.16 fixed point, so 65536 × each is a whole number.
            let aspect = Rational(
                Int((size.width * 65536).rounded()) * shownHeight, Int((size.height * 65536).rounded()) * shownWidth)
            return (crop, aspect.reduced())
        }
        return (crop, sampleAspectRatio)
    }
}
