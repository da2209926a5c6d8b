import AppScan
import Foundation
import Orientation
import Testing

/// The text report's screen table: one row per controller and idiom in the order the pair first comes in the
/// screens, one column per release, each cell the pair's first screen on that release; read back from the text
/// column by column and compared with the screens cell by cell.
struct ScreenTableTests {
    /// A folder project (both idioms) with a root navigation controller, a pushed landscape player, a presented
    /// controller whose mask is a `static var` (dynamic: `*`) and one that supports only an orientation the app does
    /// not (`CRASH`).
    static func project() throws -> ExampleProject {
        try ExampleProject([
            "Info.plist": CodePlacementTests.plist,
            "Controllers.swift": """
            import UIKit
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                func play() { navigationController?.pushViewController(Player(), animated: true) }
                func lock() {
                    let locked = Locked()
                    locked.modalPresentationStyle = .fullScreen
                    present(locked, animated: true)
                }
                func flip() {
                    let upside = Upside()
                    upside.modalPresentationStyle = .fullScreen
                    present(upside, animated: true)
                }
            }
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class Locked: UIViewController {
                static var mask: UIInterfaceOrientationMask = .landscapeLeft
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Self.mask }
            }
            final class Upside: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitUpsideDown }
            }
            """,
            "SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: Home())
                }
            }
            """,
        ])
    }

    @Test func eachCellIsThatControllerIdiomAndReleasesScreen() throws {
        let report = try Self.project().scan().report
        let target = try #require(report.targets.first)
        let table = try #require(Self.table(in: report.text))
        #expect(table.header == ["Screen", "Device"] + testVersions.map(\.description))
        #expect(table.rows == Self.expectedRows(target.screens, versions: testVersions))
        // Two idioms × four controllers, each row full; the rows name what the fixture holds.
        #expect(
            table.rows.map { "\($0[0]) \($0[1])" } == [
                "UINavigationController iphone", "Player iphone", "Locked iphone", "Upside iphone",
                "UINavigationController ipad", "Player ipad", "Locked ipad", "Upside ipad",
            ])
        #expect(table.rows.allSatisfy { $0.allSatisfy { !$0.isEmpty } })
        let upside = try #require(table.rows.first { $0[0] == "Upside" })
        #expect(upside.dropFirst(2).allSatisfy { $0 == "CRASH" })
        let locked = try #require(table.rows.first { $0[0] == "Locked" })
        #expect(locked.dropFirst(2).allSatisfy { $0.hasSuffix("*") })
    }

    /// Screens out of order, a release missing and a pair answered twice: rows in first-appearance order, an empty
    /// cell, and the first answer kept.
    @Test func rowsFollowTheScreensOrderKeepTheFirstAnswerAndLeaveMissingReleasesEmpty() throws {
        var report = try Self.project().scan().report
        var screens = Array(report.targets[0].screens.reversed())
        let missing = try #require(screens.firstIndex { $0.controller == "Player" && $0.device == "ipad" })
        let removed = screens.remove(at: missing)
        var second = screens[0]
        second.orientations = .portraitUpsideDown
        second.crash = nil
        screens.append(second)
        report.targets[0].screens = screens
        let table = try #require(Self.table(in: report.text))
        #expect(table.rows == Self.expectedRows(screens, versions: testVersions))
        let player = try #require(table.rows.first { $0[0] == "Player" && $0[1] == "ipad" })
        let column = try #require(table.header.firstIndex(of: removed.iosVersion.description))
        #expect(player[column] == "")
        #expect(table.rows.first.map { "\($0[0]) \($0[1])" } == "\(screens[0].controller) \(screens[0].device)")
        #expect(!table.rows.contains { $0.contains("portraitUpsideDown") })
    }

    /// The table as the old report built it, one lookup per cell: the reference the grouped table must match.
    static func expectedRows(_ screens: [Screen], versions: [IOSVersion]) -> [[String]] {
        var pairs: [[String]] = []
        for screen in screens where !pairs.contains([screen.controller, screen.device]) {
            pairs.append([screen.controller, screen.device])
        }
        return pairs.map { pair in
            pair
                + versions.map { version in
                    guard
                        let screen = screens.first(where: {
                            [$0.controller, $0.device] == pair && $0.iosVersion == version
                        })
                    else { return "" }
                    return (screen.crash == nil ? screen.orientations.description : "CRASH")
                        + (screen.dependsOnRuntime ? "*" : "")
                }
        }
    }

    /// The screen table of the first target in `text`, cut into cells at the columns its header starts.
    static func table(in text: String) -> (header: [String], rows: [[String]])? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.firstIndex(where: { $0.hasPrefix("  Screens (") }), title + 1 < lines.count else {
            return nil
        }
        let header = Array(lines[title + 1])
        let starts = header.indices.filter { $0 > 0 && header[$0] != " " && header[$0 - 1] == " " && $0 >= 4 }
        func cells(_ line: String) -> [String] {
            let characters = Array(line)
            return starts.indices.map { index in
                let start = min(starts[index], characters.count)
                let end = index + 1 < starts.count ? min(starts[index + 1], characters.count) : characters.count
                return String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
            }
        }
        let rows = lines[(title + 2)...].prefix { $0.hasPrefix("    ") }.map(cells)
        return (cells(lines[title + 1]), rows)
    }
}
