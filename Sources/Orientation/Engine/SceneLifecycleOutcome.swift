/// What the scene life cycle rule does at launch (``OrientationRules/sceneLifecycleAtLaunch``).
public enum SceneLifecycleOutcome: Sendable, Equatable {
    /// The app launches with nothing said.
    case launches
    /// The app launches and UIKit logs this line (a `warning` event from `app`).
    case warns(String)
    /// The app fails UIKit's launch assertion (``AppCrash/sceneLifecycleRequired``).
    case failsToLaunch
}
