internal import CFFmpeg

extension DolbyVisionConfiguration {
    /// The record's fields. The corresponding FFmpeg type is `AVDOVIDecoderConfigurationRecord`.
    init(_ record: AVDOVIDecoderConfigurationRecord) {
        self.init(
            profile: Int(record.dv_profile), level: Int(record.dv_level),
            baseLayerCompatibility: Int(record.dv_bl_signal_compatibility_id),
            hasRPU: record.rpu_present_flag != 0, hasEnhancementLayer: record.el_present_flag != 0)
    }
}
