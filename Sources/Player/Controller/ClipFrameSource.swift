import Orientation
import Pixels
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

    /// The presentation time at which the clock reads 0.
    private let movieStart: Double
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
    ///   - color: How HDR, wide-gamut and untagged colours are converted.
    ///   - streamIndex: The container index of the video stream, or `nil` for the one the ffmpeg CLI picks.
    ///   - aperture: Which QuickTime aperture is shown (`.clean`, AVFoundation's default).
    ///   - sliceThreads: How many threads each libswscale conversion uses; 0 (the default) means one per core.
    ///     Use 1 when one renderer per core runs at once, so they do not oversubscribe the cores.
    ///   - decoderThreads: How many threads the decoder uses; 0 (the default) is FFmpeg's choice, as in the
    ///     ffmpeg CLI: one per core plus one when there are several cores. `pivot matrix`, which decodes its one
    ///     moment before anything else runs, gives the core count.
    /// - Throws: The ``MediaError`` of opening the clip (no such file, not a movie, no video stream, ...).
    public init(
        path: String, name: String? = nil, autorotate: Bool = true, color: ColorOptions = ColorOptions(),
        streamIndex: Int? = nil, aperture: Aperture.Mode = .clean, sliceThreads: Int = 0, decoderThreads: Int = 0
    ) throws(MediaError) {
        reader = try FrameReader(
            path: path,
            options: FrameReader.Options(threadCount: decoderThreads, streamIndex: streamIndex, aperture: aperture))
        scaler = FrameScaler(autorotate: autorotate, color: color, sliceThreads: sliceThreads)
        info = reader.info
        self.name = name ?? path
        let video = info.video
        // Exact, as AVFoundation's presentationSize is: 720x480 at 32:27 is 853.33 wide, so the fit keeps the
        // exact 16:9 and agrees with ffmpeg's letterbox to the pixel.
        let exact = video.exactDisplaySize(autorotate: autorotate, aperture: aperture)
        displaySize = Size(width: exact.width, height: exact.height)
        frameRate = video.frameRate.isValid ? video.frameRate.doubleValue : 0
        hasVariableFrameRate = video.hasVariableFrameRate
        // The clock runs on the movie timeline: 0 is the movie's start, the end is the last picture's end, or
        // the data's end when the container does not say (a raw stream).
        let start = info.timeline.start
        movieStart = start
        var pictureEnd = info.timeline.pictureEnd
        if pictureEnd == nil { pictureEnd = try MediaFile(path: path, streamIndex: streamIndex).measureDataEnd() }
        duration = pictureEnd.map { max(0, $0 - start) } ?? 0
    }

    /// The colours of the first picture shown: what was used and what assumed; `nil` before one is shown.
    public private(set) var colorConversion: ColorConversionReport?

    /// The presentation time of the picture shown now, or `nil` before the first one (an empty edit).
    public var currentPresentationTime: Double? { current?.presentationTime }

    /// A warning about a later picture whose colours could not be converted as the earlier ones were
    /// (``FrameScaler/laterColorWarning``), if any.
    public var laterColorWarning: String? { scaler.laterColorWarning }

    /// The warning the decoder raised (a truncated or damaged clip), if any.
    public var warning: DecodeWarning? { reader.warning }

    public var endOfPictures: Double? {
        guard isExhausted, upcoming == nil, let current else { return nil }
        return current.presentationTime - movieStart + 1 / (frameRate > 0 ? frameRate : 30)
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
            // Nothing is shown before the first picture's time: an empty edit is black, as AVFoundation shows it.
            guard let next = upcoming, next.presentationTime <= movieStart + time + 1e-6 else { return }
            current = next
            upcoming = nil
            if colorConversion == nil { colorConversion = scaler.colorConversion(for: next) }
        }
    }

    public func draw(into canvas: inout RGBImage, rect: PixelRect) throws {
        guard let current else { return }
        try scaler.scale(current, into: &canvas, rect: rect)
    }
}

extension ClipFrameSource {
    /// The picture shown now, with what this source says about the clip, for drawing on other threads
    /// (``ClipPicture/makeSource(sliceThreads:)``) without decoding the clip again.
    ///
    /// - Throws: A ``MediaError`` when FFmpeg cannot make a new reference to the picture.
    public func currentPicture() throws(MediaError) -> ClipPicture {
        ClipPicture(
            frame: try current?.retained(), autorotate: scaler.autorotate, color: scaler.color, name: name,
            displaySize: displaySize, duration: duration, frameRate: frameRate,
            hasVariableFrameRate: hasVariableFrameRate, endOfPictures: endOfPictures)
    }
}

// Explicit non-conformance: the reader and scaler hold FFmpeg state that is not thread-safe.
@available(*, unavailable)
extension ClipFrameSource: Sendable {}
