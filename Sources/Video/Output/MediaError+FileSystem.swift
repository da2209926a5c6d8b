internal import CFFmpeg
import Glibc

extension MediaError {
    /// The file to be written already exists and overwriting was not allowed. The code is `AVERROR(EEXIST)`.
    public static let fileExists = Code(rawValue: CFFmpeg_AVERROR(EEXIST))

    /// An error from a POSIX file call, carrying `errno` as an FFmpeg-style code (`AVERROR(errno)`) so that one
    /// error type covers reading clips and writing frames.
    static func fileSystem(_ operation: String, path: String, errno code: Int32 = errno) -> MediaError {
        MediaError(
            code: CFFmpeg_AVERROR(code), message: String(cString: strerror(code)), operation: operation, path: path)
    }
}
