/// Whose `supportedInterfaceOrientations` answer a `setSupportedOrientations` step changes: the step's `"on"`.
public enum MaskOwner: Sendable, Hashable {
    /// `"on": "app"`: the app delegate's `application(_:supportedInterfaceOrientationsFor:)`.
    case appDelegate
    /// `"on": "scene"`: the window scene delegate's `supportedInterfaceOrientations(for:)`, which UIKit asks from
    /// iOS 27.
    case sceneDelegate
    /// A controller, by id.
    case controller(String)
}
