/// A probed clip: the container and its video stream.
public struct MediaInfo: Sendable, Equatable {
    /// The path the clip was opened from.
    public var path: String
    /// The container format FFmpeg detected, for example `mov,mp4,m4a,3gp,3g2,mj2`.
    public var formatName: String
    /// The container's duration in seconds, or `nil` when unknown.
    public var duration: Double?
    /// The container's start time in seconds (ffprobe's format `start_time`), or `nil` when unknown.
    public var startTime: Double?
    /// Where the movie starts and its pictures end, for a player's clock.
    public var timeline: MovieTimeline
    /// The video stream a player would show: the one the ffmpeg CLI picks, or the one asked for by index.
    public var video: VideoStreamInfo
    /// Every video stream in the container, attached pictures included, in index order.
    public var videoStreams: [VideoStreamCandidate]
    /// Why the clip exceeds ``MediaLimits`` (for example `declared frame count 100000000 exceeds the limit …`),
    /// or `nil` when it is within them. Only a clip opened with `enforcingLimits: false` can have one.
    public var limitViolation: String?
}

extension MediaInfo {
    /// Whether an iPhone would play the clip (``IOSPlayability``).
    public var iosPlayability: IOSPlayability { IOSPlayability(formatName: formatName, codecName: video.codecName) }

    /// The sentences `frames` and `play` warn with once: that an iPhone would not play the clip, then the video
    /// stream's ``VideoStreamInfo/presentationWarnings``.
    public var presentationWarnings: [String] {
        (iosPlayability.warning.map { [$0] } ?? []) + video.presentationWarnings
    }
}
