internal import CFFmpeg

/// A decoded picture, borrowed from the ``FrameReader`` that produced it.
///
/// The pixels live in the reader's single reused frame, so a `VideoFrame` is valid only until the next call to
/// ``FrameReader/next()`` or ``FrameReader/seek(to:)``; convert it with a ``FrameScaler`` before then. Using a
/// stale frame is a programmer error and traps. The plain values (``index``, ``presentationTime``, sizes) can be
/// copied out and kept.
public struct VideoFrame {
    /// The reader's frame storage; borrowed.
    let storage: FrameStorage
    /// Which fill of the storage this view describes; a later fill makes the view stale.
    let generation: Int

    /// The frame's position in presentation order, counting from 0 at the start of the clip.
    public let index: Int
    /// The presentation time in seconds (FFmpeg's best-effort timestamp in the stream time base, as ffprobe's
    /// `best_effort_timestamp_time`).
    public let presentationTime: Double
    /// The presentation timestamp in the stream time base, or `nil` when the stream gives none.
    public let timestamp: Int64?
    /// The stored (coded) width in pixels.
    public let width: Int
    /// The stored (coded) height in pixels.
    public let height: Int
    /// The pixel aspect ratio it is shown at: the stream's value as `av_guess_sample_aspect_ratio` decides (the
    /// container wins, as in the ffmpeg CLI), `1:1` when none is declared, or what the reader's aperture mode says
    /// (``Aperture/picture(width:height:sampleAspectRatio:mode:)``).
    public let sampleAspectRatio: Rational
    /// The part of the stored picture that is shown (the QuickTime clean aperture in the reader's aperture mode),
    /// or `nil` for all of it.
    public let crop: PixelRect?
    /// What turns this frame upright: the frame's own display matrix when it carries one, otherwise the
    /// stream's, chosen as the ffmpeg CLI chooses its autorotate filters.
    public let transform: DisplayTransform
    /// The display matrix's turn when it is not a multiple of 90° (``transform`` is then `.identity`), or `nil`;
    /// from the frame's own matrix when it carries one, otherwise the stream's.
    public let angledTransform: AngledTransform?
    /// Whether the frame is a keyframe.
    public let isKeyframe: Bool

    /// FFmpeg's name of the decoded pixel format, for example `yuv420p`.
    public var pixelFormat: String {
        av_get_pix_fmt_name(AVPixelFormat(rawValue: storage.pointer.pointee.format)).map { String(cString: $0) }
            ?? "none"
    }

    /// The upright size on screen in square pixels: the shown width (``crop``'s, else the stored one) × SAR
    /// (rounded to nearest), swapped when the transform turns the picture by 90°, the bounding box when it turns
    /// it by another angle.
    public var displaySize: (width: Int, height: Int) {
        displaySize(autorotate: true)
    }

    /// The size on screen in square pixels, with or without the display transform applied.
    public func displaySize(autorotate: Bool) -> (width: Int, height: Int) {
        DisplaySize(
            storedWidth: crop?.width ?? width, storedHeight: crop?.height ?? height,
            sampleAspectRatio: sampleAspectRatio,
            isTurned: autorotate && transform.swapsDimensions, angle: autorotate ? angledTransform : nil
        ).rounded
    }

    /// The owned AVFrame, checked to still hold this view's picture.
    var pointer: UnsafeMutablePointer<AVFrame> {
        precondition(storage.generation == generation, "VideoFrame used after the reader moved on")
        return storage.pointer
    }
}

// Explicit non-conformance: a VideoFrame borrows the reader's AVFrame, which the reader rewrites on every call.
@available(*, unavailable)
extension VideoFrame: Sendable {}
