import AppScan
import Foundation
import Orientation
import PivotJSON
import Testing

/// A tab bar controller whose tabs are set in code (`viewControllers = [...]`, `setViewControllers(_:animated:)`):
/// each tab is placed, selected, and answered by the engine as a storyboard's tabs are.
struct CodeTabsTests {
    static let controllers = """
        import UIKit
        final class Library: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        final class Player: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        """

    func screen(_ target: JSONValue?, _ controller: String, _ version: String) -> JSONValue? {
        target?["screens"]?.items.first {
            $0["controller"]?.text == controller && $0["device"]?.text == "iphone" && $0["iosVersion"]?.text == version
        }
    }

    @Test func aTabBarSubclassSettingItsOwnTabsHasThemPlaced() throws {
        let project = try ExampleProject([
            "Info.plist": CodePlacementTests.plist,
            "Controllers.swift": Self.controllers,
            "MainTabs.swift": """
            import UIKit
            final class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: Library()), Player()]
                }
            }
            """,
            "SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    window?.rootViewController = MainTabs()
                }
            }
            """,
        ])
        let report = project.scan().report
        let target = try #require(report.targets.first)
        #expect(target.placements.map(\.className) == ["MainTabs", "UINavigationController", "Player"])
        #expect(target.placements.map(\.arrival) == [.root, .tab(0), .tab(1)])
        #expect(
            target.root
                == ControllerNode(
                    className: "MainTabs", kind: "tabBar",
                    children: [
                        ControllerNode(
                            className: "UINavigationController", kind: "navigation",
                            children: [ControllerNode(className: "Library", kind: "content", children: [])]),
                        ControllerNode(className: "Player", kind: "content", children: []),
                    ]))
        let json = report.json["targets"]?.items.first
        // From iOS 13 the selected tab decides: a plain navigation controller answers UIKit's iPhone default.
        #expect(
            screen(json, "MainTabs", "18.0")?["orientations"]
                == strings(["portrait", "landscapeRight", "landscapeLeft"]))
        #expect(screen(json, "Player", "18.0")?["orientations"] == strings(["landscapeRight", "landscapeLeft"]))
        // Through iOS 12 every tab must allow the orientation: the navigation default and Player's landscape share
        // the two landscapes.
        #expect(screen(json, "MainTabs", "12.0")?["orientations"] == strings(["landscapeRight", "landscapeLeft"]))
    }

    @Test func setViewControllersOnALocalTabBarControllerMadeTheRoot() throws {
        let project = try ExampleProject([
            "Info.plist": CodePlacementTests.plist,
            "Controllers.swift": Self.controllers,
            "SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    let tabs = UITabBarController()
                    let player = Player()
                    tabs.setViewControllers([player, Library()], animated: false)
                    window?.rootViewController = tabs
                }
            }
            """,
        ])
        let report = project.scan().report
        let target = try #require(report.targets.first)
        #expect(target.placements.map(\.className) == ["UITabBarController", "Player", "Library"])
        #expect(target.placements.map(\.arrival) == [.root, .tab(0), .tab(1)])
        let json = report.json["targets"]?.items.first
        #expect(
            screen(json, "UITabBarController", "18.0")?["orientations"] == strings(["landscapeRight", "landscapeLeft"]))
        #expect(screen(json, "Library", "18.0")?["orientations"] == strings(["portrait"]))
        // Portrait and landscape share nothing: through iOS 12 the tab bar controller supports no orientation.
        #expect(screen(json, "Library", "12.0")?["crash"] == .bool(true))
    }
}
