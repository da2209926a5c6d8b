/// A coarse description of the space available along one axis.
///
/// Mirrors UIKit's `UIUserInterfaceSizeClass` (without `unspecified`).
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// Constrained space: an iPhone's width in portrait, most iPhones' height in landscape.
    case compact
    /// Ample space: every iPad axis in full screen, a large iPhone's width in landscape.
    case regular
}
