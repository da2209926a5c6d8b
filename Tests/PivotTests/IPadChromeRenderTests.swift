import Pixels
import Testing

/// iPad popovers and iPadOS 18's top tab bar as `pivot matrix --scenario` draws them with the system chrome (issue
/// 27), read back from the PNG files at 1 pixel per point.
extension ChromeRenderTests {
    /// A root on an iPad Pro (11-inch) under iPadOS 26.1 presenting a popover; the picture in portrait.
    private func popover(_ extra: [String] = []) throws -> RGBImage {
        let steps = #"[ { "present": { "id": "menu", "title": "Menu" }, "style": "popover" } ]"#
        let shown = try cells(scenario("ipad-pro-11", "26.1", root: #"{ "id": "home" }"#, steps: steps), extra)
        return try #require(shown["ipad-pro-11-ios26.1-portrait.png"])
    }

    @Test func anIPadPopoverCastsAShadowWithoutDimmingItsPresenter() throws {
        // The default popover, 320 × 480 pt, hangs from the top centre 20 pt under the 24 pt inset: x 257, y 44.
        let picture = try popover()
        #expect(picture[100, 284] == Self.white, "no dimming: UIKit's popover has no dimming view")
        #expect(picture[800, 1100] == Self.white)
        #expect(picture[300, 300] == Self.white, "the card, white in light")
        let edge = picture[255, 284]
        #expect(edge.red < 255 && edge.red > 200, "a soft shadow next to the card: \(edge)")
        #expect(picture[235, 284].red > edge.red, "fading outwards")
    }

    @Test func anIPadPopoversArrowPointsUpFromItsTopCentre() throws {
        // Dark: the popover's card and arrow are the elevated background (28, 28, 30) over the black root. The
        // arrow is 37 pt wide at the card's top edge (y 44) and 13 pt tall: its tip at (417, 31).
        let picture = try popover(["--appearance", "dark"])
        let fill = RGBImage.Pixel(red: 28, green: 28, blue: 30)
        #expect(picture[417, 42] == fill, "the arrow's base, on the card's centre line")
        #expect(picture[417, 33] == fill, "near its tip")
        #expect(picture[417, 29] != fill, "nothing above the tip")
        #expect(picture[395, 42] != fill && picture[439, 42] != fill, "37 pt wide at the base")
        #expect(picture[405, 36] != fill && picture[429, 36] != fill, "narrowing to the tip")
        #expect(picture[300, 100] == fill, "the card")
        let bare = try popover(["--chrome", "none"])
        #expect(bare[417, 38] == bare[417, 20], "no arrow with --chrome none")
    }

    // MARK: - Tab bar placement

    /// The tabs of a tab bar controller on an iPad Pro (11-inch) in portrait under `version`.
    private func padTabs(_ version: String) throws -> RGBImage {
        let root = #"""
            { "id": "tabs", "kind": "tabBar", "selectedIndex": 1,
              "children": [ { "id": "a", "title": "Home" }, { "id": "b", "title": "Browse" },
                            { "id": "c", "title": "Search" } ] }
            """#
        let shown = try cells(scenario("ipad-pro-11", version, root: root))
        return try #require(shown["ipad-pro-11-ios\(version)-portrait.png"])
    }

    /// The pixels in `rows` tinted `systemBlue` (the selected tab's title or icon).
    private func tinted(_ image: RGBImage, rows: Range<Int>) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in rows {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if pixel.blue > 200 && pixel.red < 120 && pixel.green > 60 && pixel.green < 180 { found.append((x, y)) }
            }
        }
        return found
    }

    @Test func iPadOS18PutsTheTabBarAtTheTopCentred() throws {
        let picture = try padTabs("18.0")
        // The navigation bar's row: 50 pt under the 24 pt inset.
        let top = tinted(picture, rows: 24..<74)
        #expect(!top.isEmpty, "the selected tab's title in the top row")
        let centre = Double((top.map(\.x).min() ?? 0) + (top.map(\.x).max() ?? 0)) / 2
        #expect(abs(centre - 417) < 20, "the middle of three tabs, centred on the window: \(centre)")
        #expect(tinted(picture, rows: 1100..<1194).isEmpty, "nothing at the bottom")
    }

    @Test func iPadsBeforeIPadOS18KeepTheClassicBottomBar() throws {
        let picture = try padTabs("17.0")
        #expect(tinted(picture, rows: 24..<74).isEmpty)
        // The 50 pt bar above the 20 pt inset: y 1124–1174.
        #expect(!tinted(picture, rows: 1124..<1174).isEmpty, "the selected tab at the bottom")
    }
}
