internal import CFFmpeg

/// An error from the media layer: FFmpeg's error code and message, the call that failed, and the file involved.
///
/// Codes are FFmpeg's `AVERROR` values (negative). Errors that Pivot detects itself (for example a clip that
/// claims absurd dimensions) use ``invalidData``'s code and say what was wrong in ``message``.
///
/// ```swift
/// do { _ = try MediaFile(path: "clip.mov") }
/// catch MediaError.noVideoStream { print("no video") }
/// ```
public struct MediaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// FFmpeg's error code (an `AVERROR` value, negative).
    public let code: Int32
    /// FFmpeg's text for ``code`` (from `av_strerror`), or Pivot's own reason.
    public let message: String
    /// The FFmpeg function (or Pivot step) that failed, for example `avformat_open_input`.
    public let operation: String
    /// The file being read or written, when there is one.
    public let path: String?

    /// Creates an error from a raw FFmpeg code; the message comes from `av_strerror`.
    init(code: Int32, operation: String, path: String? = nil) {
        self.init(code: code, message: Self.text(for: code), operation: operation, path: path)
    }

    /// Creates an error with an explicit message (for failures Pivot detects itself).
    init(code: Int32, message: String, operation: String, path: String? = nil) {
        self.code = code
        self.message = message
        self.operation = operation
        self.path = path
    }

    /// The same error, naming the file it concerns.
    func with(path: String) -> MediaError {
        MediaError(code: code, message: message, operation: operation, path: path)
    }

    /// One line for users: the file, the reason in words and the failing call, for example
    /// `clip.mov: Invalid data found when processing input (avformat_open_input)`. The number is left out: it
    /// means nothing to a user (``detailedDescription`` and JSON reports carry it).
    public var description: String {
        line(reason: "\(message) (\(operation))")
    }

    /// ``description`` with FFmpeg's numeric code, for example
    /// `clip.mov: Invalid data found when processing input (avformat_open_input, code -1094995529)`; what
    /// `--verbose` prints.
    public var detailedDescription: String {
        line(reason: "\(message) (\(operation), code \(code))")
    }

    private func line(reason: String) -> String {
        guard let path else { return reason }
        return "\(path): \(reason)"
    }

    private static func text(for code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(AV_ERROR_MAX_STRING_SIZE))
        if av_strerror(code, &buffer, buffer.count) < 0 {
            return "Unknown FFmpeg error \(code)"
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

// MARK: - Codes callers branch on

extension MediaError {
    /// A pattern that matches any error with the same ``code``, for `catch MediaError.invalidData`.
    public struct Code: Sendable, Equatable {
        /// The FFmpeg error code.
        public let rawValue: Int32
    }

    /// The input is not a movie FFmpeg can read, or its data is corrupt. The corresponding FFmpeg code is
    /// `AVERROR_INVALIDDATA`.
    public static let invalidData = Code(rawValue: CFFmpeg_AVERROR_INVALIDDATA)
    /// The file has no video stream. The corresponding FFmpeg code is `AVERROR_STREAM_NOT_FOUND`.
    public static let noVideoStream = Code(rawValue: CFFmpeg_AVERROR_STREAM_NOT_FOUND)
    /// No decoder is available for the video stream's codec. The corresponding FFmpeg code is
    /// `AVERROR_DECODER_NOT_FOUND`.
    public static let decoderNotFound = Code(rawValue: CFFmpeg_AVERROR_DECODER_NOT_FOUND)
    /// The file does not exist. The corresponding FFmpeg code is `AVERROR(ENOENT)`.
    public static let noSuchFile = Code(rawValue: CFFmpeg_AVERROR(ENOENT))
    /// Permission to read or write the file was denied. The corresponding FFmpeg code is `AVERROR(EACCES)`.
    public static let permissionDenied = Code(rawValue: CFFmpeg_AVERROR(EACCES))
    /// The end of the input was reached. The corresponding FFmpeg code is `AVERROR_EOF`.
    public static let endOfFile = Code(rawValue: CFFmpeg_AVERROR_EOF)

    /// Whether this error carries `code`.
    public func `is`(_ code: Code) -> Bool { self.code == code.rawValue }
}

extension MediaError.Code {
    /// Matches a thrown error against a code, so that `catch MediaError.noVideoStream` works.
    public static func ~= (pattern: Self, error: any Error) -> Bool {
        (error as? MediaError)?.code == pattern.rawValue
    }
}
