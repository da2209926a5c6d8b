import Chrome
import Foundation
import Orientation
import Pixels
import Testing

/// Writes sample screens as PNGs for a person to look at, when `PIVOT_CHROME_SAMPLES` names a folder:
/// `PIVOT_CHROME_SAMPLES=/tmp/chrome swift test --skip-build --filter SampleScreens`.
///
/// Under each bar the window shows plain content (the system background with a few grey rows standing in for a
/// list), which is all the chrome module knows of an app.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PIVOT_CHROME_SAMPLES"] != nil))
struct SampleScreens {
    private static let tabs = ["Listen Now", "Browse", "Radio", "Library", "Search"]

    @Test(arguments: Appearance.allCases)
    func writeSamples(appearance: Appearance) throws {
        let folder = try #require(ProcessInfo.processInfo.environment["PIVOT_CHROME_SAMPLES"])
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let renderer = try Shared.renderer()
        let scenes: [(String, ChromeScene)] = [
            (
                "iphone-16-pro-ios26",
                ChromeScene(
                    device: device("iphone-16-pro"), orientation: .portrait, version: IOSVersion(major: 26),
                    appearance: appearance, navigationBar: .init(title: "Library", prefersLargeTitles: true),
                    tabBar: .init(titles: Array(Self.tabs.prefix(4)), selectedIndex: 3))
            ),
            (
                "iphone-16-pro-ios26-detail",
                ChromeScene(
                    device: device("iphone-16-pro"), orientation: .portrait, version: IOSVersion(major: 26),
                    appearance: appearance, navigationBar: .init(title: "Recently Added", backTitle: "Library"),
                    tabBar: .init(titles: Array(Self.tabs.prefix(4)), selectedIndex: 3))
            ),
            (
                "iphone-se-ios18",
                ChromeScene(
                    device: device("iphone-se-3"), orientation: .portrait, version: IOSVersion(major: 18),
                    appearance: appearance, navigationBar: .init(title: "Recently Added", backTitle: "Library"),
                    tabBar: .init(titles: Array(Self.tabs.prefix(4)), selectedIndex: 3))
            ),
            (
                "iphone-14-ios14",
                ChromeScene(
                    device: device("iphone-14"), orientation: .portrait, version: IOSVersion(major: 14),
                    appearance: appearance, navigationBar: .init(title: "Settings", prefersLargeTitles: true),
                    tabBar: .init(titles: ["Favourites", "Recents", "Contacts", "Keypad"], selectedIndex: 1))
            ),
            (
                "iphone-16-pro-landscape-ios18",
                ChromeScene(
                    device: device("iphone-16-pro"), orientation: .landscapeLeft, version: IOSVersion(major: 18),
                    appearance: appearance, navigationBar: .init(title: "Albums", backTitle: "Library"),
                    tabBar: .init(titles: Array(Self.tabs.prefix(4)), selectedIndex: 3))
            ),
            (
                "ipad-pro-13-ios26",
                ChromeScene(
                    device: device("ipad-pro-13-m4"), orientation: .landscapeLeft, version: IOSVersion(major: 26),
                    appearance: appearance, navigationBar: .init(title: "Notes", backTitle: "Folders"),
                    tabBar: .init(titles: Self.tabs, selectedIndex: 0))
            ),
        ]
        for (name, scene) in scenes {
            let layout = ChromeLayout(scene: scene)
            var image = content(for: layout)
            renderer.makeOverlay(for: layout).composite(onto: &image)
            let path = "\(folder)/\(name)-\(appearance).png"
            try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: path))
        }
    }

    /// The system background with grey rows where a list's cells would be, inside the content's safe area.
    private func content(for layout: ChromeLayout) -> RGBImage {
        let size = ChromeRenderer.pixelSize(of: layout)
        let light = layout.appearance == .light
        var image = RGBImage(width: size.width, height: size.height, fill: light ? .white : .black)
        let row = light ? RGBImage.Pixel(red: 229, green: 229, blue: 234) : RGBImage.Pixel(red: 44, green: 44, blue: 46)
        let top = Int((layout.contentSafeArea.top + 16) * layout.scale)
        let bottom = size.height - Int(layout.contentSafeArea.bottom * layout.scale)
        let left = Int((layout.contentSafeArea.left + 16) * layout.scale)
        let right = size.width - Int((layout.contentSafeArea.right + 16) * layout.scale)
        var y = top
        while y + Int(44 * layout.scale) < bottom {
            for yy in y..<(y + Int(36 * layout.scale)) {
                for x in left..<right { image[x, yy] = row }
            }
            y += Int(52 * layout.scale)
        }
        return image
    }
}
