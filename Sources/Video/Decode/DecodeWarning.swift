/// Why a clip's frames ended early even though decoding itself did not fail.
///
/// A damaged file still yields every frame that can be decoded; the reader then reports what went wrong
/// through ``FrameReader/warning`` instead of throwing away the frames it produced.
public enum DecodeWarning: Sendable, Equatable, CustomStringConvertible {
    /// The container lists more frames than the file holds packets for (a file cut short).
    case truncated(expectedFrames: Int, packetsFound: Int)
    /// Reading the container failed before its end; the frames before the failure were delivered.
    case readFailed(MediaError)
    /// The decoder failed on so many frames in a row that decoding stopped.
    case tooManyDecodeErrors(MediaError)

    /// One sentence for a person.
    public var description: String {
        switch self {
        case .truncated(let expected, let found):
            "file is truncated: the container lists \(expected) frames but holds data for \(found)"
        case .readFailed(let error):
            "file could not be read to the end: \(error.message) (\(error.operation))"
        case .tooManyDecodeErrors(let error):
            "decoding stopped after repeated errors: \(error.message) (\(error.operation))"
        }
    }
}
