/// Why the simulated app stopped: UIKit raised an exception or failed an assertion, and a real app would have
/// crashed (`pivot simulate` exits 3).
public enum AppCrash: Error, Sendable, Equatable, CustomStringConvertible {
    /// `UIApplicationInvalidInterfaceOrientation`: no orientation UIKit may use, or a preferred orientation
    /// outside the supported ones.
    case invalidInterfaceOrientation(InvalidInterfaceOrientation)
    /// iOS 27: an app without the scene life cycle (no `UIApplicationSceneManifest`) fails UIKit's launch
    /// assertion (``UIKitChange/sceneLifecycleRequired``).
    case sceneLifecycleRequired

    /// The invalid-orientation error, or `nil` for another crash.
    public var invalidInterfaceOrientation: InvalidInterfaceOrientation? {
        if case .invalidInterfaceOrientation(let error) = self { error } else { nil }
    }

    /// UIKit's message, prefixed with the exception or the rule's name.
    public var description: String {
        switch self {
        case .invalidInterfaceOrientation(let error):
            error.description
        case .sceneLifecycleRequired:
            // UIKit's words, from `_UIApplicationEvaluateRuntimeIssueForNoSceneLifecycleAdoption` (docs/uikit-versions.md).
            "UIScene life cycle required (iOS 27+, app.sceneManifest is false): Application failed to launch: "
                + "UIScene life cycle is required for apps built with this SDK."
        }
    }
}
