/// A probed clip: the container and its video stream.
public struct MediaInfo: Sendable, Equatable {
    /// The path the clip was opened from.
    public var path: String
    /// The container format FFmpeg detected, for example `mov,mp4,m4a,3gp,3g2,mj2`.
    public var formatName: String
    /// The container's duration in seconds, or `nil` when unknown.
    public var duration: Double?
    /// The video stream a player would show (FFmpeg's best video stream).
    public var video: VideoStreamInfo
}
