import Chrome
import Orientation
import Testing
import Typesetting

/// The layout decisions, as values: no drawing.
struct ChromeLayoutTests {
    @Test func statusBarOnADynamicIslandPhoneFlanksTheIsland() throws {
        let phone = device("iphone-16-pro")
        let bar = try #require(ChromeLayout(scene: ChromeScene(device: phone, orientation: .portrait)).statusBar)
        let island = try #require(phone.sensorHousing)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 402, height: 62))
        #expect(bar.time.frame.origin.x + bar.time.frame.size.width <= island.origin.x, "time left of the island")
        #expect(bar.signal.origin.x >= island.origin.x + island.size.width, "glyphs right of the island")
        #expect(bar.battery.origin.x + bar.battery.size.width <= 402)
        let islandMid = island.origin.y + island.size.height / 2
        #expect(abs(bar.battery.origin.y + bar.battery.size.height / 2 - islandMid) < 0.01, "level with the island")
        #expect(bar.time.style.pointSize == 17)
    }

    @Test func homeButtonPhoneHasATwentyPointBarWithCentredTime() throws {
        let bar = try #require(
            ChromeLayout(scene: ChromeScene(device: device("iphone-se-3"), orientation: .portrait)).statusBar)
        #expect(bar.frame.size.height == 20)
        #expect(bar.time.frame.origin.x + bar.time.frame.size.width / 2 == 375.0 / 2)
        #expect(bar.time.style.pointSize == 12)
    }

    @Test(arguments: ["iphone-se-3", "iphone-16-pro", "iphone-14"])
    func iPhoneLandscapeHidesTheStatusBar(id: String) {
        let layout = ChromeLayout(scene: ChromeScene(device: device(id), orientation: .landscapeLeft))
        #expect(layout.statusBar == nil)
    }

    @Test func iPadKeepsTheStatusBarInLandscape() throws {
        let layout = ChromeLayout(scene: ChromeScene(device: device("ipad-pro-13-m4"), orientation: .landscapeLeft))
        let bar = try #require(layout.statusBar)
        #expect(bar.frame.size.height == device("ipad-pro-13-m4").landscapeSafeAreaInsets.top)
    }

    @Test func prefersStatusBarHiddenGivesTheInsetBackOnlyWithoutACutout() {
        let se = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-se-3"), orientation: .portrait, prefersStatusBarHidden: true,
                navigationBar: .init(title: "A")))
        let pro = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-16-pro"), orientation: .portrait, prefersStatusBarHidden: true,
                navigationBar: .init(title: "A")))
        #expect(se.statusBar == nil && se.navigationBar?.frame.origin.y == 0)
        #expect(pro.statusBar == nil && pro.navigationBar?.frame.origin.y == 62, "the island keeps its inset")
    }

    @Test func navigationBarHeights() {
        func height(_ id: String, _ orientation: InterfaceOrientation, large: Bool = false) -> Double? {
            ChromeLayout(
                scene: ChromeScene(
                    device: device(id), orientation: orientation,
                    navigationBar: .init(title: "Library", prefersLargeTitles: large))
            ).navigationBar?.frame.size.height
        }
        #expect(height("iphone-16-pro", .portrait) == 44)
        #expect(height("iphone-16-pro", .portrait, large: true) == 96)
        #expect(height("iphone-16-pro", .landscapeLeft) == 32)
        #expect(height("iphone-16-pro", .landscapeLeft, large: true) == 32, "no large titles in compact height")
        #expect(height("iphone-16-pro-max", .landscapeLeft) == 32)
        #expect(height("ipad-air", .portrait) == 50)
    }

    @Test func navigationBackgroundOnlyBeforeScrollEdgeAppearance() {
        func background(_ major: Int, large: Bool = false) -> Bool? {
            ChromeLayout(
                scene: ChromeScene(
                    device: device("iphone-14"), orientation: .portrait, version: IOSVersion(major: major),
                    navigationBar: .init(title: "A", prefersLargeTitles: large))
            ).navigationBar?.hasBackground
        }
        #expect(background(14) == true)
        #expect(background(15) == false)
        #expect(background(26) == false)
        #expect(background(12, large: true) == true)
        #expect(background(13, large: true) == false, "large-title bars took the scroll-edge look in iOS 13")
    }

    @Test func backButtonShowsThePreviousTitleUntilIOS26() {
        func bar(_ major: Int) -> ChromeLayout.NavigationBar? {
            ChromeLayout(
                scene: ChromeScene(
                    device: device("iphone-16-pro"), orientation: .portrait, version: IOSVersion(major: major),
                    navigationBar: .init(title: "Detail", backTitle: "Library"))
            ).navigationBar
        }
        #expect(bar(18)?.backTitle?.text == "Library" && bar(18)?.backCircle == nil)
        #expect(bar(26)?.backTitle == nil && bar(26)?.backCircle != nil)
        #expect(bar(18)?.backChevron != nil && bar(26)?.backChevron != nil)
    }

    @Test func safeAreaEnclosesTheBars() throws {
        for (major, floating) in [(18, false), (26, true)] {
            let layout = ChromeLayout(
                scene: ChromeScene(
                    device: device("iphone-16-pro"), orientation: .portrait, version: IOSVersion(major: major),
                    navigationBar: .init(title: "Library"), tabBar: .init(titles: ["Home", "Search", "Library"])))
            let nav = try #require(layout.navigationBar)
            let tabs = try #require(layout.tabBar)
            #expect(tabs.isFloating == floating)
            #expect(layout.contentSafeArea.top == nav.frame.origin.y + nav.frame.size.height)
            #expect(layout.contentSafeArea.bottom == 874 - tabs.frame.origin.y)
            #expect(layout.contentSafeArea.bottom >= 34, "never less than the home indicator's inset")
        }
    }

    @Test func landscapeBarsKeepClearOfTheSensorHousing() throws {
        let phone = device("iphone-16-pro")
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: phone, orientation: .landscapeLeft, version: IOSVersion(major: 18),
                navigationBar: .init(title: "Albums", backTitle: "Library"), tabBar: .init(titles: ["A", "B"])))
        let inset = phone.landscapeSafeAreaInsets.left
        let nav = try #require(layout.navigationBar)
        #expect(try #require(nav.backChevron).origin.x >= inset)
        #expect(nav.frame.origin.x == 0 && nav.frame.size.width == 874, "the background spans the window")
        let tabs = try #require(layout.tabBar)
        #expect(
            tabs.items.allSatisfy {
                ($0.icon?.origin.x ?? inset) >= inset
                    && $0.title.frame.origin.x + $0.title.frame.size.width <= 874 - inset
            })
        #expect(tabs.frame.size.height == 32 + 21, "compact height above the landscape home-indicator inset")
    }

    @Test func iPadOS26WindowControlsPushTheLeadingItemsPastTheirRegion() throws {
        let version = IOSVersion(major: 26, minor: 1)
        let controls = try #require(WindowControls.of(mode: .windowed, version: version))
        func bar(controls: WindowControls?, large: Bool = false) throws -> ChromeLayout.NavigationBar {
            let scene = ChromeScene(
                device: device("ipad-pro-11-m4"), orientation: .landscapeLeft, version: version,
                navigationBar: .init(title: "Severance", backTitle: "Shows", prefersLargeTitles: large),
                window: .init(
                    size: Size(width: 800, height: 620),
                    safeAreaInsets: .zero, isCompactHeight: false,
                    scale: 1, isWindowed: true, controls: controls))
            return try #require(ChromeLayout(scene: scene).navigationBar)
        }
        let region = controls.region
        let edge = region.origin.x + region.size.width
        let clear = try bar(controls: controls)
        #expect(try #require(clear.backCircle).origin.x == edge + 20, "after the region, then the 20 pt margin")
        #expect(try #require(bar(controls: nil).backCircle).origin.x == 20, "without controls, at the margin")
        let title = clear.title.frame
        let circle = try #require(clear.backCircle)
        #expect(title.origin.x + title.size.width / 2 == 400, "the title stays centred on the bar")
        #expect(title.origin.x >= circle.origin.x + circle.size.width, "and clear of the back button")
        // A large title sits in the strip under the bar, below the region: not moved.
        #expect(try bar(controls: controls, large: true).title.frame.origin.x == 20)
    }

    @Test func classicTabBarIs49PointsAboveTheHomeIndicatorInset() throws {
        let tabs = try #require(
            ChromeLayout(
                scene: ChromeScene(
                    device: device("iphone-16-pro"), orientation: .portrait, version: IOSVersion(major: 18),
                    tabBar: .init(titles: ["A", "B"], selectedIndex: 1))
            ).tabBar)
        #expect(tabs.frame == Rect(x: 0, y: 874 - 34 - 49, width: 402, height: 83))
        #expect(tabs.items.map(\.isSelected) == [false, true])
        #expect(tabs.items.map(\.title.ink) == [.inactive, .tint])
    }

    @Test func homeIndicatorOnlyWithoutAHomeButton() {
        let pro = ChromeLayout(scene: ChromeScene(device: device("iphone-16-pro"), orientation: .portrait))
        let hidden = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-16-pro"), orientation: .portrait, prefersHomeIndicatorAutoHidden: true))
        let se = ChromeLayout(scene: ChromeScene(device: device("iphone-se-3"), orientation: .portrait))
        #expect(pro.homeIndicator == Rect(x: 134, y: 874 - 8 - 5, width: 134, height: 5))
        #expect(hidden.homeIndicator == nil && se.homeIndicator == nil)
    }

    @Test func grabberOnlyWhenTheSheetAsksAndDimmingWithAnySheet() {
        let frame = Rect(x: 0, y: 72, width: 402, height: 802)
        func layout(_ sheet: ChromeScene.Sheet?) -> ChromeLayout {
            ChromeLayout(scene: ChromeScene(device: device("iphone-16-pro"), orientation: .portrait, sheet: sheet))
        }
        #expect(
            layout(.init(frame: frame, prefersGrabberVisible: true)).grabber
                == Rect(x: 183, y: 77, width: 36, height: 5))
        #expect(layout(.init(frame: frame)).grabber == nil)
        #expect(layout(.init(frame: frame)).dimming == 0.4)
        #expect(layout(nil).dimming == 0)
    }
}
