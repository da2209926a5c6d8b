import AppScan
import Orientation
import Testing

/// Controllers a main storyboard pushes are answered inside its root navigation controller: the navigation
/// controller decides unless the project's subclass forwards to its top child.
struct NavigationPlacementTests {
    static func project(forwarding: Bool) throws -> ExampleProject {
        let navigationBody =
            forwarding
            ? "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { "
                + "topViewController?.supportedInterfaceOrientations ?? .all }"
            : ""
        return try ExampleProject([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIMainStoryboardFile</key><string>Main</string>
            <key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
            <string>UIInterfaceOrientationLandscapeRight</string></array>
            <key>UIRequiresFullScreen</key><true/>
            <key>UIApplicationSceneManifest</key><dict/>
            </dict></plist>
            """,
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="nav">
              <scenes>
                <scene><objects><navigationController id="nav" customClass="AppNavigationController">
                  <connections><segue destination="home" kind="relationship" relationship="rootViewController"/></connections>
                </navigationController></objects></scene>
                <scene><objects><viewController id="home" customClass="Home">
                  <connections><segue destination="player" kind="show"/></connections>
                </viewController></objects></scene>
                <scene><objects><viewController id="player" customClass="Player"/></objects></scene>
              </scenes>
            </document>
            """,
            "Controllers.swift": """
            import UIKit
            final class AppNavigationController: UINavigationController {
                \(navigationBody)
            }
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """,
        ])
    }

    func orientations(_ controller: String, forwarding: Bool) throws -> InterfaceOrientationMask? {
        let report = try Self.project(forwarding: forwarding).scan().report
        return report.targets.first?.screens.first {
            $0.controller == controller && $0.device == "iphone" && $0.iosVersion == IOSVersion(major: 18)
        }?.orientations
    }

    @Test func aForwardingNavigationControllerLetsThePushedControllerDecide() throws {
        #expect(try orientations("AppNavigationController", forwarding: true) == .portrait, "its root child, Home")
        #expect(try orientations("Player", forwarding: true) == .landscape)
    }

    @Test func aPlainNavigationControllerDecidesForWhatItPushes() throws {
        #expect(try orientations("AppNavigationController", forwarding: false) == .allButUpsideDown)
        #expect(try orientations("Player", forwarding: false) == .allButUpsideDown)
    }
}
