/// What a clip's video stream is and how a player shows it, copied out of FFmpeg into plain values.
public struct VideoStreamInfo: Sendable, Equatable {
    /// The stream's index in the container (not always 0: iPhone recordings may put audio first).
    public var index: Int
    /// FFmpeg's short codec name, for example `h264` or `hevc`.
    public var codecName: String
    /// The coded (stored) width in pixels.
    public var width: Int
    /// The coded (stored) height in pixels.
    public var height: Int
    /// The sample (pixel) aspect ratio, container value first, as `av_guess_sample_aspect_ratio` decides;
    /// `1:1` when the clip declares none.
    public var sampleAspectRatio: Rational
    /// Whether the clip declares a sample aspect ratio at all (ffprobe prints `N/A` when it does not).
    public var declaresSampleAspectRatio: Bool
    /// The display aspect ratio exactly as ffprobe computes it: stored size times SAR, reduced, not rotation-aware.
    public var displayAspectRatio: Rational
    /// The display matrix angle as ffprobe prints it (degrees counter-clockwise, truncated); 0 when absent.
    public var rotation: Int
    /// What turns the stored picture upright, chosen as the ffmpeg CLI's autorotate chooses it.
    public var transform: DisplayTransform
    /// The display matrix's turn when it is not a multiple of 90° (``transform`` is then `.identity`), or `nil`.
    public var angledTransform: AngledTransform?
    /// The average frame rate (what players call the nominal rate); `0/1` when unknown.
    public var frameRate: Rational
    /// The lowest rate at which every timestamp falls on a whole frame (FFmpeg's `r_frame_rate`); for a
    /// variable-rate clip this is about the fastest passage's rate. `0/1` when unknown.
    public var timestampRate: Rational
    /// The container's frame count (`nb_frames`, ffprobe's), or `nil` when the container does not say.
    public var frameCount: Int?
    /// The frames a player shows, for QuickTime/MP4: the samples FFmpeg indexed minus those the edit list cuts
    /// (index entries without `AVINDEX_DISCARD_FRAME`); `nil` for other containers or without an index.
    public var shownFrameCount: Int?
    /// FFmpeg's name for the decoded pixel format, for example `yuv420p`.
    public var pixelFormat: String
    /// The stream's duration in seconds, or `nil` when unknown.
    public var duration: Double?
    /// The stream's first presentation time in seconds (ffprobe's `start_time`), or `nil` when unknown.
    public var startTime: Double?
    /// The colour tags, with ffprobe's names.
    public var color: ColorDescription
    /// The Dolby Vision configuration record, or `nil` when the stream has none.
    public var dolbyVision: DolbyVisionConfiguration?
    /// ffprobe's `field_order`: `progressive`, `tt`, `bb`, `tb` or `bt`; `nil` when unknown.
    public var fieldOrder: String?
    /// Whether the stored pixel format carries an alpha channel (ProRes 4444 may).
    public var hasAlpha: Bool
    /// The static HDR metadata of the container (`mdcv`/`clli`, `SmDm`/`CoLL`, Matroska's colour elements); empty
    /// when the container has none (the codec's SEI may still carry it: ``VideoFrame/hdrMetadata``).
    public var hdrMetadata = HDRMetadata()
    /// The QuickTime apertures of the track (`clap`, `pasp`, `tapt`; empty when it has none or the file is not
    /// QuickTime/MP4), read by Pivot since FFmpeg 5.1 ignores them.
    public var aperture = Aperture()
    /// The stereo layout of an MV-HEVC spatial video track (`vexu`), `nil` for 2D video. Only the base layer is
    /// decoded.
    public var stereo: StereoLayout?

    /// Whether the stream declares interlaced pictures (any field order other than progressive).
    public var isInterlaced: Bool { fieldOrder.map { $0 != "progressive" } ?? false }

    /// Whether the pictures come at a variable rate: the average rate differs from ``timestampRate`` by more than
    /// 1 %. A constant-rate clip has both equal; phone clips whose average drifts by a few hundredths of a frame
    /// per second count as constant (the 1 % margin is a choice).
    public var hasVariableFrameRate: Bool {
        guard frameRate.isValid, timestampRate.isValid else { return false }
        return abs(frameRate.doubleValue - timestampRate.doubleValue) > 0.01 * timestampRate.doubleValue
    }

    /// Whether the display matrix mirrors the picture.
    public var isMirrored: Bool { transform.isMirrored || angledTransform?.isMirrored == true }

    /// The picture's size on screen in square pixels, exact and rounded (``DisplaySize``), with or without
    /// the display transform applied.
    ///
    /// - Parameter aperture: The QuickTime aperture a player shows (``Aperture/picture(width:height:sampleAspectRatio:mode:)``),
    ///   or `nil` for the whole coded picture at the container's pixel aspect, as ffprobe sizes it.
    public func exactDisplaySize(autorotate: Bool = true, aperture mode: Aperture.Mode? = nil) -> DisplaySize {
        let shown = mode.map {
            aperture.picture(width: width, height: height, sampleAspectRatio: sampleAspectRatio, mode: $0)
        }
        return DisplaySize(
            storedWidth: shown?.crop?.width ?? width, storedHeight: shown?.crop?.height ?? height,
            sampleAspectRatio: shown?.sampleAspectRatio ?? sampleAspectRatio,
            isTurned: autorotate && transform.swapsDimensions, angle: autorotate ? angledTransform : nil)
    }

    /// The picture's size on screen in whole square pixels: width × SAR rounded to nearest, swapped for ±90°,
    /// the bounding box for other angles.
    public var displaySize: (width: Int, height: Int) { exactDisplaySize().rounded }

    /// The shape of the displayed picture.
    public var displayShape: PictureShape {
        let size = displaySize
        if size.width == size.height { return .square }
        return size.width > size.height ? .landscape : .portrait
    }
}

/// The shape of a picture as shown: wider than tall, taller than wide, or square.
public enum PictureShape: String, Sendable, Hashable, CaseIterable {
    /// Wider than tall.
    case landscape
    /// Taller than wide.
    case portrait
    /// As wide as tall.
    case square
}
