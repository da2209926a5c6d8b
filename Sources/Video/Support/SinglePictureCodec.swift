internal import CFFmpeg
import Pixels

/// A codec context with one frame and one packet, for decoding a single picture within one call (``PNGDecoder``):
/// it is the only owner of the three, and frees them when it goes out of scope.
///
/// The corresponding FFmpeg functions are `avcodec_alloc_context3`, `av_frame_alloc` and `av_packet_alloc`.
struct SinglePictureCodec: ~Copyable {
    /// The codec context, not yet opened.
    let context: UnsafeMutablePointer<AVCodecContext>
    /// A frame for the picture.
    let frame: UnsafeMutablePointer<AVFrame>
    /// A packet for the coded bytes.
    let packet: UnsafeMutablePointer<AVPacket>

    /// Allocates a context for `codec`, a frame and a packet.
    ///
    /// - Throws: `ENOMEM` as a ``MediaError`` when any of the three cannot be allocated (those that were are freed).
    init(codec: UnsafePointer<AVCodec>) throws(MediaError) {
        var context = avcodec_alloc_context3(codec)
        var frame = av_frame_alloc()
        var packet = av_packet_alloc()
        guard let openedContext = context, let openedFrame = frame, let openedPacket = packet else {
            avcodec_free_context(&context)
            av_frame_free(&frame)
            av_packet_free(&packet)
            throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "avcodec_alloc_context3")
        }
        self.context = openedContext
        self.frame = openedFrame
        self.packet = openedPacket
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&context)
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&frame)
        var packet: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&packet)
    }
}
