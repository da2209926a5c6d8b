internal import CFFmpeg

/// One compressed packet read from the demuxer; a single-owner scratch object reused for every read.
///
/// It is `~Copyable` so the one `AVPacket` it owns cannot be aliased: the demuxer fills it, the decoder takes its
/// own reference when the packet is sent, and ``unref()`` drops the payload before the next read.
struct Packet: ~Copyable {
    /// The owned packet; freed in `deinit`.
    let pointer: UnsafeMutablePointer<AVPacket>

    /// Allocates an empty packet.
    ///
    /// - Throws: A ``MediaError`` with `ENOMEM` when FFmpeg cannot allocate it.
    ///   The corresponding FFmpeg function is `av_packet_alloc`.
    init() throws(MediaError) {
        guard let pointer = av_packet_alloc() else {
            throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "av_packet_alloc")
        }
        self.pointer = pointer
    }

    deinit {
        var owned: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&owned)
    }

    /// The index of the stream this packet belongs to.
    var streamIndex: Int32 { pointer.pointee.stream_index }

    /// The decode timestamp in the stream's time base (`AV_NOPTS_VALUE` when unknown).
    var decodeTimestamp: Int64 { pointer.pointee.dts }

    /// Drops the payload reference so the packet can be filled again. The corresponding FFmpeg function is
    /// `av_packet_unref`.
    func unref() { av_packet_unref(pointer) }
}
