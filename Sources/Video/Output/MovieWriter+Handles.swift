internal import CFFmpeg
import Glibc

extension MovieWriter {
    /// The FFmpeg objects behind one video file, each owned here alone and freed once in `deinit`.
    final class Handles {
        /// The output container; owns its streams and, until ``MovieWriter/finish()``, its open file (`pb`).
        let format: UnsafeMutablePointer<AVFormatContext>
        /// The video stream, borrowed from ``format``.
        let stream: UnsafeMutablePointer<AVStream>
        /// The opened encoder.
        let codec: UnsafeMutablePointer<AVCodecContext>
        /// The reused `yuv420p` picture handed to the encoder.
        let picture: UnsafeMutablePointer<AVFrame>
        /// The reused RGB24 picture the canvas is copied into for ``scaler``: FFmpeg pads its rows and end, and
        /// libswscale's SIMD reads up to 16 bytes past the last pixel, beyond a plain `[UInt8]`.
        let source: UnsafeMutablePointer<AVFrame>
        /// The reused packet the encoder fills.
        let packet: UnsafeMutablePointer<AVPacket>
        /// RGB24 → `yuv420p` at the canvas size.
        let scaler: OpaquePointer

        private init(
            format: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>,
            codec: UnsafeMutablePointer<AVCodecContext>, picture: UnsafeMutablePointer<AVFrame>,
            source: UnsafeMutablePointer<AVFrame>, packet: UnsafeMutablePointer<AVPacket>, scaler: OpaquePointer
        ) {
            self.format = format
            self.stream = stream
            self.codec = codec
            self.picture = picture
            self.source = source
            self.packet = packet
            self.scaler = scaler
        }

        deinit {
            // A file still open here was not finished; close it so the descriptor is not leaked.
            avio_closep(&format.pointee.pb)
            avformat_free_context(format)
            var codec: UnsafeMutablePointer<AVCodecContext>? = codec
            avcodec_free_context(&codec)
            var picture: UnsafeMutablePointer<AVFrame>? = picture
            av_frame_free(&picture)
            var source: UnsafeMutablePointer<AVFrame>? = source
            av_frame_free(&source)
            var packet: UnsafeMutablePointer<AVPacket>? = packet
            av_packet_free(&packet)
            sws_freeContext(scaler)
        }

        /// Chooses the container from `path`'s name, opens the encoder, creates `temporaryPath` and writes the
        /// header; everything made before a failure is freed before the error is thrown.
        static func open(
            path: String, temporaryPath: String, width: Int, height: Int, frameRate: Rational
        ) throws(MediaError) -> Handles {
            var format: UnsafeMutablePointer<AVFormatContext>?
            var codec: UnsafeMutablePointer<AVCodecContext>?
            var picture: UnsafeMutablePointer<AVFrame>?
            var source: UnsafeMutablePointer<AVFrame>?
            var packet: UnsafeMutablePointer<AVPacket>?
            var scaler: OpaquePointer?
            var succeeded = false
            defer {
                if !succeeded {
                    if let format {
                        avio_closep(&format.pointee.pb)
                        avformat_free_context(format)
                    }
                    avcodec_free_context(&codec)
                    av_frame_free(&picture)
                    av_frame_free(&source)
                    av_packet_free(&packet)
                    sws_freeContext(scaler)
                }
            }
            try check(avformat_alloc_output_context2(&format, nil, nil, path), "avformat_alloc_output_context2")
            guard let format, let encoder = Self.findEncoder() else {
                throw MediaError(
                    code: CFFmpeg_AVERROR_ENCODER_NOT_FOUND,
                    message: "this FFmpeg has neither an H.264 nor an MPEG-4 encoder",
                    operation: "avcodec_find_encoder")
            }
            guard let stream = avformat_new_stream(format, nil) else {
                throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "avformat_new_stream")
            }
            codec = avcodec_alloc_context3(encoder)
            picture = av_frame_alloc()
            source = av_frame_alloc()
            packet = av_packet_alloc()
            guard let codec, let picture, let source, let packet else {
                throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "avcodec_alloc_context3")
            }
            configure(codec, width: width, height: height, frameRate: frameRate)
            if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
                codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
            }
            var options: OpaquePointer?
            defer { av_dict_free(&options) }
            if encoder.pointee.id == AV_CODEC_ID_H264 {
                // CRF 18 is x264's "visually lossless" point; it keeps synthetic frames well above 40 dB PSNR.
                av_dict_set(&options, "crf", "18", 0)
                av_dict_set(&options, "preset", "veryfast", 0)
            }
            try check(avcodec_open2(codec, encoder, &options), "avcodec_open2")
            try check(
                avcodec_parameters_from_context(stream.pointee.codecpar, codec), "avcodec_parameters_from_context")
            stream.pointee.time_base = codec.pointee.time_base
            stream.pointee.avg_frame_rate = codec.pointee.framerate

            picture.pointee.width = Int32(width)
            picture.pointee.height = Int32(height)
            picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
            try check(av_frame_get_buffer(picture, 0), "av_frame_get_buffer")
            source.pointee.width = Int32(width)
            source.pointee.height = Int32(height)
            source.pointee.format = AV_PIX_FMT_RGB24.rawValue
            try check(av_frame_get_buffer(source, 0), "av_frame_get_buffer")
            scaler = sws_getContext(
                Int32(width), Int32(height), AV_PIX_FMT_RGB24, Int32(width), Int32(height), AV_PIX_FMT_YUV420P,
                Int32(SWS_BICUBIC), nil, nil, nil)
            guard let scaler else {
                throw MediaError(code: CFFmpeg_AVERROR(EINVAL), operation: "sws_getContext")
            }
            // The pictures are SDR BT.709 (what FrameScaler makes), so the YUV is BT.709 limited range, as tagged
            // in `configure`; libswscale's default would be BT.601.
            let bt709 = sws_getCoefficients(SWS_CS_ITU709)
            guard sws_setColorspaceDetails(scaler, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16) >= 0 else {
                throw MediaError(code: CFFmpeg_AVERROR(EINVAL), operation: "sws_setColorspaceDetails")
            }
            try check(avio_open(&format.pointee.pb, temporaryPath, AVIO_FLAG_WRITE), "avio_open")
            try check(avformat_write_header(format, nil), "avformat_write_header")
            succeeded = true
            return Handles(
                format: format, stream: stream, codec: codec, picture: picture, source: source, packet: packet,
                scaler: scaler)
        }

        /// An H.264 encoder when FFmpeg has one, else MPEG-4 Part 2.
        private static func findEncoder() -> UnsafePointer<AVCodec>? {
            avcodec_find_encoder(AV_CODEC_ID_H264) ?? avcodec_find_encoder(AV_CODEC_ID_MPEG4)
        }

        /// Size, rate, pixel format, colour tags and quality of the encoder before it opens.
        private static func configure(
            _ codec: UnsafeMutablePointer<AVCodecContext>, width: Int, height: Int, frameRate: Rational
        ) {
            codec.pointee.width = Int32(width)
            codec.pointee.height = Int32(height)
            codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
            codec.pointee.time_base = AVRational(num: Int32(frameRate.denominator), den: Int32(frameRate.numerator))
            codec.pointee.framerate = AVRational(num: Int32(frameRate.numerator), den: Int32(frameRate.denominator))
            codec.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
            // What was written: SDR BT.709 pictures (FrameScaler's output) as BT.709 limited-range YUV (the scaler
            // is set up so), so a player converts back with the same matrix and shows BT.709 colours.
            codec.pointee.color_range = AVCOL_RANGE_MPEG
            codec.pointee.colorspace = AVCOL_SPC_BT709
            codec.pointee.color_primaries = AVCOL_PRI_BT709
            codec.pointee.color_trc = AVCOL_TRC_BT709
            if codec.pointee.codec_id == AV_CODEC_ID_MPEG4 {
                // A fixed quantiser of 2 (of 1–31) instead of the default bit rate, which blurs a 1080p canvas.
                codec.pointee.flags |= Int32(AV_CODEC_FLAG_QSCALE)
                codec.pointee.global_quality = 2 * FF_QP2LAMBDA
                codec.pointee.gop_size = 12
            }
        }
    }
}
