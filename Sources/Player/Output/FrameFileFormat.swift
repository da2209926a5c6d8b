import Video

/// The image file format frames are written in: what ``OutputFolder`` names and encodes each frame file with.
///
/// A new format is one more case here; ``OutputFolder`` names, checks and cleans up its files unchanged.
public enum FrameFileFormat: String, Sendable, Equatable, CaseIterable {
    /// Binary PPM (`P6`), 8-bit RGB, no compression: what the ffmpeg CLI's `image2` muxer reads and writes.
    case ppm
    /// PNG, 8-bit RGB, from FFmpeg's own PNG encoder: smaller files any image viewer opens.
    case png

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// Calls `body` with the buffers that, one after another, make up the file of `width`×`height` packed RGB24
    /// `pixels`. PPM borrows the pixels behind its header, so they are never copied.
    ///
    /// - Throws: What `body` throws; for PNG, what ``PNGEncoder/encode(_:)`` throws.
    /// - Precondition: `pixels` holds exactly `width × height × 3` bytes.
    func withFileBuffers(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int,
        _ body: ([UnsafeRawBufferPointer]) throws(MediaError) -> Void
    ) throws(MediaError) {
        precondition(pixels.count == width * height * 3, "not packed RGB24 of \(width)x\(height)")
        let file: [UInt8]
        switch self {
        case .ppm:
            file = PPM.header(width: width, height: height)
        case .png:
            guard let image = RGBImage(width: width, height: height, pixels: Array(pixels)) else {
                preconditionFailure("not packed RGB24 of \(width)x\(height)")
            }
            file = try PNGEncoder.encode(image)
        }
        let result = file.withUnsafeBytes { bytes in
            Result { () throws(MediaError) in try body(self == .ppm ? [bytes, pixels] : [bytes]) }
        }
        try result.get()
    }

    /// The most bytes one `width` × `height` file can take: exact for PPM; for PNG the size with no compression
    /// at all (the RGB bytes, a filter byte per row, deflate's 5 bytes per stored block of at most 65,535 bytes
    /// and 1 KB for the signature and chunks), which a real picture stays under.
    public func maximumFileSize(width: Int, height: Int) -> Int {
        switch self {
        case .ppm:
            return PPM.header(width: width, height: height).count + width * height * 3
        case .png:
            let raw = (width * 3 + 1) * height
            return raw + 5 * (raw / 65_535 + 1) + 1024
        }
    }
}
