/// How a ``FrameScaler`` treats colour: whether HDR and wide-gamut pictures are converted to SDR BT.709, and
/// which matrix an untagged picture is assumed to use.
///
/// The default converts (see `docs/colour.md`); ``ToneMapping/none`` keeps the ffmpeg CLI's bit-exact output.
public struct ColorOptions: Sendable, Hashable {
    /// Whether HDR and wide-gamut pictures are converted.
    public var toneMapping: ToneMapping
    /// The YUV matrix to use when a picture declares none; `nil` for the player convention (``YUVMatrix/guess(width:height:)``).
    public var assumedMatrix: YUVMatrix?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - toneMapping: ``ToneMapping/auto`` by default.
    ///   - assumedMatrix: The matrix for untagged pictures; `nil` (the default) follows the player convention.
    public init(toneMapping: ToneMapping = .auto, assumedMatrix: YUVMatrix? = nil) {
        self.toneMapping = toneMapping
        self.assumedMatrix = assumedMatrix
    }

    /// Whether HDR and wide-gamut pictures are converted to SDR BT.709.
    public enum ToneMapping: String, Sendable, Hashable, CaseIterable {
        /// HLG and PQ are tone-mapped and wide-gamut primaries converted to BT.709 (`docs/colour.md`).
        case auto
        /// The ffmpeg CLI's output, bit for bit: coded values are shown as BT.709 SDR and untagged pictures use
        /// BT.601, as libswscale does.
        case none
    }
}
