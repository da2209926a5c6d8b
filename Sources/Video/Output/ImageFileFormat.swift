/// The format of frame files: binary PPM (exact, fast, large) or PNG (lossless, compressed).
public enum ImageFileFormat: String, Sendable, Hashable, CaseIterable {
    /// Binary PPM (`P6`), through ``PPM``.
    case ppm
    /// PNG, through ``PNGEncoder``.
    case png

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// The file bytes of `image` in this format.
    ///
    /// - Throws: The ``MediaError`` of ``PNGEncoder/encode(_:)`` for PNG.
    public func encode(_ image: RGBImage) throws(MediaError) -> [UInt8] {
        switch self {
        case .ppm: PPM.encode(image)
        case .png: try PNGEncoder.encode(image)
        }
    }

    /// The most bytes one `width` × `height` file can take: exact for PPM; for PNG the size with no compression
    /// at all (the RGB bytes, a filter byte per row, deflate's 5 bytes per stored block of at most 65,535 bytes
    /// and 1 KB for the signature and chunks), which a real picture stays well under.
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
