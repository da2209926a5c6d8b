internal import CFFmpeg
import Pixels

extension MediaError {
    /// A PNG that could not be encoded (zlib failed) as a media error, so one error type covers every frame file
    /// a command writes. The code is `AVERROR_EXTERNAL`, what FFmpeg's own PNG encoder returns for a zlib failure.
    public init(_ error: PNGError) {
        self.init(code: CFFmpeg_AVERROR_EXTERNAL, message: error.message, operation: "PNGEncoder")
    }
}
