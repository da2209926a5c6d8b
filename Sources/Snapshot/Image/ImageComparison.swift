import Pixels

/// The outcome of comparing a rendered picture with its reference.
public struct ImageComparison: Sendable, Hashable, CustomStringConvertible {
    /// The reference's size, width × height.
    public let referenceSize: PixelSize
    /// The actual picture's size, width × height.
    public let actualSize: PixelSize
    /// The tolerance the pictures were compared with.
    public let tolerance: ImageTolerance
    /// How many pixels differ beyond the tolerance; 0 when the sizes differ (nothing was compared).
    public let differingPixelCount: Int
    /// The largest CIEDE2000 difference among the differing pixels; 0 when none differ.
    public let maximumColorDifference: Double

    /// Compares `actual` with `reference`, pixel by pixel.
    ///
    /// Pictures of different sizes never match.
    public init(reference: RGBImage, actual: RGBImage, tolerance: ImageTolerance = .exact) {
        self.referenceSize = PixelSize(width: reference.width, height: reference.height)
        self.actualSize = PixelSize(width: actual.width, height: actual.height)
        self.tolerance = tolerance
        var count = 0
        var maximum = 0.0
        // Equal bytes (the usual verify) need no per-pixel work.
        if referenceSize == actualSize && reference.pixels != actual.pixels {
            let matcher = PixelMatcher(tolerance: tolerance)
            for y in 0..<reference.height {
                for x in 0..<reference.width {
                    if let difference = matcher.mismatch(reference[x, y], actual[x, y]) {
                        count += 1
                        maximum = max(maximum, difference)
                    }
                }
            }
        }
        self.differingPixelCount = count
        self.maximumColorDifference = maximum
    }

    /// Whether both pictures have the same size.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// The share of pixels that match, 0–1 (0 when the sizes differ).
    public var matchingShare: Double {
        guard sizesMatch else { return 0 }
        let total = referenceSize.width * referenceSize.height
        return total == 0 ? 1 : 1 - Double(differingPixelCount) / Double(total)
    }

    /// Whether the actual picture passes: same size, and at least `precision` of its pixels match.
    public var matches: Bool { sizesMatch && matchingShare >= tolerance.precision }

    /// One sentence saying how the pictures compare.
    public var description: String {
        guard sizesMatch else { return "the size differs: reference \(referenceSize), actual \(actualSize)" }
        guard differingPixelCount > 0 else { return "the pictures match" }
        let verdict = matches ? "within" : "beyond"
        return "\(differingPixelCount) of \(referenceSize.width * referenceSize.height) pixels differ "
            + "(largest ΔE00 \((maximumColorDifference * 100).rounded() / 100)), \(verdict) \(tolerance)"
    }
}
