internal import CFFmpeg

/// Decodes PNG files with FFmpeg's own PNG decoder, so snapshot references written by ``PNGEncoder`` (or by any
/// other tool) can be read back as pictures.
public enum PNGDecoder {
    /// The picture in the PNG file `bytes`, as RGB24; an alpha channel is dropped and grey or paletted pictures
    /// are expanded to RGB.
    ///
    /// The header's size is checked against ``MediaLimits`` before anything is inflated, so a small file that
    /// claims a huge picture (a zlib bomb) costs nothing.
    ///
    /// - Throws: A ``MediaError`` with code ``MediaError/Code/invalidData`` when the bytes are not a PNG FFmpeg can
    ///   decode or the header declares a picture beyond ``MediaLimits``, ``MediaError/Code/decoderNotFound`` when this FFmpeg has no PNG decoder, or the ``MediaError`` of the
    ///   failing call. The corresponding FFmpeg functions are `avcodec_send_packet`, `avcodec_receive_frame` and
    ///   `sws_scale`.
    public static func decode(_ bytes: [UInt8]) throws(MediaError) -> RGBImage {
        guard !bytes.isEmpty else {
            throw MediaError(code: CFFmpeg_AVERROR_INVALIDDATA, operation: "avcodec_send_packet")
        }
        if let size = declaredSize(bytes), let violation = MediaLimits.violation(width: size.width, height: size.height)
        {
            throw MediaError(code: CFFmpeg_AVERROR_INVALIDDATA, message: violation, operation: "PNG header")
        }
        guard let codec = avcodec_find_decoder(AV_CODEC_ID_PNG) else {
            throw MediaError(
                code: CFFmpeg_AVERROR_DECODER_NOT_FOUND, message: "this FFmpeg has no PNG decoder",
                operation: "avcodec_find_decoder")
        }
        let coder = try SinglePictureCodec(codec: codec)
        try check(avcodec_open2(coder.context, codec, nil), "avcodec_open2")
        try check(av_new_packet(coder.packet, Int32(bytes.count)), "av_new_packet")
        bytes.withUnsafeBufferPointer { source in
            coder.packet.pointee.data.update(from: source.baseAddress!, count: bytes.count)
        }
        try check(avcodec_send_packet(coder.context, coder.packet), "avcodec_send_packet")
        try check(avcodec_send_packet(coder.context, nil), "avcodec_send_packet")
        let received = avcodec_receive_frame(coder.context, coder.frame)
        if received == averrorEOF || received == averrorAgain {
            throw MediaError(code: CFFmpeg_AVERROR_INVALIDDATA, operation: "avcodec_receive_frame")
        }
        try check(received, "avcodec_receive_frame")
        return try convertToRGB(coder.frame)
    }

    /// The width and height the IHDR chunk declares, or `nil` when `bytes` does not start as a PNG does (FFmpeg
    /// then reports what is wrong). PNG specification §5.2–5.3 and §11.2.2: an 8-byte signature, then IHDR's
    /// 4-byte length and type, then width and height as 4-byte big-endian numbers.
    static func declaredSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    /// Copies a decoded frame of any pixel format into an RGB24 image through libswscale.
    private static func convertToRGB(_ frame: UnsafeMutablePointer<AVFrame>) throws(MediaError) -> RGBImage {
        let width = Int(frame.pointee.width)
        let height = Int(frame.pointee.height)
        guard width > 0, height > 0 else {
            throw MediaError(code: CFFmpeg_AVERROR_INVALIDDATA, operation: "avcodec_receive_frame")
        }
        guard
            let scaler = sws_getContext(
                Int32(width), Int32(height), AVPixelFormat(rawValue: frame.pointee.format),
                Int32(width), Int32(height), AV_PIX_FMT_RGB24, SWS_POINT, nil, nil, nil)
        else {
            throw MediaError(code: CFFmpeg_AVERROR(EINVAL), operation: "sws_getContext")
        }
        defer { sws_freeContext(scaler) }
        var image = RGBImage(width: width, height: height)
        // swscale may write up to a few bytes past the last row, so it writes into a padded scratch row by row.
        var scratch = [UInt8](repeating: 0, count: image.pixels.count + 64)
        let result = scratch.withUnsafeMutableBufferPointer { destination -> Int32 in
            var planes: [UnsafeMutablePointer<UInt8>?] = [destination.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(width * 3), 0, 0, 0]
            return withUnsafePointer(to: &frame.pointee.data) { sourceData in
                withUnsafePointer(to: &frame.pointee.linesize) { sourceStrides in
                    sourceData.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { data in
                        sourceStrides.withMemoryRebound(to: Int32.self, capacity: 8) { linesize in
                            sws_scale(scaler, data, linesize, 0, Int32(height), &planes, &strides)
                        }
                    }
                }
            }
        }
        try check(result, "sws_scale")
        image.pixels = Array(scratch[0..<image.pixels.count])
        return image
    }
}
