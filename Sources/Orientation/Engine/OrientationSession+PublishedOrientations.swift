/// iOS 16's published supported orientations: what the scene last told the system, which a device rotation turns
/// by (``UIKitChange/supportedOrientationsPublished``).
extension OrientationSession {
    /// What a device rotation turns by: from iOS 16 the masks the scene last published, before 16 the masks the
    /// controllers answer now.
    var rotationBasis: PublishedOrientations {
        let live = PublishedOrientations(rules: rules, decider: decidingController.orientationAnswers)
        guard iosVersion.has(.supportedOrientationsPublished), let publishedOrientations else { return live }
        return publishedOrientations
    }

    /// From iOS 16, the scene publishes the masks it now computes; a device rotation turns by them until the next
    /// publication.
    func publishSupportedOrientations() {
        guard iosVersion.has(.supportedOrientationsPublished), crash == nil else { return }
        publishedOrientations = PublishedOrientations(rules: rules, decider: decidingController.orientationAnswers)
    }

    /// Records a `warning` when the masks the controllers answer now differ from those the scene last published
    /// (iOS 16+): the device rotation turns by the published ones.
    func warnIfMaskNotPublished() {
        let basis = rotationBasis
        let live = rules.supportedOrientations(decidedBy: decidingController.orientationAnswers)
        guard basis.supportedOrientations != live else { return }
        let describe = { (mask: Result<InterfaceOrientationMask, InvalidInterfaceOrientation>) in
            (try? mask.get())?.description ?? "none"
        }
        warn(
            "supported orientations changed to \(describe(live)) but not applied: the rotation follows the published "
                + "\(describe(basis.supportedOrientations)) until setNeedsUpdateOfSupportedInterfaceOrientations()",
            from: decidingController.id)
    }
}
