internal import CFFmpeg

extension ColorDescription {
    /// The tags of `parameters` with ffprobe's names; an unspecified tag is `nil`, as ffprobe's JSON omits it.
    init(_ parameters: AVCodecParameters) {
        self.init(
            range: parameters.color_range == AVCOL_RANGE_UNSPECIFIED
                ? nil : av_color_range_name(parameters.color_range).map { String(cString: $0) },
            space: parameters.color_space == AVCOL_SPC_UNSPECIFIED
                ? nil : av_color_space_name(parameters.color_space).map { String(cString: $0) },
            transfer: parameters.color_trc == AVCOL_TRC_UNSPECIFIED
                ? nil : av_color_transfer_name(parameters.color_trc).map { String(cString: $0) },
            primaries: parameters.color_primaries == AVCOL_PRI_UNSPECIFIED
                ? nil : av_color_primaries_name(parameters.color_primaries).map { String(cString: $0) })
    }
}
