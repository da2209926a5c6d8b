import Pixels

/// Decides whether two pixels match under a tolerance; shared by the comparison and the triptych's highlight so
/// the two can never disagree.
struct PixelMatcher {
    let tolerance: ImageTolerance

    /// The CIEDE2000 difference between `reference` and `actual` when it is beyond the tolerance, else `nil`.
    func mismatch(_ reference: RGBImage.Pixel, _ actual: RGBImage.Pixel) -> Double? {
        // Identical bytes are the common case and need no colour maths.
        if reference == actual { return nil }
        let difference = LabColor(reference).difference(to: LabColor(actual))
        return difference > tolerance.maximumColorDifference ? difference : nil
    }
}
