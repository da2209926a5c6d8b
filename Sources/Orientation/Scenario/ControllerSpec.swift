/// A controller as a scenario file describes it.
public struct ControllerSpec: Sendable, Equatable {
    /// The controller kinds a scenario file can name.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A plain controller (``ViewController``).
        case content
        /// A ``NavigationController``.
        case navigation
        /// A ``TabBarController``.
        case tabBar
        /// A custom container (``ContainerViewController``).
        case container
        /// A video player; by default a ``PlayerStandInController``.
        case player
        /// A center-paging clip picker (``CarouselViewController``).
        case carousel
        /// The system player, AVKit's `AVPlayerViewController` (``SystemPlayerController``).
        case avPlayerViewController
    }

    /// The orientation a `player` is presented in when its spec names none: the seed player's `landscapeLeft`.
    /// `"preferredOrientationForPresentation": null` removes it (the player then appears in the current
    /// orientation if allowed, as any controller without a preference).
    public static let playerPreferredOrientation = InterfaceOrientation.landscapeLeft

    /// The unique name.
    public var id: String
    /// The kind (default `content`).
    public var kind: Kind
    /// `supportedInterfaceOrientations`, or `nil` for the idiom default.
    public var supportedOrientations: InterfaceOrientationMask?
    /// `shouldAutorotate` (default `true`).
    public var shouldAutorotate: Bool
    /// `preferredInterfaceOrientationForPresentation`, or `nil` for none (a parsed `player` without the key carries
    /// ``playerPreferredOrientation``).
    public var preferredOrientationForPresentation: InterfaceOrientation?
    /// Navigation only: whether it forwards to its top controller.
    public var forwardsToTop: Bool
    /// Tab bar only: how it answers from its tabs, or `nil` for the version's default
    /// (``TabBarPolicy/default(for:)``).
    public var tabPolicy: TabBarPolicy?
    /// The stack, the tabs, or the children embedded at load.
    public var children: [ControllerSpec]
    /// Tab bar only: the selected tab.
    public var selectedIndex: Int
    /// Whether context presentations cover this controller.
    public var definesPresentationContext: Bool
    /// `prefersInterfaceOrientationLocked` (iOS 26+).
    public var prefersInterfaceOrientationLocked = false
    /// `player` and `avPlayerViewController` only: the clip's path as the file writes it (what the stand-in logs, so reports do not depend on
    /// where the file lives).
    public var clip: String?
    /// `player` and `avPlayerViewController` only: ``clip`` resolved against the scenario file's folder (what a real player opens).
    public var clipPath: String?
    /// Containers (navigation, tab bar, custom): the child the container answers the orientation questions
    /// from, or `nil` to answer itself.
    public var forwardsOrientationTo: OrientationForwarding?
    /// Where the controller's view sits in its parent container's, in points (`"frame": [x, y, w, h]`), or `nil`.
    public var frame: Rect?
    /// `avPlayerViewController` only: how the video fills the view (`"videoGravity"`, default `resizeAspect`).
    public var videoGravity = VideoGravity.aspect
    /// `avPlayerViewController` only: whether playback beginning inline enters full screen
    /// (`"entersFullScreenWhenPlaybackBegins"`, default `false`).
    public var entersFullScreenWhenPlaybackBegins = false
    /// Player only: whether the close button (✕) is drawn (`"closeButton"`, default `true`).
    public var showsCloseButton = true
    /// Carousel only: its layout (`itemCount`, `itemHeight`, `spacing`); `nil` gives one zero-height item.
    public var carouselLayout: CenterPagingLayout?
    /// `title`, shown by bars and the content panel; `nil` shows the id.
    public var title: String?
    /// `prefersStatusBarHidden` (default `false`).
    public var prefersStatusBarHidden = false
    /// `preferredStatusBarStyle` (default `default`).
    public var preferredStatusBarStyle = StatusBarStyle.default
    /// `prefersHomeIndicatorAutoHidden` (default `false`).
    public var prefersHomeIndicatorAutoHidden = false
    /// Navigation only: `navigationBarHidden` (`isNavigationBarHidden`, default `false`).
    public var navigationBarHidden = false
    /// Navigation only: `prefersLargeTitles` (`navigationBar.prefersLargeTitles`, default `false`).
    public var prefersLargeTitles = false
    /// Set by a present step's `prefersGrabberVisible`: whether the sheet shows a grabber (default `false`).
    public var prefersGrabberVisible = false

    /// Creates a spec; every value but the id has the scenario format's default.
    public init(
        id: String, kind: Kind = .content, supportedOrientations: InterfaceOrientationMask? = nil,
        shouldAutorotate: Bool = true, preferredOrientationForPresentation: InterfaceOrientation? = nil,
        forwardsToTop: Bool = false, tabPolicy: TabBarPolicy? = nil, children: [ControllerSpec] = [],
        selectedIndex: Int = 0, definesPresentationContext: Bool = false, clip: String? = nil,
        clipPath: String? = nil, carouselLayout: CenterPagingLayout? = nil
    ) {
        self.id = id
        self.kind = kind
        self.supportedOrientations = supportedOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredOrientationForPresentation = preferredOrientationForPresentation
        self.forwardsToTop = forwardsToTop
        self.tabPolicy = tabPolicy
        self.children = children
        self.selectedIndex = selectedIndex
        self.definesPresentationContext = definesPresentationContext
        self.clip = clip
        self.clipPath = clipPath ?? clip
        self.carouselLayout = carouselLayout
    }
}
