/// Where a `UITabBarController` shows its tabs, by idiom and release: a plain value that the chrome's layout and the
/// children's safe area both read, so the two cannot disagree.
///
/// - iPhone: the classic bar at the bottom through iOS 18, the floating Liquid Glass capsule from iOS 26; both at
///   the bottom, so the bar adds to the children's bottom safe area.
/// - iPad: the classic bottom bar before iPadOS 18; from iPadOS 18 a floating segmented bar at the top, in the
///   navigation bar's row (Apple, WWDC24 "Elevate your tab and sidebar experience in iPadOS": "the tab bar now
///   appears at the top"; `UITab` / `UITabBarController` documentation), which adds nothing at the bottom — in a
///   regular-width window only: a compact-width one (a narrow Split View or Slide Over window) keeps the bottom
///   bar, as on iPhone.
///
/// `docs/chrome.md` ("Tab bar") gives the sizes.
public enum TabBarPlacement: Sendable, Hashable, CaseIterable {
    /// The full-width bar at the bottom (iPhone through iOS 18, iPad before iPadOS 18).
    case classicBottom
    /// The floating capsule above the bottom edge (iPhone from iOS 26).
    case floatingBottom
    /// The floating segmented bar at the top, in the navigation bar's row (iPad from iPadOS 18).
    case floatingTop

    /// The first iPadOS release whose tab bar sits at the top.
    public static let topOnPad = IOSVersion(major: 18)

    /// The placement on `idiom` under `version` in a window of `horizontalSizeClass`.
    public init(idiom: UserInterfaceIdiom, version: IOSVersion, horizontalSizeClass: SizeClass) {
        switch idiom {
        case .phone: self = version >= SystemBars.liquidGlass ? .floatingBottom : .classicBottom
        case .pad:
            self = version >= Self.topOnPad && horizontalSizeClass == .regular ? .floatingTop : .classicBottom
        }
    }

    /// Whether the bar sits at the bottom, so UIKit adds its height to the children's bottom safe area.
    public var isAtBottom: Bool { self != .floatingTop }
}
