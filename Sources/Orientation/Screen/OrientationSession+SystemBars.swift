extension OrientationSession {
    /// The insets `controller`'s view measures its safe area against: the window's `windowInsets`, raised by the
    /// bars drawn above it when ``drawsSystemBars`` is set — to the navigation bar's bottom edge for a controller
    /// under a shown navigation bar, to the tab bar's top edge for one under a tab bar at the bottom, to the bottom of the navigation bar's row
    /// under iPadOS 18's tabs at the top (``SystemBars``, ``TabBarPlacement``). A view's
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
        // The bars' row starts under the status bar, or at 0 where hiding it gives its height back.
        let barsTop = {
            let shows = SystemBars.showsStatusBar(
                prefersHidden: SystemChromeOwner.decidingController(in: self)?.prefersStatusBarHidden ?? false,
                idiom: self.device.idiom, isCompactHeight: isCompactHeight, isWindowed: self.isWindowed)
            return SystemBars.barsTop(
                windowInsets: windowInsets, showsStatusBar: shows, device: self.device,
                orientation: self.interfaceOrientation)
        }
        var insets = windowInsets
        if let navigation = owners.navigation, ancestors.contains(where: { $0 === navigation }) {
            insets.top = max(
                insets.top,
                barsTop()
                    + SystemBars.navigationBarExtent(
                        idiom: device.idiom, isCompactHeight: isCompactHeight,
                        prefersLargeTitles: navigation.prefersLargeTitles))
        }
        if let tabBar = owners.tabBar, ancestors.contains(where: { $0 === tabBar }) {
            let placement = TabBarPlacement(
                idiom: device.idiom, version: iosVersion, horizontalSizeClass: traitCollection.horizontalSizeClass)
            if placement.isAtBottom {
                insets.bottom = max(
                    insets.bottom,
                    SystemBars.tabBarClearance(
                        bottomInset: windowInsets.bottom, placement: placement, idiom: device.idiom,
                        isCompactHeight: isCompactHeight))
            } else {
                // iPadOS 18's tabs take the navigation bar's row at the top.
                insets.top = max(insets.top, SystemBars.topTabRowBottom(barsTop: barsTop()))
            }
        }
        return insets
    }
}
