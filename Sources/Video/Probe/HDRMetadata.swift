/// A stream's or frame's static HDR metadata (SMPTE ST 2086 mastering display colour volume and CTA-861.3 content
/// light level), with ffprobe's field names, and the source peak Pivot tone-maps from.
public struct HDRMetadata: Sendable, Hashable {
    /// The mastering display (ffprobe's side data "Mastering display metadata"); values as exact fractions.
    public struct MasteringDisplay: Sendable, Hashable {
        /// CIE 1931 x and y of the red, green and blue primaries and the white point (ffprobe's `red_x` …
        /// `white_point_y`), `nil` when the metadata has no primaries.
        public var primaries: [String: Rational]?
        /// The display's least and greatest luminance in cd/m² (`min_luminance`, `max_luminance`), `nil` when the
        /// metadata has no luminance.
        public var minLuminance: Rational?
        public var maxLuminance: Rational?
    }

    /// The content light level (ffprobe's "Content light level metadata").
    public struct ContentLightLevel: Sendable, Hashable {
        /// MaxCLL in cd/m² (`max_content`).
        public var maxContent: Int
        /// MaxFALL in cd/m² (`max_average`).
        public var maxAverage: Int
    }

    /// Where the peak that HDR is tone-mapped from comes from.
    public enum PeakSource: String, Sendable, Hashable {
        /// MaxCLL.
        case contentLightLevel = "content_light_level"
        /// The mastering display's maximum luminance.
        case masteringDisplay = "mastering_display"
        /// No usable metadata on a PQ picture: 1000 cd/m² assumed.
        case assumed
        /// HLG: the nominal peak of BT.2100's reference display, 1000 cd/m² (HLG has no mastering peak).
        case hlgNominal = "hlg_nominal"
        /// A Dolby Vision frame: its RPU's mastering maximum (`source_max_pq`), as libplacebo reads it.
        case dolbyVision = "dolby_vision"
    }

    public var masteringDisplay: MasteringDisplay?
    public var contentLightLevel: ContentLightLevel?

    /// Creates metadata.
    public init(masteringDisplay: MasteringDisplay? = nil, contentLightLevel: ContentLightLevel? = nil) {
        self.masteringDisplay = masteringDisplay
        self.contentLightLevel = contentLightLevel
    }

    /// Whether there is neither part.
    public var isEmpty: Bool { masteringDisplay == nil && contentLightLevel == nil }

    /// The peak a PQ picture is tone-mapped from, in cd/m²: MaxCLL, else the mastering display's maximum, else
    /// 1000 (issue 26; libplacebo 4.208 reads only the mastering maximum and otherwise assumes 10 000, see
    /// `docs/colour.md`). Values outside 1…10 000 cd/m² (PQ's range) count as absent.
    public var peak: (luminance: Double, source: PeakSource) {
        if let cll = contentLightLevel, (1...10_000).contains(cll.maxContent) {
            return (Double(cll.maxContent), .contentLightLevel)
        }
        if let max = masteringDisplay?.maxLuminance, max.isValid, (1...10_000).contains(max.doubleValue) {
            return (max.doubleValue, .masteringDisplay)
        }
        return (1000, .assumed)
    }

    /// The black a PQ picture is tone-mapped from, in cd/m²: the mastering display's minimum, else 0.005 (as
    /// libplacebo's `pl_color_space_infer`: "typical HDR black"; values outside 0…100 count as absent).
    public var black: Double {
        if let min = masteringDisplay?.minLuminance, min.isValid, min.doubleValue <= 100 { return min.doubleValue }
        return Self.typicalBlack
    }

    /// libplacebo's "typical HDR black", 0.005 cd/m², also HLG's black.
    public static let typicalBlack = 0.005
}
