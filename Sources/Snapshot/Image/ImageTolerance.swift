/// How closely an actual picture must match its reference, in swift-snapshot-testing's terms.
///
/// A pixel matches when its CIEDE2000 colour difference from the reference pixel is at most
/// `(1 − perceptualPrecision) × 100`; the picture matches when the share of matching pixels is at least
/// `precision`. Both are 1 by default, which means every pixel must be identical. swift-snapshot-testing maps
/// `perceptualPrecision` to a ΔE threshold the same way (`deltaThreshold = (1 - perceptualPrecision) * 100`,
/// `Sources/SnapshotTesting/Snapshotting/UIImage.swift`), though it measures with Core Image's `CILabDeltaE`
/// (ΔE 1994) where Pivot uses ΔE 2000 (see `docs/snapshot-testing.md`).
public struct ImageTolerance: Sendable, Hashable, CustomStringConvertible {
    /// The share of pixels that must match, 0–1.
    public var precision: Double
    /// How close a pixel must be to count as matching, 0–1; 0.98–0.99 is about what the eye can tell apart.
    public var perceptualPrecision: Double

    /// Creates a tolerance.
    ///
    /// - Precondition: Both values are between 0 and 1.
    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        precondition((0...1).contains(precision), "precision \(precision) is not between 0 and 1")
        precondition(
            (0...1).contains(perceptualPrecision), "perceptual precision \(perceptualPrecision) is not between 0 and 1")
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// Every pixel identical.
    public static let exact = ImageTolerance()

    /// The largest CIEDE2000 difference a matching pixel may have.
    public var maximumColorDifference: Double { (1 - perceptualPrecision) * 100 }

    /// `precision 1, perceptual precision 0.98`.
    public var description: String { "precision \(precision), perceptual precision \(perceptualPrecision)" }
}
