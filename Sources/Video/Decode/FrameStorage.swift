internal import CFFmpeg

/// The one `AVFrame` a decoder writes into, reused for every frame so decoding runs in constant memory.
///
/// A class rather than a `~Copyable` struct because ``VideoFrame`` views borrow it and the reader stores it.
final class FrameStorage {
    /// The owned frame; freed in `deinit`.
    let pointer: UnsafeMutablePointer<AVFrame>
    /// Bumped whenever the frame is refilled or dropped, so stale ``VideoFrame`` views can be caught.
    private(set) var generation = 0

    /// Allocates an empty frame.
    ///
    /// - Throws: A ``MediaError`` with `ENOMEM` when FFmpeg cannot allocate it.
    ///   The corresponding FFmpeg function is `av_frame_alloc`.
    init() throws(MediaError) {
        guard let pointer = av_frame_alloc() else {
            throw MediaError(code: CFFmpeg_AVERROR(ENOMEM), operation: "av_frame_alloc")
        }
        self.pointer = pointer
    }

    deinit {
        var owned: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&owned)
    }

    /// Drops the picture buffers (the decoder hands them back to its pool). The corresponding FFmpeg function
    /// is `av_frame_unref`.
    func unref() {
        generation &+= 1
        av_frame_unref(pointer)
    }

    /// The frame's display matrix side data (from, for example, an H.264 display-orientation SEI), if any.
    /// The corresponding FFmpeg function is `av_frame_get_side_data`.
    var displayMatrix: DisplayMatrix? {
        guard let sideData = av_frame_get_side_data(pointer, AV_FRAME_DATA_DISPLAYMATRIX),
            sideData.pointee.size >= 9 * MemoryLayout<Int32>.size,
            let data = sideData.pointee.data
        else { return nil }
        let values = UnsafeRawPointer(data).withMemoryRebound(to: Int32.self, capacity: 9) {
            Array(UnsafeBufferPointer(start: $0, count: 9))
        }
        return DisplayMatrix(values: values)
    }
}

// Explicit non-conformance: the AVFrame is rewritten by the decoder on every call; use from one task at a time.
@available(*, unavailable)
extension FrameStorage: Sendable {}
