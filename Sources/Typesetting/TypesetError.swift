/// Why text could not be set, naming the font file: `/usr/share/fonts/opentype/inter/Inter-Bold.otf: no such font
/// file (install Debian's fonts-inter: make setup)`.
public struct TypesetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The font file involved.
    public let path: String
    /// What went wrong.
    public let reason: String

    /// Creates an error for `path`.
    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `FILE: reason`, which the command line prefixes with `pivot: `.
    public var description: String { "\(path): \(reason)" }
}
