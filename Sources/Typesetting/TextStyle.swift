/// A font for one line of text: Inter's weight and a size in points, standing in for SF Pro.
///
/// UIKit's system font is SF Pro, which Apple does not license for other platforms; Inter (Debian's `fonts-inter`)
/// is the free face closest to it. Sizes of 20 points and more use Inter Display, as UIKit switches from SF Pro Text
/// to SF Pro Display at 20 points (`docs/chrome.md`, "Text").
public struct TextStyle: Sendable, Hashable {
    /// The weights the system chrome uses.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Regular (400): back-button titles.
        case regular = "Regular"
        /// Medium (500): tab-bar labels.
        case medium = "Medium"
        /// Semibold (600): navigation-bar titles and the status-bar time.
        case semibold = "SemiBold"
        /// Bold (700): large titles.
        case bold = "Bold"
    }

    /// The weight.
    public var weight: Weight
    /// The size in points (UIKit's `pointSize`); pixels are this times the device's scale.
    public var pointSize: Double

    /// The size from which the Display cut replaces the Text cut.
    public static let displayThreshold = 20.0

    /// Creates a style.
    /// - Precondition: `pointSize` is positive.
    public init(weight: Weight, pointSize: Double) {
        precondition(pointSize > 0, "a font size must be positive")
        self.weight = weight
        self.pointSize = pointSize
    }

    /// The Inter file that sets this style (`Inter-SemiBold.otf`, `InterDisplay-Bold.otf`).
    var fileName: String {
        "\(pointSize >= Self.displayThreshold ? "InterDisplay" : "Inter")-\(weight.rawValue).otf"
    }
}
