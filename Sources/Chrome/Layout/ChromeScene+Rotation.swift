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
            let traits = device.traitCollection(in: orientation)
            window.isCompactHeight = traits.verticalSizeClass == .compact
            window.isCompactWidth = traits.horizontalSizeClass == .compact
            scene.window = window
        }
        return scene
    }
}
