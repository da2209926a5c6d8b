/// How a tab bar controller answers `supportedInterfaceOrientations` and `shouldAutorotate`.
///
/// UIKit's behaviour here changed over the years and is not documented for current releases, so it is a policy.
public enum TabBarPolicy: String, Sendable, Hashable, CaseIterable {
    /// Only the orientations every tab allows; it autorotates only if every tab does (the seed texts' behaviour,
    /// and the default through iOS 12).
    case intersection
    /// Forwards to the selected tab, as the common subclass does.
    case selected
    /// Consults no tab: its own mask, else the idiom default (the iOS 6 release notes' "containers do not consult
    /// their children").
    case idiomDefault
}
