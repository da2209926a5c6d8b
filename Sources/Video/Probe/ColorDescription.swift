/// How a stream's sample values are to be read as colour, with ffprobe's names for each tag (`nil` where
/// ffprobe prints `unknown`, that is where the stream leaves the tag unspecified).
public struct ColorDescription: Sendable, Equatable {
    /// `tv` (limited) or `pc` (full); ffprobe's `color_range`.
    public var range: String?
    /// The YUV matrix, for example `bt709` or `bt2020nc`; ffprobe's `color_space`.
    public var space: String?
    /// The transfer characteristic, for example `bt709`, `arib-std-b67` (HLG) or `smpte2084` (PQ); ffprobe's
    /// `color_transfer`.
    public var transfer: String?
    /// The primaries, for example `bt709` or `bt2020`; ffprobe's `color_primaries`.
    public var primaries: String?

    /// Creates a description from ffprobe's names.
    public init(range: String? = nil, space: String? = nil, transfer: String? = nil, primaries: String? = nil) {
        self.range = range
        self.space = space
        self.transfer = transfer
        self.primaries = primaries
    }

    /// The HDR transfer the stream declares, or `nil` for SDR (or an undeclared transfer).
    public var hdr: HDRTransfer? {
        switch transfer {
        case "arib-std-b67": .hlg
        case "smpte2084": .pq
        default: nil
        }
    }
}
