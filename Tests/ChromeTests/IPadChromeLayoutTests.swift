import Chrome
import Orientation
import Testing

/// iPad chrome decided as plain values: where the tab bar goes by idiom and release, iPadOS 18's top tab bar, and
/// a popover's arrow and corners (`docs/chrome.md`).
struct IPadChromeLayoutTests {
    @Test(arguments: [
        (UserInterfaceIdiom.phone, 18, TabBarPlacement.classicBottom), (.phone, 26, .floatingBottom),
        (.pad, 17, .classicBottom), (.pad, 18, .floatingTop), (.pad, 26, .floatingTop),
    ])
    func tabBarPlacementByIdiomAndRelease(idiom: UserInterfaceIdiom, major: Int, expected: TabBarPlacement) {
        let placement = TabBarPlacement(idiom: idiom, version: IOSVersion(major: major), horizontalSizeClass: .regular)
        #expect(placement == expected)
        #expect(placement.isAtBottom == (expected != .floatingTop))
    }

    @Test func aCompactWidthIPadWindowKeepsTheBottomBar() {
        let placement = TabBarPlacement(idiom: .pad, version: IOSVersion(major: 26), horizontalSizeClass: .compact)
        #expect(placement == .classicBottom)
        #expect(placement.isAtBottom)
    }

    @Test func iPadOS18TabBarSitsInTheNavigationBarsRowAndAddsNoBottomInset() throws {
        let pad = device("ipad-pro-11")
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: pad, orientation: .portrait, version: IOSVersion(major: 18),
                navigationBar: .init(title: "Library"),
                tabBar: .init(titles: ["Home", "Browse", "Search"], selectedIndex: 1)))
        let tabs = try #require(layout.tabBar)
        let nav = try #require(layout.navigationBar)
        #expect(tabs.placement == .floatingTop)
        #expect(tabs.items.allSatisfy { $0.icon == nil }, "segments show titles only")
        let (top, bottom) = (tabs.frame.origin.y, tabs.frame.origin.y + tabs.frame.size.height)
        #expect(top >= nav.frame.origin.y && bottom <= nav.frame.origin.y + 50, "inside the 50 pt row")
        #expect(abs(tabs.frame.origin.x + tabs.frame.size.width / 2 - 417) < 0.001, "centred")
        let selection = try #require(tabs.selection)
        #expect(abs(selection.origin.x + selection.size.width / 2 - 417) < 40, "the middle tab")
        #expect(layout.contentSafeArea.bottom == pad.safeAreaInsets(in: .portrait).bottom, "no bottom inset")
        #expect(layout.contentSafeArea.top == nav.frame.origin.y + 50)
        // The title moves leading, clear of the tabs.
        #expect(nav.title.alignment == .leading)
        #expect(nav.title.frame.origin.x + nav.title.frame.size.width < tabs.frame.origin.x)
    }

    @Test func iPadBefore18KeepsTheClassicBottomBar() throws {
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("ipad-pro-11"), orientation: .portrait, version: IOSVersion(major: 17),
                tabBar: .init(titles: ["Home", "Search"])))
        let tabs = try #require(layout.tabBar)
        #expect(tabs.placement == .classicBottom)
        #expect(tabs.frame.origin.y + tabs.frame.size.height == 1194)
    }

    @Test(arguments: [(18, 13.0), (26, 34.0)])
    func popoverArrowPointsUpFromTheCardsTopCentre(major: Int, radius: Double) throws {
        let frame = Rect(x: 257, y: 44, width: 320, height: 480)
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("ipad-pro-11"), orientation: .portrait, version: IOSVersion(major: major),
                popover: .init(frame: frame)))
        let popover = try #require(layout.popover)
        #expect(popover.cornerRadius == radius)
        #expect(popover.arrowTip == Point(x: 417, y: 31), "13 pt above the top edge, on the centre line")
        #expect(popover.arrowBase.0 == Point(x: 398.5, y: 44) && popover.arrowBase.1 == Point(x: 435.5, y: 44))
        #expect(layout.dimming == 0, "a popover dims nothing")
    }
}
