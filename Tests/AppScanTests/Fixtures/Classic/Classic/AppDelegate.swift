import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The whole app is held to portrait on iPhone, restored in a refactor.
    func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        AppDelegate.appMask
    }

    static let appMask: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
