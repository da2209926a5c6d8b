internal import CFFmpeg

/// Turns a negative FFmpeg return code into a thrown ``MediaError``; every FFmpeg call that can fail goes through
/// here so no call site compares `< 0` by hand.
///
/// - Returns: `code` unchanged when it is not an error (FFmpeg often returns a useful count or index).
@discardableResult
func check(_ code: Int32, _ operation: StaticString, path: String? = nil) throws(MediaError) -> Int32 {
    guard code < 0 else { return code }
    throw MediaError(code: code, operation: "\(operation)", path: path)
}

/// `AVERROR(EAGAIN)`: the codec needs another call in the other direction; normal control flow, not an error.
let averrorAgain: Int32 = CFFmpeg_AVERROR(EAGAIN)

/// `AVERROR_EOF`: the end of the input or of the decoder's output; normal control flow, not an error.
let averrorEOF: Int32 = CFFmpeg_AVERROR_EOF
