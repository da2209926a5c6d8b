import Pixels

/// The largest clip Pivot agrees to work on, so that a hostile or damaged header cannot make one file cost
/// unbounded memory or time.
///
/// ``MediaFile/init(path:)`` checks what the container claims against these limits before anything is decoded or
/// allocated for the picture, and throws ``MediaError/invalidData`` naming the claim when one is exceeded.
/// ``FrameReader`` checks each decoded picture's size again, since a stream may change size mid-way (each MJPEG
/// frame carries its own), and skips a picture beyond the limits as a frame that failed to decode. The size
/// limits hold for the displayed picture too (SAR-scaled, turned, or the bounding box of an angled or sheared
/// display matrix), since that is what is drawn: a flipped bit in a display matrix once made a 640x360 clip
/// claim a 640x328040 picture. The
/// limits are far above anything an iPhone records (4K is 3840×2160, a few minutes at 60 fps): they exist to
/// refuse nonsense, not to restrict real footage.
public enum MediaLimits {
    /// The widest or tallest stored picture accepted, in pixels (the `--size` bound of `pivot frames` too): the
    /// limit every picture is held to, ``PictureLimits/maxDimension``.
    public static let maxDimension = PictureLimits.maxDimension
    /// The most pixels one stored picture may have: ``PictureLimits/maxPixels``, 2²⁶.
    public static let maxPixels = PictureLimits.maxPixels
    /// The most frames a clip may declare: 24 hours at 240 fps.
    public static let maxFrameCount = 24 * 3600 * 240
    /// The longest clip accepted, in seconds: 24 hours (the container's or the video stream's duration); also the
    /// latest time a seek (`pivot frames --at`) may ask for.
    public static let maxDuration: Double = 24 * 3600
    /// The slowest output frame rate, in frames per second: one frame every 1000 s, the smallest rate
    /// ``MovieWriter`` writes as a whole-number time base (`1000/1`); `--fps` and a clip's own rate are held to it.
    public static let minFrameRate = 0.001
    /// The fastest output frame rate, in frames per second: 240, the fastest an iPhone records (`--fps`).
    public static let maxFrameRate = 240.0

    /// Why `video` exceeds a limit, or `nil` when it is within all of them.
    static func violation(of video: VideoStreamInfo, containerDuration: Double?) -> String? {
        if let violation = violation(width: video.width, height: video.height) { return violation }
        if let violation = violation(displayed: video.displaySize) { return violation }
        if let count = video.frameCount, count > maxFrameCount {
            return "declared frame count \(count) exceeds the limit of \(maxFrameCount) frames"
        }
        for duration in [video.duration, containerDuration].compactMap(\.self) where !(duration <= maxDuration) {
            return "duration \(duration) s exceeds the limit of \(Int(maxDuration)) s"
        }
        return nil
    }

    /// Why a picture shown at `size` (``DisplaySize/rounded``) exceeds a limit, or `nil` when it does not.
    static func violation(displayed size: (width: Int, height: Int)) -> String? {
        violation(width: size.width, height: size.height).map { "displayed " + $0 }
    }

    /// Why a picture of `width`×`height` exceeds a limit, or `nil` when it does not (``PictureLimits``'s rule).
    static func violation(width: Int, height: Int) -> String? {
        PictureLimits.violation(width: width, height: height)
    }
}
