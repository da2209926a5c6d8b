internal import CFFmpeg

extension HDRMetadata {
    /// The metadata a decoded frame carries as side data (`AV_FRAME_DATA_MASTERING_DISPLAY_METADATA`,
    /// `AV_FRAME_DATA_CONTENT_LIGHT_LEVEL`; HEVC and AV1 decoders export them from SEI/OBU metadata).
    init(frame: UnsafeMutablePointer<AVFrame>) {
        let mastering = av_frame_get_side_data(frame, AV_FRAME_DATA_MASTERING_DISPLAY_METADATA)
            .flatMap { $0.pointee.size >= MemoryLayout<AVMasteringDisplayMetadata>.size ? $0.pointee.data : nil }
            .map { UnsafeRawPointer($0).loadUnaligned(as: AVMasteringDisplayMetadata.self) }
        let light = av_frame_get_side_data(frame, AV_FRAME_DATA_CONTENT_LIGHT_LEVEL)
            .flatMap { $0.pointee.size >= MemoryLayout<AVContentLightMetadata>.size ? $0.pointee.data : nil }
            .map { UnsafeRawPointer($0).loadUnaligned(as: AVContentLightMetadata.self) }
        self.init(mastering: mastering, light: light)
    }

    /// The metadata of a stream's container boxes (`mdcv`/`clli` in MP4, `SmDm`/`CoLL` in QuickTime, Matroska's
    /// colour elements).
    init(stream: UnsafePointer<AVStream>) {
        self.init(
            mastering: CFFmpeg_stream_mastering_display(stream)?.pointee,
            light: CFFmpeg_stream_content_light_level(stream)?.pointee)
    }

    private init(mastering: AVMasteringDisplayMetadata?, light: AVContentLightMetadata?) {
        self.init(
            masteringDisplay: mastering.flatMap(MasteringDisplay.init),
            contentLightLevel: light.map {
                ContentLightLevel(maxContent: Int($0.MaxCLL), maxAverage: Int($0.MaxFALL))
            })
    }
}

extension HDRMetadata.MasteringDisplay {
    /// The fields of `metadata` that it says it has; `nil` when it has neither primaries nor luminance.
    fileprivate init?(_ metadata: AVMasteringDisplayMetadata) {
        guard metadata.has_primaries != 0 || metadata.has_luminance != 0 else { return nil }
        if metadata.has_primaries != 0 {
            // FFmpeg stores them as R, G, B (whatever order the bitstream used).
            let p = metadata.display_primaries
            primaries = [
                "red_x": Rational(p.0.0), "red_y": Rational(p.0.1), "green_x": Rational(p.1.0),
                "green_y": Rational(p.1.1), "blue_x": Rational(p.2.0), "blue_y": Rational(p.2.1),
                "white_point_x": Rational(metadata.white_point.0), "white_point_y": Rational(metadata.white_point.1),
            ]
        }
        if metadata.has_luminance != 0 {
            minLuminance = Rational(metadata.min_luminance)
            maxLuminance = Rational(metadata.max_luminance)
        }
    }
}
