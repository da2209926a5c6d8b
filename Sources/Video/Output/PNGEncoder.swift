internal import CFFmpeg

/// Encodes pictures as PNG with FFmpeg's own PNG encoder, for contact sheets a person opens in any viewer.
public enum PNGEncoder {
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
        try check(avcodec_open2(coder.context, codec, nil), "avcodec_open2")

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
