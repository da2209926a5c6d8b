import Orientation
import Video

/// The FFmpeg-backed ``FrameSource``: decodes a clip forward in presentation order and scales the current
/// picture straight into the player's canvas.
///
/// It holds at most two decoded frames (the one shown and the next one), so memory stays flat however long the
/// clip is; both are references to the decoder's buffers, not copies.
public final class ClipFrameSource: FrameSource {
    public let name: String
    public let displaySize: Size
    public let duration: Double
    public let frameRate: Double
    public let hasVariableFrameRate: Bool
    /// What the clip is.
    public let info: MediaInfo

    private let reader: FrameReader
    private let scaler: FrameScaler
    private var current: VideoFrame?
    private var upcoming: VideoFrame?
    private var isExhausted = false

    /// Opens a clip.
    ///
    /// - Parameters:
    ///   - path: The clip.
    ///   - name: How logs and manifests name the clip; the path by default.
    ///   - autorotate: Whether to apply the display matrix (`true`, as players do).
    /// - Throws: The ``MediaError`` of opening the clip (no such file, not a movie, no video stream, ...).
    public init(path: String, name: String? = nil, autorotate: Bool = true) throws(MediaError) {
        reader = try FrameReader(path: path)
        scaler = FrameScaler(autorotate: autorotate)
        info = reader.info
        self.name = name ?? path
        let video = info.video
        // Unrounded, as AVFoundation's presentationSize is: 720x480 at 32:27 is 853.33 wide, so the fit keeps the
        // exact 16:9 and agrees with ffmpeg's letterbox to the pixel.
        let sar = video.sampleAspectRatio.isValid ? video.sampleAspectRatio.doubleValue : 1
        let stored = Size(width: Double(video.width) * sar, height: Double(video.height))
        displaySize = autorotate && video.transform.swapsDimensions ? stored.transposed : stored
        frameRate = video.frameRate.isValid ? video.frameRate.doubleValue : 0
        hasVariableFrameRate = video.hasVariableFrameRate
        duration = info.video.duration ?? info.duration ?? 0
    }

    /// The warning the decoder raised (a truncated or damaged clip), if any.
    public var warning: DecodeWarning? { reader.warning }

    public var endOfPictures: Double? {
        guard isExhausted, upcoming == nil, let current else { return nil }
        return current.presentationTime + 1 / (frameRate > 0 ? frameRate : 30)
    }

    public func advance(to time: Double) throws {
        // A frame is due once the clock reaches its presentation time; a tolerance of a microsecond absorbs the
        // rounding of output times computed as index / rate.
        while true {
            if upcoming == nil, !isExhausted {
                if let frame = try reader.next() {
                    upcoming = try frame.retained()
                } else {
                    isExhausted = true
                }
            }
            guard let next = upcoming, next.presentationTime <= time + 1e-6 || current == nil else { return }
            current = next
            upcoming = nil
        }
    }

    public func draw(into canvas: inout RGBImage, rect: PixelRect) throws {
        guard let current else { return }
        try scaler.scale(current, into: &canvas, rect: rect)
    }
}

// Explicit non-conformance: the reader and scaler hold FFmpeg state that is not thread-safe.
@available(*, unavailable)
extension ClipFrameSource: Sendable {}
