/// A growable, 64-byte-aligned byte buffer that a ``FrameScaler`` reuses across frames (SIMD-friendly rows).
final class ScratchBuffer {
    private(set) var pointer: UnsafeMutableRawPointer
    private(set) var capacity: Int

    init() {
        pointer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
        capacity = 64
    }

    deinit { pointer.deallocate() }

    /// Extra bytes past every request: libswscale's SIMD loops read and write a little past the end of a row
    /// (FFmpeg pads its own buffers the same way).
    static let padding = 256

    /// Makes room for `byteCount` bytes (plus ``padding``); the old contents are not kept.
    func reserve(_ byteCount: Int) -> UnsafeMutableRawPointer {
        if byteCount + Self.padding > capacity {
            pointer.deallocate()
            capacity = byteCount + Self.padding
            pointer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 64)
        }
        return pointer
    }

    /// A row stride of at least `bytes`, rounded up to 64.
    static func alignedStride(_ bytes: Int) -> Int { (bytes + 63) & ~63 }
}

// Explicit non-conformance: the memory is rewritten for every frame; owned by one scaler.
@available(*, unavailable)
extension ScratchBuffer: Sendable {}
