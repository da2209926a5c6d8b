/// The largest picture Pivot agrees to hold, so that a header claiming a huge picture (a clip's, or a PNG's that
/// inflates a few hundred kilobytes into gigabytes) is refused before any memory is allocated for it.
///
/// ``PNGDecoder`` checks a PNG's header against these limits before inflating; `MediaLimits` (Video) holds clips to
/// the same size limits. They are far above anything an iPhone records (4K is 3840×2160): they exist to refuse
/// nonsense, not to restrict real pictures.
public enum PictureLimits {
    /// The widest or tallest picture accepted, in pixels.
    public static let maxDimension = 16384
    /// The most pixels one picture may have: 2²⁶, for example 8192×8192 (one RGB copy is 192 MiB).
    public static let maxPixels = 1 << 26

    /// Why a picture of `width`×`height` exceeds a limit, or `nil` when it does not.
    public static func violation(width: Int, height: Int) -> String? {
        if width > maxDimension || height > maxDimension {
            return "picture size \(width)x\(height) exceeds the limit of \(maxDimension) pixels a side"
        }
        if width * height > maxPixels {
            return "picture size \(width)x\(height) exceeds the limit of \(maxPixels) pixels"
        }
        return nil
    }
}
