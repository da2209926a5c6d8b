public import Orientation

extension ChromeScene {
    /// The chrome of what `session` shows, read from its controllers: a plain value the frame loop makes at each
    /// frame and compares with the last one, so the chrome is drawn again only when it changes.
    ///
    /// - The status bar and home indicator follow the controller ``SystemChromeOwner`` names.
    /// - The bars are those of the controllers ``Orientation/SystemBars/Owners`` finds (the rule the session's
    ///   safe areas follow too): the navigation bar with its top controller's title, the one below it on the back
    ///   button, large with `prefersLargeTitles`; the tab bar with every tab's title and the selected one.
    /// - The sheet is the top layer presented as a page or form sheet that does not fill the window; the popover,
    ///   the top layer presented as a popover that does not (a compact window adapts it to a sheet or full screen).
    /// - Behind an iPhone card stack (a full-width sheet pushing the presenter back) the status bar's content is
    ///   light, over the black window background, whatever the controller asks (a choice from screenshots).
    ///
    /// - Parameters:
    ///   - session: The session drawn.
    ///   - layers: Its views on screen (``OrientationSession/screenLayers(windowSize:)``) at `windowSize`.
    ///   - windowSize: The window's size as drawn (part-way through a rotation, the animated bounds).
    ///   - scale: Pixels per point of the picture.
    ///   - appearance: Light or dark.
    public init(
        session: OrientationSession, layers: [ScreenLayer], windowSize: Size, scale: Double, appearance: Appearance
    ) {
        let owner = SystemChromeOwner.decidingController(in: session)
        let windowRect = Rect(origin: .zero, size: windowSize)
        let owners = SystemBars.Owners(session: session)
        let navigationBar = owners.navigation.flatMap { navigation -> NavigationBar? in
            let stack = navigation.viewControllers
            return stack.last.map { top in
                NavigationBar(
                    title: top.displayTitle, backTitle: stack.dropLast().last?.displayTitle,
                    prefersLargeTitles: navigation.prefersLargeTitles)
            }
        }
        let tabBar = owners.tabBar.map { tabs in
            TabBar(titles: tabs.viewControllers.map(\.displayTitle), selectedIndex: tabs.selectedIndex)
        }
        let top = layers.last { $0.presentationStyle != nil }
        let sheet = top.flatMap { layer -> Sheet? in
            guard layer.presentationStyle == .pageSheet || layer.presentationStyle == .formSheet,
                layer.frame.size != windowSize
            else { return nil }
            return Sheet(frame: layer.frame, prefersGrabberVisible: layer.controller.prefersGrabberVisible)
        }
        let popover = top.flatMap { layer -> Popover? in
            guard layer.presentationStyle == .popover, layer.frame.size != windowSize else { return nil }
            return Popover(frame: layer.frame)
        }
        let isCardStack = sheet != nil && layers.first.map { $0.frame != windowRect } == true
        self.init(
            device: session.device, orientation: session.interfaceOrientation, version: session.iosVersion,
            appearance: appearance, prefersStatusBarHidden: owner?.prefersStatusBarHidden ?? false,
            preferredStatusBarStyle: isCardStack ? .lightContent : owner?.preferredStatusBarStyle ?? .default,
            prefersHomeIndicatorAutoHidden: owner?.prefersHomeIndicatorAutoHidden ?? false,
            navigationBar: navigationBar, tabBar: tabBar, sheet: sheet,
            window: Window(
                size: windowSize, safeAreaInsets: session.safeAreaInsets,
                isCompactHeight: session.traitCollection.verticalSizeClass == .compact, scale: scale,
                isWindowed: session.isWindowed, controls: session.windowControls,
                isCompactWidth: session.traitCollection.horizontalSizeClass == .compact),
            popover: popover)
    }
}
