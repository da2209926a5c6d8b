/// The colour properties a picture was converted with, by ffprobe's names, and which of them were assumed
/// because the picture did not declare them.
public struct ColorConversionReport: Sendable, Hashable {
    /// The YUV matrix (`color_space`), for example `bt709` or `smpte170m`.
    public var matrix: String
    /// The range (`color_range`): `tv` or `pc`.
    public var range: String
    /// The primaries (`color_primaries`), for example `bt2020`.
    public var primaries: String
    /// The transfer (`color_transfer`), for example `arib-std-b67`.
    public var transfer: String
    /// The properties, of `matrix`, `range`, `primaries` and `transfer`, that were assumed.
    public var assumed: [String]
    /// What was done to the colours: `none` (shown as coded, the ffmpeg CLI's result), `gamut` (primaries
    /// converted to BT.709), `hlg` or `pq` (tone-mapped to SDR BT.709), `dolby_vision` (a Dolby Vision base layer
    /// reshaped by its RPU, then tone-mapped as `pq`).
    public var conversion: String
    /// For `hlg`, `pq` and `dolby_vision`, the peak in cd/m² that was tone-mapped down to SDR white; otherwise `nil`.
    public var peakLuminance: Double?
    /// Where ``peakLuminance`` comes from: `content_light_level` (MaxCLL), `mastering_display` (its maximum
    /// luminance), `assumed` (PQ without metadata), `hlg_nominal` (BT.2100's 1000 cd/m² HLG display) or `dolby_vision` (the RPU's
    /// `source_max_pq`).
    public var peakSource: String?
    /// Why an HDR or wide-gamut picture is shown as coded instead of converted, `nil` when it is converted (or
    /// needs no conversion): a warning for `frames` and `play`.
    public var warning: String?

    /// Creates a description.
    public init(
        matrix: String, range: String, primaries: String, transfer: String, assumed: [String], conversion: String,
        peakLuminance: Double? = nil, peakSource: String? = nil
    ) {
        self.matrix = matrix
        self.range = range
        self.primaries = primaries
        self.transfer = transfer
        self.assumed = assumed
        self.conversion = conversion
        self.peakLuminance = peakLuminance
        self.peakSource = peakSource
    }
}
