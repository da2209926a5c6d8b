/// The system bars' heights and places as Pivot draws them, and which controllers' bars a screen shows: the one
/// home that both the chrome's layout (`ChromeLayout`, which draws the bars) and the session's safe areas (which
/// add the bars to the children's, ``OrientationSession/drawsSystemBars``) read.
///
/// UIKit adds a visible navigation bar's height to the top of its children's safe area and a tab bar's height to
/// the bottom: Apple's documentation of `UIView.safeAreaInsets` ("the safe area … reflects the area not covered by
/// navigation bars, tab bars, toolbars, and other ancestors that obscure a view controller's view") and of
/// `UIViewController.additionalSafeAreaInsets`, and the article "Positioning content relative to the safe area".
/// Sizes and their sources: `docs/chrome.md`.
public enum SystemBars {
    /// From iOS 26 the bars take Liquid Glass (iPhone tab bars float as a capsule above the content,
    /// ``TabBarPlacement/floatingBottom``; back buttons sit in a glass circle).
    public static let liquidGlass = IOSVersion(major: 26)

    /// A navigation bar's height on iPhone in a regular-height window.
    public static let navigationBarHeight = 44.0
    /// A navigation bar's height in a compact-height window (iPhone landscape).
    public static let compactNavigationBarHeight = 32.0
    /// A navigation bar's height on iPad.
    public static let padNavigationBarHeight = 50.0
    /// The height a large title adds under the bar.
    public static let largeTitleHeight = 52.0
    /// A classic tab bar's height above the bottom safe area on iPhone.
    public static let tabBarHeight = 49.0
    /// A classic tab bar's height in a compact-height window.
    public static let compactTabBarHeight = 32.0
    /// A classic tab bar's height on iPad.
    public static let padTabBarHeight = 50.0
    /// The floating tab bar's height from iOS 26.
    public static let floatingTabBarHeight = 62.0
    /// The floating tab bar's margin from the screen's sides and bottom.
    public static let floatingTabBarMargin = 21.0

    // MARK: - Status bar

    /// Whether the status bar shows: not when the deciding controller `prefersHidden`, not on iPhone in a
    /// compact-height window (`prefersStatusBarHidden` is true there by default), not in an iPad window (the bar
    /// is the screen's).
    public static func showsStatusBar(
        prefersHidden: Bool, idiom: UserInterfaceIdiom, isCompactHeight: Bool, isWindowed: Bool
    ) -> Bool {
        !prefersHidden && !(idiom == .phone && isCompactHeight) && !isWindowed
    }

    /// Where the bars start: the window's top inset, or 0 when the status bar is hidden and no sensor housing keeps
    /// the inset (home-button phones, iPads; on a Face ID phone in landscape the inset is 0 already).
    public static func barsTop(
        windowInsets: EdgeInsets, showsStatusBar: Bool, device: DeviceModel, orientation: InterfaceOrientation
    ) -> Double {
        !showsStatusBar && (device.cutout == .none || orientation.isLandscape) ? 0 : windowInsets.top
    }

    // MARK: - Navigation bar

    /// Whether a bar that `prefersLargeTitles` shows its large title: never in a compact-height window.
    public static func showsLargeTitle(prefersLargeTitles: Bool, isCompactHeight: Bool) -> Bool {
        prefersLargeTitles && !isCompactHeight
    }

    /// The navigation bar's height without its large-title strip.
    public static func navigationBarHeight(idiom: UserInterfaceIdiom, isCompactHeight: Bool) -> Double {
        idiom != .phone ? padNavigationBarHeight : isCompactHeight ? compactNavigationBarHeight : navigationBarHeight
    }

    /// The navigation bar's height with its large-title strip, if shown: what it adds under ``barsTop(windowInsets:showsStatusBar:device:orientation:)``.
    public static func navigationBarExtent(
        idiom: UserInterfaceIdiom, isCompactHeight: Bool, prefersLargeTitles: Bool
    ) -> Double {
        navigationBarHeight(idiom: idiom, isCompactHeight: isCompactHeight)
            + (showsLargeTitle(prefersLargeTitles: prefersLargeTitles, isCompactHeight: isCompactHeight)
                ? largeTitleHeight : 0)
    }

    // MARK: - Tab bar

    /// Whether the tab bar is iOS 26's floating capsule (iPhone) rather than the classic full-width bar.
    public static func isFloatingTabBar(idiom: UserInterfaceIdiom, version: IOSVersion) -> Bool {
        idiom == .phone && version >= liquidGlass
    }

    /// A classic tab bar's height above the bottom safe area.
    public static func classicTabBarHeight(idiom: UserInterfaceIdiom, isCompactHeight: Bool) -> Double {
        idiom != .phone ? padTabBarHeight : isCompactHeight ? compactTabBarHeight : tabBarHeight
    }

    /// How far a bottom tab bar's top edge is from the window's bottom edge: what the children's bottom safe area
    /// becomes. The classic bar sits on the bottom inset; the floating one ``floatingTabBarMargin`` above the
    /// screen's edge; a bar at the top (``TabBarPlacement/floatingTop``) leaves the bottom inset as it is.
    public static func tabBarClearance(
        bottomInset: Double, placement: TabBarPlacement, idiom: UserInterfaceIdiom, isCompactHeight: Bool
    ) -> Double {
        switch placement {
        case .classicBottom: bottomInset + classicTabBarHeight(idiom: idiom, isCompactHeight: isCompactHeight)
        case .floatingBottom: floatingTabBarMargin + floatingTabBarHeight
        case .floatingTop: bottomInset
        }
    }

    /// Where the children's top safe area ends under iPadOS 18's tabs at the top (``TabBarPlacement/floatingTop``):
    /// the bottom of the navigation bar's row they sit in, which starts at `barsTop`.
    public static func topTabRowBottom(barsTop: Double) -> Double {
        barsTop + padNavigationBarHeight
    }

    // MARK: - Whose bars

    /// The controllers whose bars a screen shows, found from the top controller that fills the screen down
    /// through navigation controllers (the first whose bar is not hidden) and tab bar controllers (the first).
    /// That top controller is the root of the window that decides the orientation when it is an added window
    /// (``WindowStack/controllingWindow``, the topmost visible one), else the main window's top controller that
    /// fills it (the root, or the top one presented `fullScreen`, `overFullScreen` or custom full screen).
    /// Containers of other kinds and sheets show no bars (a choice: one navigation bar and one tab bar per screen).
    public struct Owners {
        /// The navigation controller whose bar is shown, or `nil`.
        public var navigation: NavigationController?
        /// The tab bar controller whose bar is shown, or `nil`.
        public var tabBar: TabBarController?

        /// The owners of what `session` shows.
        public init(session: OrientationSession) {
            let chain = session.presentationChain
            var current =
                session.controllingWindowRoot
                ?? chain.last { $0.presentingViewController == nil || $0.modalPresentationStyle.fillsWindow }
            while let controller = current {
                switch controller {
                case let navigation as NavigationController:
                    if self.navigation == nil, !navigation.isNavigationBarHidden, navigation.topViewController != nil {
                        self.navigation = navigation
                    }
                    current = navigation.topViewController
                case let tabs as TabBarController:
                    if tabBar == nil, tabs.selectedViewController != nil { tabBar = tabs }
                    current = tabs.selectedViewController
                default:
                    current = nil
                }
            }
        }
    }
}
