internal import CFFmpeg

/// Reads the compressed packets of a clip's video stream, skipping every other stream.
final class Demuxer {
    /// What one read produced.
    enum ReadResult {
        /// The packet now holds the next video packet.
        case packet
        /// The input ended normally (`AVERROR_EOF`).
        case endOfFile
        /// The input could not be read further (an I/O error or corrupt container); treat as a truncated input.
        case failed(MediaError)
    }

    /// The clip; kept alive because its format context is what this demuxer reads.
    let file: MediaFile

    /// Wraps an open clip.
    init(file: MediaFile) {
        self.file = file
    }

    /// Reads packets until one belongs to the video stream.
    ///
    /// - Parameter packet: Filled with the video packet on ``ReadResult/packet``; left empty otherwise.
    /// - Returns: The outcome; read errors are values, because a damaged file still yields what came before.
    ///   The corresponding FFmpeg function is `av_read_frame`.
    func read(into packet: borrowing Packet) -> ReadResult {
        while true {
            packet.unref()
            let code = av_read_frame(file.context, packet.pointer)
            if code == averrorEOF { return .endOfFile }
            if code < 0 {
                return .failed(MediaError(code: code, operation: "av_read_frame", path: file.info.path))
            }
            if packet.streamIndex == file.videoStreamIndex { return .packet }
        }
    }

    /// Moves to the video keyframe at or before `timestamp` (in the video stream's time base).
    ///
    /// - Throws: The ``MediaError`` of the seek when neither a backward seek nor a nearest-keyframe seek works.
    ///   The corresponding FFmpeg functions are `av_seek_frame` and `avformat_seek_file`.
    func seek(toKeyframeBefore timestamp: Int64) throws(MediaError) {
        let index = file.videoStreamIndex
        if av_seek_frame(file.context, index, timestamp, AVSEEK_FLAG_BACKWARD) >= 0 { return }
        // A target before the first keyframe has no keyframe "before" it; take the nearest one instead.
        try check(
            avformat_seek_file(file.context, index, Int64.min, timestamp, Int64.max, 0), "avformat_seek_file",
            path: file.info.path)
    }

    /// The position in decode order of the container index entry with exactly this decode timestamp, if the
    /// container has a sample index (QuickTime/MP4 does). The corresponding FFmpeg functions are
    /// `av_index_search_timestamp` and `avformat_index_get_entry`.
    func sampleNumber(forDecodeTimestamp dts: Int64) -> Int? {
        guard dts != CFFmpeg_AV_NOPTS_VALUE else { return nil }
        let stream = file.videoStream
        let position = av_index_search_timestamp(stream, dts, AVSEEK_FLAG_BACKWARD)
        guard position >= 0, let entry = avformat_index_get_entry(stream, position),
            entry.pointee.timestamp == dts
        else { return nil }
        return Int(position)
    }
}

// Explicit non-conformance: it reads through the clip's AVFormatContext, which is not thread-safe.
@available(*, unavailable)
extension Demuxer: Sendable {}
