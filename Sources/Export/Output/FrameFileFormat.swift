import Pixels
import Video

/// The image file format frames are written in: what ``OutputFolder`` names and encodes each frame file with.
///
/// A new format is one more case here; ``OutputFolder`` names, checks and cleans up its files unchanged.
public enum FrameFileFormat: String, Sendable, Equatable, CaseIterable {
    /// Binary PPM (`P6`), 8-bit RGB, no compression: what the ffmpeg CLI's `image2` muxer reads and writes.
    case ppm
    /// PNG, 8-bit RGB, from ``PNGEncoder`` (zlib; the bytes FFmpeg's PNG encoder writes): smaller files any image
    /// viewer opens.
    case png

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// One frame file's bytes, ready to be written: what ``encode(_:)`` makes, possibly on another thread than
    /// the one that writes it.
    struct EncodedFile: Sendable {
        /// The format the bytes are in.
        let format: FrameFileFormat
        /// The file's bytes, in pieces written one after another (a PPM header, then the picture's own pixels,
        /// which are shared, not copied).
        let parts: [[UInt8]]
    }

    /// The file bytes of `image` in this format.
    ///
    /// - Throws: For PNG, what ``PNGEncoder/encode(_:)`` throws, as a ``MediaError``.
    func encode(_ image: RGBImage) throws(MediaError) -> EncodedFile {
        switch self {
        case .ppm:
            return EncodedFile(
                format: self, parts: [PPM.header(width: image.width, height: image.height), image.pixels])
        case .png:
            do {
                return EncodedFile(format: self, parts: [try PNGEncoder.encode(image)])
            } catch {
                throw MediaError(error)
            }
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
