internal import CFFmpeg

/// A video decoder for one stream: owns FFmpeg's codec context and runs the send/receive protocol.
///
/// Frames come out in presentation order (the codec reorders them). Threading is on by default, as in the
/// ffmpeg CLI: `thread_count = 0` lets FFmpeg pick one thread per core, while an `AVCodecContext` fresh from
/// `avcodec_alloc_context3` would use one.
final class VideoDecoder {
    /// The owned codec context; freed in `deinit`.
    private let context: UnsafeMutablePointer<AVCodecContext>

    /// Opens a decoder for `stream`.
    ///
    /// - Parameters:
    ///   - stream: The stream to decode; borrowed, only read during the call.
    ///   - threadCount: Decoder threads; 0 means one per core (FFmpeg's "auto").
    ///   - path: The clip's path, for error messages.
    /// - Throws: ``MediaError/decoderNotFound`` when no decoder handles the codec, or the ``MediaError`` of the
    ///   failing call. The corresponding FFmpeg functions are `avcodec_alloc_context3`,
    ///   `avcodec_parameters_to_context` and `avcodec_open2`.
    init(stream: UnsafeMutablePointer<AVStream>, threadCount: Int, path: String?) throws(MediaError) {
        self.context = try Self.openContext(stream: stream, threadCount: threadCount, path: path)
    }

    deinit {
        var owned: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&owned)
    }

    private static func openContext(
        stream: UnsafeMutablePointer<AVStream>, threadCount: Int, path: String?
    ) throws(MediaError) -> UnsafeMutablePointer<AVCodecContext> {
        let parameters = stream.pointee.codecpar!
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw MediaError(code: CFFmpeg_AVERROR_DECODER_NOT_FOUND, operation: "avcodec_find_decoder", path: path)
        }
        guard let context = avcodec_alloc_context3(codec) else {
            throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "avcodec_alloc_context3", path: path)
        }
        do {
            try check(avcodec_parameters_to_context(context, parameters), "avcodec_parameters_to_context", path: path)
            context.pointee.pkt_timebase = stream.pointee.time_base
            context.pointee.thread_count = Int32(clamping: max(0, threadCount))
            try check(avcodec_open2(context, codec, nil), "avcodec_open2", path: path)
            return context
        } catch {
            var owned: UnsafeMutablePointer<AVCodecContext>? = context
            avcodec_free_context(&owned)
            throw error
        }
    }

    /// Sends one compressed packet.
    ///
    /// - Returns: ``SendResult/outputFull`` when frames must be received first (resend the same packet then),
    ///   ``SendResult/rejected(_:)`` for a packet the decoder refuses (corrupt data), else
    ///   ``SendResult/accepted``. The corresponding FFmpeg function is `avcodec_send_packet`.
    func send(_ packet: borrowing Packet) -> SendResult {
        let code = avcodec_send_packet(context, packet.pointer)
        if code >= 0 { return .accepted }
        if code == averrorAgain { return .outputFull }
        return .rejected(MediaError(code: code, operation: "avcodec_send_packet"))
    }

    /// Tells the decoder the input has ended, so it hands out the frames it still holds.
    /// The corresponding FFmpeg function is `avcodec_send_packet` with a NULL packet.
    func sendEndOfStream() {
        // Returns AVERROR_EOF only when already draining, which is harmless: the drain continues either way.
        _ = avcodec_send_packet(context, nil)
    }

    /// Takes the next frame, if one is ready, into `frame` (whose previous contents are dropped first).
    ///
    /// - Returns: ``DecodeStep/frame`` when `frame` now holds a picture, ``DecodeStep/needsInput`` when the
    ///   decoder wants another packet, ``DecodeStep/endOfStream`` once drained.
    /// - Throws: The ``MediaError`` of a frame that failed to decode (with frame threading, a corrupt packet's
    ///   error surfaces here rather than from ``send(_:)``); callers may carry on.
    ///   The corresponding FFmpeg function is `avcodec_receive_frame`.
    func receive(into frame: FrameStorage) throws(MediaError) -> DecodeStep {
        frame.unref()
        let code = avcodec_receive_frame(context, frame.pointer)
        if code >= 0 { return .frame }
        if code == averrorAgain { return .needsInput }
        if code == averrorEOF { return .endOfStream }
        throw MediaError(code: code, operation: "avcodec_receive_frame")
    }

    /// Drops every buffered packet and frame and leaves draining mode, as needed after a seek.
    /// The corresponding FFmpeg function is `avcodec_flush_buffers`.
    func flush() { avcodec_flush_buffers(context) }
}

// Explicit non-conformance: AVCodecContext is not thread-safe; use a decoder from one task at a time.
@available(*, unavailable)
extension VideoDecoder: Sendable {}
