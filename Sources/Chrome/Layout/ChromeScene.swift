public import Orientation

/// What the system chrome depends on: the device, how the interface is turned, the iOS release, the appearance and
/// what the visible controllers ask for.
///
/// A plain value the frame loop fills from the scenario; ``ChromeLayout/init(scene:)`` turns it into positions.
public struct ChromeScene: Sendable, Hashable {
    /// The navigation bar's content: the top controller's title and the one below it.
    public struct NavigationBar: Sendable, Hashable {
        /// The top controller's title (`title`; the controller id when unset).
        public var title: String
        /// The previous controller's title, shown on the back button before iOS 26; `nil` at the root.
        public var backTitle: String?
        /// Whether the bar shows a large title (`prefersLargeTitles`), which only regular-height windows do.
        public var prefersLargeTitles: Bool

        /// Creates a navigation bar's content.
        public init(title: String, backTitle: String? = nil, prefersLargeTitles: Bool = false) {
            self.title = title
            self.backTitle = backTitle
            self.prefersLargeTitles = prefersLargeTitles
        }
    }

    /// The tab bar's content.
    public struct TabBar: Sendable, Hashable {
        /// Each tab's title, left to right.
        public var titles: [String]
        /// The selected tab's index.
        public var selectedIndex: Int

        /// Creates a tab bar's content.
        /// - Precondition: `titles` is not empty and `selectedIndex` is one of its indices.
        public init(titles: [String], selectedIndex: Int = 0) {
            precondition(titles.indices.contains(selectedIndex), "tab \(selectedIndex) of \(titles.count)")
            self.titles = titles
            self.selectedIndex = selectedIndex
        }
    }

    /// A sheet on screen: its frame (from ``Orientation/PresentationFrame``) and whether it shows a grabber.
    public struct Sheet: Sendable, Hashable {
        /// The sheet's frame in window points.
        public var frame: Rect
        /// `prefersGrabberVisible` (UIKit's default is `false`).
        public var prefersGrabberVisible: Bool

        /// Creates a sheet.
        public init(frame: Rect, prefersGrabberVisible: Bool = false) {
            self.frame = frame
            self.prefersGrabberVisible = prefersGrabberVisible
        }
    }

    /// A popover on screen (iPad, regular size classes): its frame (from ``Orientation/PresentationFrame``).
    public struct Popover: Sendable, Hashable {
        /// The popover's frame in window points.
        public var frame: Rect

        /// Creates a popover.
        public init(frame: Rect) {
            self.frame = frame
        }
    }

    /// The window the chrome is laid out in and the picture's scale, when they are not the device's full screen
    /// at its own scale: an iPad window, the bounds part-way through a rotation, a render at `--scale`.
    public struct Window: Sendable, Hashable {
        /// The window's size in points.
        public var size: Size
        /// The window's safe-area insets.
        public var safeAreaInsets: EdgeInsets
        /// Whether the window's vertical size class is compact (iPhone landscape).
        public var isCompactHeight: Bool
        /// Whether the window's horizontal size class is compact (iPhone portrait, a narrow iPad window).
        public var isCompactWidth: Bool
        /// Pixels per point of the picture the chrome is drawn on.
        public var scale: Double
        /// Whether the window is smaller than the screen (an iPad window): the status bar and home indicator are
        /// the screen's then, not drawn in the window.
        public var isWindowed: Bool
        /// The iPadOS 26 window controls (``Orientation/WindowControls``), whose region the navigation bar's leading
        /// items keep clear of; `nil` for a window without them.
        public var controls: WindowControls?

        /// Creates a window.
        public init(
            size: Size, safeAreaInsets: EdgeInsets, isCompactHeight: Bool, scale: Double, isWindowed: Bool = false,
            controls: WindowControls? = nil, isCompactWidth: Bool = false
        ) {
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.isCompactHeight = isCompactHeight
            self.isCompactWidth = isCompactWidth
            self.scale = scale
            self.isWindowed = isWindowed
            self.controls = controls
        }
    }

    /// The device.
    public var device: DeviceModel
    /// The interface orientation.
    public var orientation: InterfaceOrientation
    /// The iOS release whose chrome is drawn.
    public var version: IOSVersion
    /// Light or dark.
    public var appearance: Appearance
    /// `prefersStatusBarHidden` of the controller that decides the status bar.
    public var prefersStatusBarHidden: Bool
    /// `preferredStatusBarStyle` of the controller that decides the status bar.
    public var preferredStatusBarStyle: StatusBarStyle
    /// `prefersHomeIndicatorAutoHidden`.
    public var prefersHomeIndicatorAutoHidden: Bool
    /// The navigation bar, or `nil` when there is none (no navigation controller, or `navigationBarHidden`).
    public var navigationBar: NavigationBar?
    /// The tab bar, or `nil` without a tab bar controller.
    public var tabBar: TabBar?
    /// The top sheet, or `nil`.
    public var sheet: Sheet?
    /// The window, or `nil` for the device's full screen in ``orientation`` at the device's scale.
    public var window: Window?
    /// The top popover, or `nil`.
    public var popover: Popover?

    /// Creates a scene.
    public init(
        device: DeviceModel, orientation: InterfaceOrientation, version: IOSVersion = .newest,
        appearance: Appearance = .light, prefersStatusBarHidden: Bool = false,
        preferredStatusBarStyle: StatusBarStyle = .default,
        prefersHomeIndicatorAutoHidden: Bool = false, navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil,
        sheet: Sheet? = nil, window: Window? = nil, popover: Popover? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.version = version
        self.appearance = appearance
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.preferredStatusBarStyle = preferredStatusBarStyle
        self.prefersHomeIndicatorAutoHidden = prefersHomeIndicatorAutoHidden
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.sheet = sheet
        self.window = window
        self.popover = popover
    }
}
