import SwiftUI
import UIKit

@main
struct VideoApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    static var orientationLock: UIInterfaceOrientationMask = .portrait

    func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        AppDelegate.orientationLock
    }
}

struct ContentView: View {
    var body: some View {
        Button("Full screen") {
            AppDelegate.orientationLock = .landscape
        }
    }
}

final class PlayerHostingController: UIHostingController<ContentView> {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.landscapeLeft, .landscapeRight] }
    override var prefersStatusBarHidden: Bool { true }

    func showDetails() {
        present(DetailsHostingController(rootView: ContentView()), animated: true)
    }
}

final class DetailsHostingController: UIHostingController<ContentView> {}
