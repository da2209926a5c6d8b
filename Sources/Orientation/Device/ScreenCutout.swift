/// What interrupts the top of a device's screen in portrait: nothing (a home-button device), a notch, or the
/// Dynamic Island.
public enum ScreenCutout: String, Sendable, Hashable, CaseIterable {
    /// No cutout: a home-button iPhone or an iPad.
    case none
    /// The TrueDepth notch (iPhone X to 14, 16e).
    case notch
    /// The Dynamic Island (iPhone 14 Pro, 15 and later).
    case dynamicIsland
}
