/// What an ``InvalidInterfaceOrientation`` does to the app under a release (``OrientationRules/outcome(of:current:asked:decider:windowCanSetOrientations:)``).
public enum InvalidOrientationOutcome: Sendable, Equatable {
    /// UIKit raises `UIApplicationInvalidInterfaceOrientation`: the app crashes.
    case crash(InvalidInterfaceOrientation)
    /// The interface keeps its orientation; the message says why (Pivot records it as a `warning` event).
    case keepOrientation(warning: String)
}
