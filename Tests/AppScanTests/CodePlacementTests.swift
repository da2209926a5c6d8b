import AppScan
import Foundation
import Orientation
import PivotJSON
import Testing

/// Controllers placed from code and from a tab bar: the root set with `window.rootViewController = …`, controllers
/// pushed with `pushViewController`, and a storyboard tab bar controller's tabs, each answered by the engine.
struct CodePlacementTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UIRequiresFullScreen</key><true/>
        <key>UIApplicationSceneManifest</key><dict/>
        </dict></plist>
        """

    static let controllers = """
        import UIKit
        final class Home: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            func play() {
                navigationController?.pushViewController(Player(), animated: true)
            }
        }
        final class Player: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        final class ForwardingNavigation: UINavigationController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                topViewController?.supportedInterfaceOrientations ?? .all
            }
        }
        """

    /// A project whose scene delegate sets the root in code: `navigation(rootViewController: Home())`.
    static func rootInCode(navigation: String) throws -> ExampleProject {
        try ExampleProject([
            "Info.plist": plist,
            "Controllers.swift": controllers,
            "SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
            ↓        window?.rootViewController = \(navigation)(rootViewController: Home())
                    window?.makeKeyAndVisible()
                }
            }
            """,
        ])
    }

    func screen(_ target: JSONValue?, _ controller: String, _ version: String = "18.0") -> JSONValue? {
        target?["screens"]?.items.first {
            $0["controller"]?.text == controller && $0["device"]?.text == "iphone" && $0["iosVersion"]?.text == version
        }
    }

    @Test func aRootSetInCodeIsTheWindowsRootAndAPushedControllerGoesOnIt() throws {
        let project = try Self.rootInCode(navigation: "UINavigationController")
        let report = project.scan().report
        let target = try #require(report.targets.first)
        #expect(
            target.placements.map(\.className) == ["UINavigationController", "Player"],
            "the root from code, then the pushed controller")
        #expect(target.placements.map(\.arrival) == [.root, .pushed])
        #expect(target.placements[0].location == project.marker, "the root's place is the assignment")
        #expect(target.placements[1].location == SourceLocation(file: "Controllers.swift", line: 5))
        let json = report.json["targets"]?.items.first
        // A plain navigation controller decides for its children: UIKit's default on iPhone.
        #expect(
            screen(json, "UINavigationController")
                == .object([
                    "controller": .string("UINavigationController"), "device": .string("iphone"),
                    "iosVersion": .string("18.0"),
                    "orientations": strings(["portrait", "landscapeRight", "landscapeLeft"]),
                    "crash": .bool(false), "dependsOnRuntime": .bool(false),
                ]))
        #expect(screen(json, "Player")?["orientations"] == strings(["portrait", "landscapeRight", "landscapeLeft"]))
    }

    @Test func aForwardingNavigationControllerSetInCodeLetsItsChildrenDecide() throws {
        let report = try Self.rootInCode(navigation: "ForwardingNavigation").scan().report
        let json = report.json["targets"]?.items.first
        #expect(screen(json, "ForwardingNavigation")?["orientations"] == strings(["portrait"]), "Home, its root child")
        #expect(screen(json, "Player")?["orientations"] == strings(["landscapeRight", "landscapeLeft"]))
        #expect(screen(json, "Player")?["crash"] == .bool(false))
    }

    @Test func anObjectiveCRootIsReadToo() throws {
        let project = try ExampleProject([
            "Info.plist": Self.plist,
            "Controllers.swift": Self.controllers,
            "AppDelegate.m": """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
            ↓    self.window.rootViewController = [[ForwardingNavigation alloc] initWithRootViewController:[Home new]];
                return YES;
            }
            @end
            """,
        ])
        let report = project.scan().report
        let target = try #require(report.targets.first)
        #expect(target.placements.first?.className == "ForwardingNavigation")
        #expect(target.placements.first?.location == project.marker)
        let json = report.json["targets"]?.items.first
        #expect(screen(json, "ForwardingNavigation")?["orientations"] == strings(["portrait"]), "Home, its root child")
    }

    /// An external display's window root, set once, does not hide the app's root, set on two paths.
    @Test func theRootAssignedMostOftenIsTheWindowsRoot() throws {
        let report = try ExampleProject([
            "Info.plist": Self.plist,
            "Controllers.swift": Self.controllers + "\nfinal class ExternalDisplay: UIViewController {}",
            "A/ExternalSceneDelegate.swift":
                "func connect(window: UIWindow) { window.rootViewController = ExternalDisplay() }",
            "B/AppDelegate.swift": "func legacy(window: UIWindow) { window.rootViewController = Home() }",
            "B/SceneDelegate.swift": "func scene(window: UIWindow) { window.rootViewController = Home() }",
        ]).scan().report
        #expect(report.targets.first?.placements.first?.className == "Home")
    }

    /// Another window's root (an external display's, as vlc-ios sets it on `_externalWindow`) is not the app's.
    @Test func anotherWindowsRootIsNotTheAppsRoot() throws {
        let report = try ExampleProject([
            "Info.plist": Self.plist,
            "Controllers.swift": Self.controllers + "\nfinal class ExternalDisplay: UIViewController {}",
            "A/External.swift": """
            func connect(externalWindow: UIWindow, other: UIWindow) {
                externalWindow.rootViewController = ExternalDisplay()
                other.rootViewController = ExternalDisplay()
            }
            """,
            "B/SceneDelegate.swift": "func scene(window: UIWindow) { window.rootViewController = Home() }",
        ]).scan().report
        #expect(report.targets.first?.placements.first?.className == "Home")
    }

    @Test func aPushWithNoNavigationControllerKnownGoesOnAPlainOne() throws {
        let report = try ExampleProject(["Info.plist": Self.plist, "Controllers.swift": Self.controllers]).scan()
            .report
        let target = try #require(report.targets.first)
        #expect(target.placements.map(\.className) == ["UIViewController", "Player"])
        #expect(target.placements.map(\.arrival) == [.root, .pushed])
        let json = report.json["targets"]?.items.first
        #expect(screen(json, "Player")?["orientations"] == strings(["portrait", "landscapeRight", "landscapeLeft"]))
    }

    /// A storyboard tab bar controller: each tab is placed selected; from iOS 13 the selected tab decides, before
    /// that every tab must allow an orientation (the engine's `TabBarPolicy.default(for:)`).
    @Test func eachTabOfARootTabBarControllerIsPlacedSelected() throws {
        let project = try ExampleProject([
            "Info.plist": Self.plist.replacingOccurrences(
                of: "<dict>\n<key>", with: "<dict>\n<key>UIMainStoryboardFile</key><string>Main</string>\n<key>"),
            "Controllers.swift": Self.controllers,
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="tabs">
              <scenes>
                <scene><objects><tabBarController id="tabs">
                  <connections>
                    <segue destination="nav" kind="relationship" relationship="viewControllers"/>
                    <segue destination="player" kind="relationship" relationship="viewControllers"/>
                  </connections>
                </tabBarController></objects></scene>
                <scene><objects><navigationController id="nav" customClass="ForwardingNavigation">
                  <connections><segue destination="home" kind="relationship" relationship="rootViewController"/></connections>
                </navigationController></objects></scene>
                <scene><objects><viewController id="home" customClass="Home"/></objects></scene>
                <scene><objects><viewController id="player" customClass="Player"/></objects></scene>
              </scenes>
            </document>
            """,
        ])
        let report = project.scan().report
        let target = try #require(report.targets.first)
        #expect(target.placements.map(\.className) == ["UITabBarController", "ForwardingNavigation", "Player"])
        #expect(target.placements.map(\.arrival) == [.root, .tab(0), .tab(1)])
        let json = report.json["targets"]?.items.first
        #expect(screen(json, "UITabBarController")?["orientations"] == strings(["portrait"]), "first tab: Home")
        #expect(screen(json, "ForwardingNavigation")?["orientations"] == strings(["portrait"]))
        #expect(screen(json, "Player")?["orientations"] == strings(["landscapeRight", "landscapeLeft"]))
        // Home's push of Player is not placed again: Player is already placed as a tab.
        #expect(target.placements.filter { $0.className == "Player" }.count == 1)
        // On iOS 12 the tabs' orientations intersect: Home's portrait and Player's landscape share none, and the
        // engine finds no orientation the tab bar controller supports.
        #expect(screen(json, "Player", "12.0")?["crash"] == .bool(true))
    }

    @Test func skippedTargetsAreListedInTheJSONWithTheirReason() throws {
        let json = scanFixture("Modern").report.json
        #expect(
            json["skippedTargets"]
                == .array([.object(["name": .string("ModernWatch Watch App"), "reason": .string("watchOS target")])]))
        #expect(scanFixture("SwiftUIApp").report.json["skippedTargets"] == .array([]))
    }
}
