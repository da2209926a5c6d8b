/// One video stream of a container, as the stream choice sees it.
public struct VideoStreamCandidate: Sendable, Hashable {
    /// The stream's index in the container.
    public var index: Int
    /// FFmpeg's short codec name.
    public var codecName: String
    /// The coded width in pixels.
    public var width: Int
    /// The coded height in pixels.
    public var height: Int
    /// Whether the stream is an attached picture (cover art), which is never the video.
    public var isAttachedPicture: Bool
    /// Whether the container marks the stream as its default.
    public var isDefault: Bool
    /// Whether FFmpeg read packets of the stream while probing.
    public var hasPackets: Bool

    /// The ffmpeg CLI's score for its automatic video choice: the most pixels, with streams that have packets
    /// and default streams first (`fftools/ffmpeg_mux_init.c`, `map_auto_video`; docs/media-truth.md).
    var score: Int {
        width * height + (hasPackets ? 100_000_000 : 0) + (isDefault ? 5_000_000 : 0)
    }

    /// The stream a player shows among `candidates`: attached pictures never, otherwise the highest
    /// ``score``, the first one on a tie (as the ffmpeg CLI picks); `nil` when none qualifies.
    static func chosen(among candidates: [VideoStreamCandidate]) -> VideoStreamCandidate? {
        var best: VideoStreamCandidate?
        for candidate in candidates where !candidate.isAttachedPicture {
            if candidate.score > best?.score ?? -1 { best = candidate }
        }
        return best
    }
}
