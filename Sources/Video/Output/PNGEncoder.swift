internal import CFFmpeg

/// Encodes pictures as PNG with FFmpeg's own PNG encoder, for frame files and contact sheets a person opens in any
/// viewer.
///
/// The settings differ from the encoder's defaults (no prediction, deflate level 6, what `ffmpeg -f image2 %05d.png`
/// uses): "up" prediction and deflate level 2. On the benchmark's testsrc2 clips (300 frames, 720p and 1080p) that
/// is 0.93–0.94× the default's bytes, on real phone clips 0.70–0.74× (one flat, mostly static clip: 1.31×), at
/// about 60 % of its CPU time; level 3 saved 1–2 % more bytes for 15 % more time (BENCHMARKS.md, issue 16).
public enum PNGEncoder {
    /// The prediction filter: each row as its difference from the row above ("up", `PNG_FILTER_VALUE_UP`).
    static let prediction = "up"
    /// The deflate level (zlib's 0...9).
    static let compressionLevel: Int32 = 2

    /// The PNG file bytes of `image`.
    ///
    /// - Throws: A ``MediaError`` with FFmpeg's `AVERROR_ENCODER_NOT_FOUND` when this FFmpeg has no PNG encoder, or the
    ///   ``MediaError`` of the failing call. The corresponding FFmpeg functions are `avcodec_send_frame` and
    ///   `avcodec_receive_packet`.
    /// - Precondition: `image` is not empty.
    public static func encode(_ image: RGBImage) throws(MediaError) -> [UInt8] {
        precondition(image.width > 0 && image.height > 0, "cannot encode an empty image")
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw MediaError(
                code: CFFmpeg_AVERROR_ENCODER_NOT_FOUND, message: "this FFmpeg has no PNG encoder",
                operation: "avcodec_find_encoder")
        }
        let coder = try SinglePictureCodec(codec: codec)
        coder.context.pointee.width = Int32(image.width)
        coder.context.pointee.height = Int32(image.height)
        coder.context.pointee.pix_fmt = AV_PIX_FMT_RGB24
        coder.context.pointee.time_base = AVRational(num: 1, den: 1)
        coder.context.pointee.compression_level = compressionLevel
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        av_dict_set(&options, "pred", prediction, 0)
        try check(avcodec_open2(coder.context, codec, &options), "avcodec_open2")

        coder.frame.pointee.width = coder.context.pointee.width
        coder.frame.pointee.height = coder.context.pointee.height
        coder.frame.pointee.format = AV_PIX_FMT_RGB24.rawValue
        try check(av_frame_get_buffer(coder.frame, 0), "av_frame_get_buffer")
        let stride = Int(coder.frame.pointee.linesize.0)
        image.pixels.withUnsafeBytes { source in
            let destination = coder.frame.pointee.data.0!
            for row in 0..<image.height {
                (destination + row * stride).update(
                    from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * image.bytesPerRow,
                    count: image.bytesPerRow)
            }
        }
        try check(avcodec_send_frame(coder.context, coder.frame), "avcodec_send_frame")
        try check(avcodec_send_frame(coder.context, nil), "avcodec_send_frame")
        var bytes: [UInt8] = []
        while true {
            let received = avcodec_receive_packet(coder.context, coder.packet)
            if received == averrorEOF { break }
            try check(received, "avcodec_receive_packet")
            bytes.append(
                contentsOf: UnsafeBufferPointer(start: coder.packet.pointee.data, count: Int(coder.packet.pointee.size))
            )
            av_packet_unref(coder.packet)
        }
        return bytes
    }
}
