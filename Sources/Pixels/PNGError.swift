internal import CZlib

/// Why a PNG could not be written or read, in words: `not a PNG (no PNG signature)`,
/// `zlib: incorrect header check (inflate)`.
///
/// ``PNGEncoder`` throws it only when zlib fails (out of memory); ``PNGDecoder`` throws it for any file it cannot
/// read as a picture.
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// Creates an error for a file Pivot rejects itself.
    init(_ message: String) {
        self.message = message
    }

    /// A zlib failure: the stream's message when zlib left one, else the text of its status code, and the call
    /// that failed.
    init(zlibStatus status: Int32, message: UnsafeMutablePointer<CChar>?, operation: String) {
        let text = message.map { String(cString: $0) } ?? String(cString: zError(status))
        self.init("zlib: \(text) (\(operation))")
    }

    /// ``message``.
    public var description: String { message }
}
