/// The Dolby Vision configuration record of a stream (`dvcC`/`dvvC` in MP4), with ffprobe's field meanings.
///
/// Pivot decodes only the base layer and applies each frame's reshaping (RPU) to it; the record says what that
/// layer is compatible with (for example profile 8 with compatibility 4: an HLG base layer, as iPhones record).
/// The corresponding FFmpeg type is `AVDOVIDecoderConfigurationRecord`.
public struct DolbyVisionConfiguration: Sendable, Hashable {
    /// The Dolby Vision profile (`dv_profile`), for example 8.
    public var profile: Int
    /// The level (`dv_level`).
    public var level: Int
    /// What the base layer is compatible with (`dv_bl_signal_compatibility_id`): 1 HDR10, 2 SDR, 4 HLG.
    public var baseLayerCompatibility: Int
    /// Whether the stream carries reshaping data (an RPU, `rpu_present_flag`), which Pivot applies.
    public var hasRPU: Bool
    /// Whether the stream carries an enhancement layer that Pivot ignores (`el_present_flag`).
    public var hasEnhancementLayer: Bool
}
