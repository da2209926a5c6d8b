/// UIKit's `UIApplicationInvalidInterfaceOrientation` exception, as a value: the app would have crashed.
public struct InvalidInterfaceOrientation: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why UIKit raised it.
    public enum Reason: Sendable, Equatable {
        /// The deciding controller returned an empty `supportedInterfaceOrientations`.
        case emptySupportedOrientations
        /// App, controller and device masks have no orientation in common.
        case noCommonOrientation(app: InterfaceOrientationMask, controller: InterfaceOrientationMask,
            device: InterfaceOrientationMask)
        /// `preferredInterfaceOrientationForPresentation` is outside the supported orientations.
        case preferredOrientationNotSupported(preferred: InterfaceOrientation, supported: InterfaceOrientationMask)
    }

    /// The id of the deciding controller.
    public var controller: String
    /// Why UIKit raised it.
    public var reason: Reason

    /// Creates the error for `controller`.
    public init(controller: String, reason: Reason) {
        self.controller = controller
        self.reason = reason
    }

    /// UIKit's message, prefixed with the exception name.
    public var description: String {
        let detail =
            switch reason {
            case .emptySupportedOrientations:
                "Supported orientations has no common orientation with the application, and [\(controller) "
                    + "supportedInterfaceOrientations] is returning an empty mask"
            case .noCommonOrientation(let app, let controllerMask, let device):
                "Supported orientations has no common orientation with the application, and [\(controller) "
                    + "shouldAutorotate] is returning YES (app \(app), controller \(controllerMask), device \(device))"
            case .preferredOrientationNotSupported(let preferred, let supported):
                "preferredInterfaceOrientationForPresentation '\(preferred.name)' of \(controller) must match a "
                    + "supported interface orientation: '\(supported)'!"
            }
        return "UIApplicationInvalidInterfaceOrientation: " + detail
    }
}
