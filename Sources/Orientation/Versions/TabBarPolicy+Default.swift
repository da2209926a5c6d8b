extension TabBarPolicy {
    /// The policy of a tab bar that names none: the seeds' intersection through iOS 12; from 13 the selected tab
    /// decides (`docs/uikit-versions.md` gives the evidence and names this as a reading of it).
    public static func `default`(for version: IOSVersion) -> TabBarPolicy {
        version.has(.tabBarForwardsToSelectedTab) ? .selected : .intersection
    }
}
