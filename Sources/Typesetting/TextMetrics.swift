/// How much room a line of text takes, in points: what centring, baseline placement and truncation need.
public struct TextMetrics: Sendable, Hashable {
    /// The distance the pen moves across the whole line.
    public var advance: Double
    /// The font's ascent above the baseline (positive).
    public var ascent: Double
    /// The font's descent below the baseline (positive).
    public var descent: Double

    /// Creates metrics.
    public init(advance: Double, ascent: Double, descent: Double) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
    }

    /// Ascent plus descent: the height of the line's box.
    public var height: Double { ascent + descent }
}
