public import Orientation

extension ChromeScene {
    /// The same chrome in `orientation`: the device's safe area and size classes in that orientation (before a
    /// rotation, the scene a session shows at the old window size still carries the new orientation's).
    ///
    /// A windowed scene keeps its window's insets and size classes (an iPad window keeps its traits while the
    /// screen turns).
    public func laidOut(in orientation: InterfaceOrientation) -> ChromeScene {
        var scene = self
        scene.orientation = orientation
        if var window = scene.window, !window.isWindowed {
            window.safeAreaInsets = device.safeAreaInsets(in: orientation)
            window.isCompactHeight = device.traitCollection(in: orientation).verticalSizeClass == .compact
            scene.window = window
        }
        return scene
    }
}
