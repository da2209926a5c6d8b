internal import CFFmpeg

/// One owned `AVFrame` whose planes FFmpeg allocates, reused across frames while the size and format stay the
/// same; freed in `deinit`.
///
/// libswscale's SIMD loops read and write past the end of a row. Rather than guess by how much, every picture
/// swscale reads from or writes to in ``FrameScaler`` (apart from the decoder's own frames) is allocated here by
/// `av_frame_get_buffer` with automatic alignment: the allocation FFmpeg's filters hand to swscale, and the one
/// `sws_scale_frame` makes itself for a destination "left clear" (swscale.h). Callers' memory is only ever
/// written by a plain row copy of exactly `width × 3` bytes.
///
/// The corresponding FFmpeg functions are `av_frame_alloc`, `av_frame_get_buffer` and `av_frame_free`.
final class PictureBuffer {
    /// Allocated by the first ``reserve(width:height:format:)``, so that creating a scaler cannot fail.
    private var storage: UnsafeMutablePointer<AVFrame>?

    deinit { av_frame_free(&storage) }

    /// Makes the buffer hold a `width`×`height` picture in `format` and returns its planes; the old contents are
    /// not kept.
    ///
    /// - Throws: A ``MediaError`` when FFmpeg cannot allocate the picture.
    func reserve(width: Int, height: Int, format: AVPixelFormat) throws(MediaError) -> [Plane] {
        if storage == nil { storage = av_frame_alloc() }
        guard let frame = storage else {
            throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "av_frame_alloc")
        }
        let f = frame.pointee
        if f.width != Int32(width) || f.height != Int32(height) || f.format != format.rawValue || f.buf.0 == nil {
            av_frame_unref(frame)
            frame.pointee.width = Int32(width)
            frame.pointee.height = Int32(height)
            frame.pointee.format = format.rawValue
            try check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer")
        }
        return planes(of: frame)
    }

    /// Copies the first plane's `height` rows of `rowBytes` bytes to `destination`, `bytesPerRow` apart.
    ///
    /// - Precondition: A picture at least that large was reserved.
    func copyRows(into destination: UnsafeMutableRawPointer, bytesPerRow: Int, rowBytes: Int, height: Int) {
        guard let frame = storage else { preconditionFailure("copyRows before reserve") }
        let plane = planes(of: frame)[0]
        precondition(rowBytes <= plane.stride && height <= Int(frame.pointee.height), "copy outside the picture")
        for row in 0..<height {
            (destination + row * bytesPerRow).copyMemory(from: plane.pointer + row * plane.stride, byteCount: rowBytes)
        }
    }

    // MARK: - Private

    private func planes(of frame: UnsafeMutablePointer<AVFrame>) -> [Plane] {
        let data = withUnsafeBytes(of: frame.pointee.data) {
            Array($0.bindMemory(to: UnsafeMutablePointer<UInt8>?.self).prefix(4))
        }
        let strides = withUnsafeBytes(of: frame.pointee.linesize) { Array($0.bindMemory(to: Int32.self).prefix(4)) }
        return zip(data, strides).compactMap { pointer, stride in
            pointer.map { Plane(pointer: $0, stride: Int(stride)) }
        }
    }

}

// Explicit non-conformance: the picture is rewritten for every frame; owned by one scaler.
@available(*, unavailable)
extension PictureBuffer: Sendable {}
