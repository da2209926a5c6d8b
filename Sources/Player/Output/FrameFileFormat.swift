import Video

/// The image file format frames are written in: what `pivot frames` and `pivot play` name and encode each
/// frame file with.
///
/// A new format is one more case here; ``OutputFolder`` names, checks and cleans up its files unchanged.
public enum FrameFileFormat: String, Sendable, Equatable, CaseIterable {
    /// Binary PPM (`P6`), 8-bit RGB, no compression: what the ffmpeg CLI's `image2` muxer reads and writes.
    case ppm

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// The file's bytes for `width`×`height` packed RGB24 `pixels`, as parts written one after another, so the
    /// pixels need not be copied into one buffer first.
    func parts(width: Int, height: Int) -> (header: [UInt8], trailer: [UInt8]) {
        switch self {
        case .ppm: (PPM.header(width: width, height: height), [])
        }
    }
}
