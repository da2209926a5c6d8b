import Video

/// The image file format frames are written in: what `pivot frames` and `pivot play` name and encode each
/// frame file with.
///
/// A new format is one more case here; ``OutputFolder`` names, checks and cleans up its files unchanged.
public enum FrameFileFormat: String, Sendable, Equatable, CaseIterable {
    /// Binary PPM (`P6`), 8-bit RGB, no compression: what the ffmpeg CLI's `image2` muxer reads and writes.
    case ppm
    /// PNG through FFmpeg's PNG encoder: lossless, compressed, opened by any image viewer.
    case png

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// How one file is made from packed RGB24 pixels.
    enum Encoding {
        /// The pixels written as they are between a header and a trailer, so they need not be copied first.
        case wrapped(header: [UInt8], trailer: [UInt8])
        /// The whole file, encoded.
        case encoded([UInt8])
    }

    /// The file for `width`×`height` packed RGB24 `pixels`.
    ///
    /// - Throws: The ``MediaError`` of the PNG encoder.
    func encoding(pixels: UnsafeRawBufferPointer, width: Int, height: Int) throws(MediaError) -> Encoding {
        switch self {
        case .ppm:
            return .wrapped(header: PPM.header(width: width, height: height), trailer: [])
        case .png:
            let image = RGBImage(width: width, height: height, pixels: Array(pixels))!
            return .encoded(try PNGEncoder.encode(image))
        }
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
