import Foundation
import Pixels
import TestSupport
import Testing

/// The system chrome as `pivot matrix --scenario`, `pivot simulate --render` and `pivot play` draw it (issue 27):
/// pixels read back from the PNG files they write, at 1 pixel per point so positions are the points of
/// `docs/chrome.md`.
struct ChromeRenderTests {
    static let white = RGBImage.Pixel(red: 255, green: 255, blue: 255)
    static let black = RGBImage.Pixel(red: 0, green: 0, blue: 0)

    /// Writes `scenario` to a scratch folder, shows it with `pivot matrix --scenario` at `time` and returns each
    /// cell's picture by file name (`iphone-16-pro-ios26.1-portrait.png`).
    func cells(_ scenario: String, time: Double = 0, _ extra: [String] = []) throws -> [String: RGBImage] {
        try TemporaryFolder.with("chrome") { scratch in
            let file = scratch.appendingPathComponent("scenario.json")
            try scenario.write(to: file, atomically: true, encoding: .utf8)
            let out = scratch.appendingPathComponent("out")
            let run = try Subprocess.pivot(
                [
                    "matrix", "--scenario", file.path, "--time", "\(time)", "--out", out.path, "--format", "png",
                    "--quiet",
                ]
                    + extra)
            try #require(run.status == 0, "\(run.stderr)")
            var pictures: [String: RGBImage] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: out.path)
            where name.hasSuffix(".png") && name != "contact-sheet.png" {
                pictures[name] = try PNGDecoder.decode([UInt8](Data(contentsOf: out.appendingPathComponent(name))))
            }
            return pictures
        }
    }

    /// A scenario on `device` under `version` whose root is `root` (JSON), with `steps`.
    func scenario(_ device: String, _ version: String, root: String, steps: String = "[]") -> String {
        #"{ "device": "\#(device)", "iosVersion": "\#(version)", "root": \#(root), "steps": \#(steps) }"#
    }

    /// The pixels in `rows` × `columns` darker than mid grey (text and glyphs on light), or lighter with `light`
    /// (text and glyphs on dark).
    func ink(
        _ image: RGBImage, rows: Range<Int>, columns: Range<Int>, light: Bool = false
    ) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in rows {
            for x in columns {
                let pixel = image[x, y]
                let isDark = Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 128
                if isDark != light { found.append((x, y)) }
            }
        }
        return found
    }

    /// Whether every pixel in `rows` × `columns` is `colour`.
    func isFilled(
        _ image: RGBImage, rows: Range<Int>, columns: Range<Int>, with colour: RGBImage.Pixel
    ) -> Bool {
        rows.allSatisfy { y in columns.allSatisfy { x in image[x, y] == colour } }
    }

    // MARK: - Status bar

    @Test func statusBarIsDrawnInPortraitAndHiddenInLandscapeAndByTheKey() throws {
        let shown = try cells(scenario("iphone-16-pro", "26.1", root: #"{ "id": "home", "title": "Home" }"#))
        let portrait = try #require(shown["iphone-16-pro-ios26.1-portrait.png"])
        // 9:41 in the left ear of the Dynamic Island, level with its centre (about 30 pt down).
        let time = ink(portrait, rows: 0..<62, columns: 0..<130)
        #expect(!time.isEmpty, "the time is set")
        #expect(time.allSatisfy { (19..<41).contains($0.y) }, "in its label's rows")
        #expect(!ink(portrait, rows: 0..<62, columns: 272..<402).isEmpty, "signal, Wi-Fi and battery on the right")
        let landscape = try #require(shown["iphone-16-pro-ios26.1-landscapeLeft.png"])
        #expect(isFilled(landscape, rows: 0..<40, columns: 0..<874, with: Self.white), "hidden in iPhone landscape")

        let hidden = try cells(
            scenario(
                "iphone-16-pro", "26.1",
                root: #"{ "id": "home", "supportedOrientations": ["portrait"], "prefersStatusBarHidden": true }"#))
        let picture = try #require(hidden["iphone-16-pro-ios26.1-portrait.png"])
        #expect(isFilled(picture, rows: 0..<62, columns: 0..<402, with: Self.white), "prefersStatusBarHidden")
    }

    @Test func theTopFullScreenControllerDecidesTheStatusBarThroughItsNavigationController() throws {
        let steps = #"""
            [ { "present": { "id": "modal", "kind": "navigation", "supportedOrientations": ["portrait"],
                             "navigationBarHidden": true,
                             "children": [ { "id": "top", "prefersStatusBarHidden": true } ] },
                "style": "fullScreen" } ]
            """#
        let shown = try cells(
            scenario(
                "iphone-16-pro", "26.1", root: #"{ "id": "home", "supportedOrientations": ["portrait"] }"#,
                steps: steps))
        let picture = try #require(shown["iphone-16-pro-ios26.1-portrait.png"])
        #expect(isFilled(picture, rows: 0..<100, columns: 0..<402, with: Self.white), "no status bar, no nav bar")
    }

    // MARK: - Bars

    @Test func navigationTitleInkIsInsideItsBarAndCentred() throws {
        // iPhone SE (3rd generation), iOS 18: a 20 pt status bar, then the 44 pt bar (no background over unscrolled
        // content since iOS 15).
        let root = #"""
            { "id": "nav", "kind": "navigation", "supportedOrientations": ["portrait"],
              "children": [ { "id": "library", "title": "Library" } ] }
            """#
        let shown = try cells(scenario("iphone-se-3", "18.0", root: root))
        let picture = try #require(shown["iphone-se-3-ios18.0-portrait.png"])
        let title = ink(picture, rows: 20..<120, columns: 0..<375)
        #expect(!title.isEmpty)
        #expect(title.allSatisfy { (20..<64).contains($0.y) }, "inside the bar's rows")
        let (left, right) = (title.map(\.x).min() ?? 0, title.map(\.x).max() ?? 0)
        #expect(abs(Double(left + right + 1) / 2 - 187.5) <= 2, "centred: \(left)–\(right)")

        let hidden = try cells(
            scenario(
                "iphone-se-3", "18.0",
                root: #"""
                    { "id": "nav", "kind": "navigation", "supportedOrientations": ["portrait"],
                      "navigationBarHidden": true, "children": [ { "id": "library", "title": "Library" } ] }
                    """#))
        let bare = try #require(hidden["iphone-se-3-ios18.0-portrait.png"])
        #expect(ink(bare, rows: 20..<120, columns: 0..<375).isEmpty, "navigationBarHidden")
    }

    @Test func prefersLargeTitlesSetsTheTitleLargeUnderTheBarInRegularHeightOnly() throws {
        // iPhone SE (3rd generation), iOS 18: the 44 pt bar from y 20, then the 52 pt large-title strip (64–116).
        func root(_ large: Bool) -> String {
            #"""
            { "id": "nav", "kind": "navigation", "prefersLargeTitles": \#(large),
              "children": [ { "id": "library", "title": "Library" } ] }
            """#
        }
        let shown = try cells(scenario("iphone-se-3", "18.0", root: root(true)))
        let large = try #require(shown["iphone-se-3-ios18.0-portrait.png"])
        let title = ink(large, rows: 20..<140, columns: 0..<375)
        #expect(!title.isEmpty)
        #expect(title.allSatisfy { (64..<116).contains($0.y) }, "in the strip under the bar")
        #expect((title.map(\.x).min() ?? 0) >= 16 && (title.map(\.x).min() ?? 99) < 24, "leading, at the margin")
        let height = (title.map(\.y).max() ?? 0) - (title.map(\.y).min() ?? 0)
        #expect(height >= 20, "34 pt bold, not the 17 pt bar title: \(height) px")

        let plain = try #require(
            try cells(scenario("iphone-se-3", "18.0", root: root(false)))["iphone-se-3-ios18.0-portrait.png"])
        #expect(ink(plain, rows: 64..<140, columns: 0..<375).isEmpty, "false is the default bar")
        #expect(!ink(plain, rows: 20..<64, columns: 0..<375).isEmpty)

        // Compact height (iPhone landscape): no large title, the 32 pt bar only.
        let landscape = try #require(shown["iphone-se-3-ios18.0-landscapeLeft.png"])
        let compact = ink(landscape, rows: 0..<120, columns: 0..<667)
        #expect(!compact.isEmpty && compact.allSatisfy { $0.y < 32 }, "compact height keeps the small title")
    }

    @Test func anIPadOS26WindowsBackButtonStartsAfterItsWindowControls() throws {
        let scenario = #"""
            { "device": "ipad-pro-11-m4", "iosVersion": "26.1", "deviceOrientation": "landscapeLeft",
              "window": { "mode": "windowed", "size": [800, 620], "origin": [60, 80] },
              "root": { "id": "nav", "kind": "navigation",
                        "children": [ { "id": "shows", "title": "Shows" }, { "id": "show", "title": "Severance" } ] },
              "steps": [ { "wait": 0.5 } ] }
            """#
        let picture = try TemporaryFolder.with("chrome") { scratch in
            let file = scratch.appendingPathComponent("scenario.json")
            try scenario.write(to: file, atomically: true, encoding: .utf8)
            let out = scratch.appendingPathComponent("out")
            let run = try Subprocess.pivot(
                ["simulate", file.path, "--render", out.path, "--fps", "1", "--format", "png", "--quiet"])
            try #require(run.status == 0, "\(run.stderr)")
            return try PNGDecoder.decode([UInt8](Data(contentsOf: out.appendingPathComponent("frame-00001.png"))))
        }
        // The controls' region is 88 × 44 pt at the window's top-left (docs/uikit-versions.md); the 50 pt bar's
        // glass back button starts 20 pt after it, its chevron inside.
        let chevron = ink(picture, rows: 0..<50, columns: 108..<152)
        #expect(!chevron.isEmpty, "the back chevron after the controls")
        // Left of it, the only dark pixels are the green control's (centred at 66, 22, 12 pt across).
        let left = ink(picture, rows: 0..<50, columns: 0..<108)
        #expect(left.allSatisfy { abs($0.x - 66) <= 7 && abs($0.y - 22) <= 7 }, "nothing drawn under the controls")
    }

    @Test func tabBarTintsTheSelectedTab() throws {
        let root = #"""
            { "id": "tabs", "kind": "tabBar", "selectedIndex": 1, "supportedOrientations": ["portrait"],
              "children": [ { "id": "a", "title": "Home" }, { "id": "b", "title": "Browse" },
                            { "id": "c", "title": "Search" } ] }
            """#
        let shown = try cells(scenario("iphone-se-3", "18.0", root: root))
        let picture = try #require(shown["iphone-se-3-ios18.0-portrait.png"])
        // The classic bar: 49 pt at the bottom (y 618), three 125 pt slots, a 25 pt icon 5 pt from the top.
        let tint = RGBImage.Pixel(red: 0, green: 122, blue: 255)
        let gray = RGBImage.Pixel(red: 142, green: 142, blue: 147)
        #expect(picture[187, 635] == tint, "the selected tab's icon")
        #expect(picture[62, 635] == gray && picture[312, 635] == gray, "the others")
    }

    // MARK: - Home indicator, grabber, dimming

    @Test func homeIndicatorIsHiddenByTheKey() throws {
        let shown = try cells(
            scenario("iphone-16-pro", "26.1", root: #"{ "id": "home", "supportedOrientations": ["portrait"] }"#))
        let hidden = try cells(
            scenario(
                "iphone-16-pro", "26.1",
                root:
                    #"{ "id": "home", "supportedOrientations": ["portrait"], "prefersHomeIndicatorAutoHidden": true }"#
            ))
        // 134 × 5 pt, 8 pt above the bottom edge of the 874 pt screen.
        let indicator = try #require(shown["iphone-16-pro-ios26.1-portrait.png"])
        #expect(isFilled(indicator, rows: 862..<865, columns: 140..<262, with: Self.black))
        let none = try #require(hidden["iphone-16-pro-ios26.1-portrait.png"])
        #expect(isFilled(none, rows: 855..<874, columns: 0..<402, with: Self.white))
    }

    /// A white root under a page sheet on an iPhone 16 Pro, iOS 26.1, with or without a grabber.
    /// A half turn on an iPad animates the window's bounds through sizes where the new layout's home indicator lies
    /// off the canvas; sampling the content under it must not trap there (found by `make fuzz`, seed 23).
    @Test func aHalfTurnsFramesSampleUnderTheIndicatorOnlyOnTheCanvas() throws {
        let scenario = #"""
            { "device": "ipad-pro-11", "iosVersion": "12.1", "root": { "id": "home" },
              "steps": [ { "rotate": "landscapeLeft" }, { "wait": 0.3 }, { "rotate": "portraitUpsideDown" },
                         { "wait": 0.3 } ] }
            """#
        try TemporaryFolder.with("chrome") { scratch in
            let file = scratch.appendingPathComponent("scenario.json")
            try scenario.write(to: file, atomically: true, encoding: .utf8)
            let out = scratch.appendingPathComponent("out")
            let run = try Subprocess.pivot(
                ["simulate", file.path, "--render", out.path, "--fps", "4", "--no-preview", "--quiet"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
        }
    }

    private func sheet(grabber: Bool, _ extra: [String] = []) throws -> RGBImage {
        let steps = #"""
            [ { "present": { "id": "sheet" }, "style": "pageSheet", "prefersGrabberVisible": \#(grabber) } ]
            """#
        let shown = try cells(
            scenario(
                "iphone-16-pro", "26.1", root: #"{ "id": "home", "supportedOrientations": ["portrait"] }"#,
                steps: steps), extra)
        return try #require(shown["iphone-16-pro-ios26.1-portrait.png"])
    }

    @Test func grabberSitsCentred5PointsBelowTheSheetTopOnlyWhenAskedFor() throws {
        // The card starts 10 pt under the 62 pt inset (y 72): the grabber is 36 × 5 pt at x 183, y 77.
        let with = try sheet(grabber: true)
        let without = try sheet(grabber: false)
        let centre = with[201, 79]
        #expect((185...205).contains(Int(centre.red)) && centre.red == centre.green, "tertiaryLabel over white")
        #expect(with[183, 79] != Self.white && with[218, 79] != Self.white, "36 pt wide")
        #expect(with[181, 79] == Self.white && with[220, 79] == Self.white)
        #expect(with[201, 76] == Self.white && with[201, 83] == Self.white, "5 pt tall")
        #expect(without[201, 79] == Self.white, "UIKit shows no grabber by default")
    }

    @Test func theCardStackDimsThePushedBackPresenterOnBlack() throws {
        let picture = try sheet(grabber: false)
        // The presenter, white, pushed back under the 62 pt inset and dimmed by black at 0.4: 255 × 0.6 = 153.
        #expect(picture[201, 66] == RGBImage.Pixel(red: 153, green: 153, blue: 153))
        #expect(picture[201, 45] == Self.black, "the window's black background above the card")
        #expect(!ink(picture, rows: 19..<41, columns: 0..<130, light: true).isEmpty, "the status bar turns light")
    }

    @Test func anIPadFormSheetDimsThePresenterAndCastsAShadow() throws {
        let steps = #"[ { "present": { "id": "form" }, "style": "formSheet" } ]"#
        let shown = try cells(scenario("ipad-pro-11", "26.1", root: #"{ "id": "home" }"#, steps: steps))
        let picture = try #require(shown["ipad-pro-11-ios26.1-portrait.png"])
        // UIKit's default form sheet, 580 × 640 pt, centred in the 834 × 1194 pt window: x 127, y 277.
        let dimmed = RGBImage.Pixel(red: 153, green: 153, blue: 153)
        #expect(picture[60, 597] == dimmed, "white dimmed by black at 0.4, beyond the shadow")
        #expect(picture[127, 597] == Self.white, "the sheet's left edge")
        let edge = picture[125, 597]
        #expect(edge.red < 153 && edge.red > 100, "the shadow darkens the dimmed presenter next to the card")
        #expect(picture[110, 597].red > edge.red && picture[110, 597].red < 153, "and fades outwards")
    }

    // MARK: - Appearance and --chrome none

    @Test func darkAppearanceInvertsPanelsAndStatusBar() throws {
        let root = #"{ "id": "home", "title": "Home", "supportedOrientations": ["portrait"] }"#
        let light = try #require(
            try cells(scenario("iphone-16-pro", "26.1", root: root))["iphone-16-pro-ios26.1-portrait.png"])
        let dark = try #require(
            try cells(scenario("iphone-16-pro", "26.1", root: root), ["--appearance", "dark"])[
                "iphone-16-pro-ios26.1-portrait.png"])
        #expect(light[10, 400] == Self.white && dark[10, 400] == Self.black, "systemBackground")
        #expect(!ink(light, rows: 19..<41, columns: 0..<130).isEmpty, "dark time on light")
        #expect(!ink(dark, rows: 19..<41, columns: 0..<130, light: true).isEmpty, "light time on dark")
        #expect(ink(dark, rows: 62..<400, columns: 0..<402, light: true).isEmpty, "nothing light above the title")
    }

    @Test func chromeNoneIsTheBareRenderingWithTheIdInBitmapType() throws {
        let root = #"{ "id": "home", "title": "Home", "supportedOrientations": ["portrait"] }"#
        let bare = try #require(
            try cells(scenario("iphone-16-pro", "26.1", root: root), ["--chrome", "none"])[
                "iphone-16-pro-ios26.1-portrait.png"])
        let system = try #require(
            try cells(scenario("iphone-16-pro", "26.1", root: root))["iphone-16-pro-ios26.1-portrait.png"])
        #expect(bare[201, 600] != Self.white, "a flat panel in the id's colour")
        #expect(bare[201, 600] == bare[300, 800], "flat")
        #expect(system[201, 600] == Self.white)
    }

    @Test func playFramesCarryNoChromeSoTheyAreByteIdenticalToChromeNone() throws {
        try TemporaryFolder.with("chrome-play") { scratch in
            var frames: [[String: Data]] = []
            for chrome in ["system", "none"] {
                let out = scratch.appendingPathComponent(chrome)
                let run = try Subprocess.pivot(
                    [
                        "play", Fixture.url("ar-4x3.mov").path, "--out", out.path, "--fps", "2", "--device",
                        "iphone-16-pro", "--chrome", chrome, "--no-preview", "--quiet",
                    ])
                try #require(run.status == 0, "\(run.stderr)")
                var files: [String: Data] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: out.path) where name.hasPrefix("frame-")
                {
                    files[name] = try Data(contentsOf: out.appendingPathComponent(name))
                }
                frames.append(files)
            }
            #expect(!frames[0].isEmpty)
            #expect(frames[0] == frames[1], "the full-screen player hides the status bar and home indicator")
        }
    }
}
