import Foundation

extension AngledTransform: CustomStringConvertible {
    /// `rotate 30° counter-clockwise`, or `mirror, then rotate 30° counter-clockwise`; the angle rounded to a
    /// hundredth of a degree.
    public var description: String {
        let turn = "rotate \(String(format: "%g", (degrees * 100).rounded() / 100))° counter-clockwise"
        return isMirrored ? "mirror, then \(turn)" : turn
    }
}
