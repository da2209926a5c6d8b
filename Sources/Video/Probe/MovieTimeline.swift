/// Where a clip's movie starts and where its pictures end, on the presentation-time scale of
/// ``VideoFrame/presentationTime``, so a player's clock (which starts at 0) can be mapped onto it.
///
/// QuickTime and MP4 movies start at time 0 of their own timeline: FFmpeg has already applied the edit list, so
/// an empty edit (`-output_ts_offset 2`) is the time before the first picture, which a player shows as black
/// (AVFoundation does). Other containers (MPEG-TS, raw streams) have no movie timeline: their timestamps run
/// on an arbitrary clock, and players start at the first one (`start_time`; ffplay does). See docs/media-truth.md.
public struct MovieTimeline: Sendable, Equatable {
    /// The presentation time at which the movie starts (the player's clock reads 0 there).
    public var start: Double
    /// The presentation time at which the last picture ends, or `nil` when the container does not say (a raw
    /// stream); ``MediaFile/measureDataEnd()`` then finds it from the data.
    public var pictureEnd: Double?

    /// The movie's duration from its start to the end of the last picture, or `nil` when unknown.
    public var duration: Double? { pictureEnd.map { max(0, $0 - start) } }
}
