/// The supported orientations a window scene last published to the system (iOS 16+): the rules and the deciding
/// controller's answers at that moment. A device rotation turns by these until the app calls
/// `setNeedsUpdateOfSupportedInterfaceOrientations()` or the deciding controller changes.
public struct PublishedOrientations: Sendable, Hashable {
    /// The rules as they were (the app's answers included).
    public var rules: OrientationRules
    /// The deciding controller's answers as they were.
    public var decider: ControllerAnswers

    /// Captures what `rules` and `decider` answer now.
    public init(rules: OrientationRules, decider: ControllerAnswers) {
        self.rules = rules
        self.decider = decider
    }

    /// The published effective mask, or the error it held.
    public var supportedOrientations: Result<InterfaceOrientationMask, InvalidInterfaceOrientation> {
        rules.supportedOrientations(decidedBy: decider)
    }
}
