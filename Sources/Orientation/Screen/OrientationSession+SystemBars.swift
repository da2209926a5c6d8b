extension OrientationSession {
    /// The insets `controller`'s view measures its safe area against: the window's `windowInsets`, raised by the
    /// bars drawn above it when ``drawsSystemBars`` is set — to the navigation bar's bottom edge for a controller
    /// under a shown navigation bar, to the tab bar's top edge for one under a tab bar (``SystemBars``). A view's
    /// safe area is then the part of these insets its frame overlaps
    /// (``PresentationFrame/safeAreaInsets(of:in:windowInsets:)``).
    ///
    /// The bars' controllers are those ``SystemBars/Owners`` finds; a controller is under a bar when the bar's
    /// controller is one of its ancestors (a sheet's controllers, and the bar's controller itself, are not).
    func insetsUnderBars(of controller: ViewController, windowInsets: EdgeInsets) -> EdgeInsets {
        guard drawsSystemBars else { return windowInsets }
        let owners = SystemBars.Owners(session: self)
        guard owners.navigation != nil || owners.tabBar != nil else { return windowInsets }
        var ancestors: [ViewController] = []
        var current = controller.parent
        while let parent = current {
            ancestors.append(parent)
            current = parent.parent
        }
        let isCompactHeight = traitCollection.verticalSizeClass == .compact
        var insets = windowInsets
        if let navigation = owners.navigation, ancestors.contains(where: { $0 === navigation }) {
            let shows = SystemBars.showsStatusBar(
                prefersHidden: SystemChromeOwner.decidingController(in: self)?.prefersStatusBarHidden ?? false,
                idiom: device.idiom, isCompactHeight: isCompactHeight, isWindowed: isWindowed)
            let top = SystemBars.barsTop(
                windowInsets: windowInsets, showsStatusBar: shows, device: device, orientation: interfaceOrientation)
            insets.top = max(
                insets.top,
                top
                    + SystemBars.navigationBarExtent(
                        idiom: device.idiom, isCompactHeight: isCompactHeight,
                        prefersLargeTitles: navigation.prefersLargeTitles))
        }
        if let tabBar = owners.tabBar, ancestors.contains(where: { $0 === tabBar }) {
            insets.bottom = max(
                insets.bottom,
                SystemBars.tabBarClearance(
                    bottomInset: windowInsets.bottom, idiom: device.idiom, isCompactHeight: isCompactHeight,
                    version: iosVersion))
        }
        return insets
    }
}
