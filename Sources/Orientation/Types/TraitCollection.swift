/// The size classes a controller is laid out for.
///
/// Two trait collections are equal when both size classes are; UIKit only calls `willTransition(to:with:)` and
/// `traitCollectionDidChange(_:)` when they differ.
///
/// Mirrors the size-class part of UIKit's `UITraitCollection`.
public struct TraitCollection: Sendable, Hashable {
    /// The width's size class.
    public var horizontalSizeClass: SizeClass
    /// The height's size class.
    public var verticalSizeClass: SizeClass

    /// Creates a trait collection from its width and height size classes.
    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

extension TraitCollection: CustomStringConvertible {
    /// `C/R`: width then height, as the device tables write them.
    public var description: String {
        func letter(_ sizeClass: SizeClass) -> String { sizeClass == .compact ? "C" : "R" }
        return "\(letter(horizontalSizeClass))/\(letter(verticalSizeClass))"
    }
}
