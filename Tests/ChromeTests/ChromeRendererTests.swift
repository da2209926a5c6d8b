import Chrome
import Orientation
import Pixels
import Testing

/// The chrome drawn and read back pixel by pixel.
struct ChromeRendererTests {
    private let renderer: ChromeRenderer

    init() throws {
        renderer = try Shared.renderer()
    }

    @Test func statusBarInkStaysInTheBarAndAvoidsTheIsland() throws {
        let phone = device("iphone-16-pro")
        let layout = ChromeLayout(scene: ChromeScene(device: phone, orientation: .portrait))
        let image = render(layout, with: renderer)
        let bar = try #require(layout.statusBar)
        let whole = PixelBox(minX: 0, minY: 0, maxX: image.width, maxY: Int(0.8 * Double(image.height)))
        let all = try #require(ink(in: image, region: whole, background: .white))
        #expect(PixelBox(bar.frame, scale: 3).contains(all), "status ink \(all) outside the bar")
        // Each glyph's ink fills most of its box.
        for (name, box) in [("signal", bar.signal), ("wifi", bar.wifi), ("battery", bar.battery)] {
            let region = PixelBox(box, scale: 3, slack: 2)
            let found = try #require(ink(in: image, region: region, background: .white), "no \(name) ink")
            #expect(found.maxX - found.minX > Int(box.size.width * 3 * 0.8), "\(name) ink \(found) is too narrow")
        }
        // The time is centred in its ear and level with the glyphs.
        let time = try #require(ink(in: image, region: PixelBox(bar.time.frame, scale: 3), background: .white))
        let frameCentre = (bar.time.frame.origin.x + bar.time.frame.size.width / 2) * 3
        #expect(abs(Double(time.minX + time.maxX) / 2 - frameCentre) < 6, "time \(time) in \(bar.time.frame)")
        let glyphCentre = (bar.battery.origin.y + bar.battery.size.height / 2) * 3
        #expect(abs(Double(time.minY + time.maxY) / 2 - glyphCentre) < 6, "time \(time) level with the battery")
        #expect((30...45).contains(time.maxY - time.minY), "17 pt digits are about 12 pt tall: \(time)")
        let island = try #require(phone.sensorHousing)
        let under = PixelBox(island, scale: 3, slack: -1)
        #expect(ink(in: image, region: under, background: .white) == nil, "nothing drawn where the island is")
    }

    @Test func timeIsDarkInLightAndLightInDark() throws {
        for appearance in Appearance.allCases {
            let layout = ChromeLayout(
                scene: ChromeScene(device: device("iphone-16-pro"), orientation: .portrait, appearance: appearance))
            let image = render(layout, with: renderer)
            let battery = try #require(layout.statusBar?.battery)
            // The middle of the battery's charge is solid label colour.
            let pixel = image[
                Int((battery.origin.x + battery.size.width * 0.4) * 3),
                Int((battery.origin.y + battery.size.height / 2) * 3)]
            #expect(pixel == (appearance == .light ? .black : .white), "\(appearance): \(pixel)")
        }
    }

    @Test(arguments: [
        (Appearance.light, StatusBarStyle.lightContent, RGBImage.Pixel.white),
        (.dark, .darkContent, .black), (.dark, .default, .white),
    ])
    func preferredStatusBarStyleChoosesTheContentColour(
        appearance: Appearance, style: StatusBarStyle, expected: RGBImage.Pixel
    ) throws {
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-se-3"), orientation: .portrait, appearance: appearance,
                preferredStatusBarStyle: style))
        // Over mid grey, so white and black content both show.
        var image = RGBImage(width: 750, height: 1334, fill: RGBImage.Pixel(red: 128, green: 128, blue: 128))
        renderer.draw(layout, into: &image)
        let battery = try #require(layout.statusBar?.battery)
        let pixel = image[
            Int((battery.origin.x + battery.size.width * 0.4) * 2),
            Int((battery.origin.y + battery.size.height / 2) * 2)]
        #expect(pixel == expected, "\(appearance) \(style): \(pixel)")
    }

    @Test func titleInkIsInsideItsLabelAndCentred() throws {
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-16-pro"), orientation: .portrait, version: IOSVersion(major: 18),
                navigationBar: .init(title: "Settings", backTitle: "Back")))
        let image = render(layout, with: renderer)
        let bar = try #require(layout.navigationBar)
        let titleBox = PixelBox(bar.title.frame, scale: 3, slack: 0)
        let found = try #require(ink(in: image, region: titleBox, background: .white))
        #expect(
            found.minX > titleBox.minX && found.maxX < titleBox.maxX && found.minY > titleBox.minY
                && found.maxY < titleBox.maxY, "\(found) in \(titleBox)")
        let centre = Double(found.minX + found.maxX) / 2 / 3
        #expect(abs(centre - 201) < 2, "title centred on the screen: \(centre)")
        // 17 pt text from the top of the S to the bottom of the g: about 16 pt, some 48 pixels at 3x.
        #expect((42...54).contains(found.maxY - found.minY), "\(found)")
    }

    @Test func aLongTitleIsTruncatedInsideItsLabel() throws {
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-se-3"), orientation: .portrait, version: IOSVersion(major: 18),
                navigationBar: .init(title: "A title much too long for the bar of a small phone", backTitle: "Home")))
        let image = render(layout, with: renderer)
        let label = try #require(layout.navigationBar?.title.frame)
        let bar = PixelBox(
            Rect(x: label.origin.x, y: label.origin.y, width: label.size.width, height: label.size.height), scale: 2,
            slack: 0)
        let wide = PixelBox(minX: bar.minX - 30, minY: bar.minY, maxX: bar.maxX + 30, maxY: bar.maxY)
        let found = try #require(ink(in: image, region: wide, background: .white))
        #expect(found.minX >= bar.minX && found.maxX <= bar.maxX, "\(found) spills out of \(bar)")
    }

    @Test func classicBarsHaveTheirHeightsInPixels() throws {
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-se-3"), orientation: .portrait, version: IOSVersion(major: 14),
                navigationBar: .init(title: "Inbox"), tabBar: .init(titles: ["Mail", "Settings"])))
        let image = render(layout, with: renderer)
        // Down the left edge: bar grey from the top through the navigation bar (20 + 44 points at 2x), the
        // hairline, then the white content, then the tab bar's hairline and grey (49 points).
        let column = (0..<image.height).map { image[1, $0] }
        let barGrey = RGBImage.Pixel(red: 249, green: 249, blue: 249)
        #expect(column[0..<128].allSatisfy { $0 == barGrey }, "navigation bar and status bar are 64 pt")
        #expect(column[128] != barGrey && column[128] != .white, "hairline at 64 pt: \(column[128])")
        #expect(column[129..<1236].allSatisfy { $0 == .white }, "content between the bars")
        #expect(column[1236] != barGrey && column[1236] != .white, "tab bar hairline at 618 pt: \(column[1236])")
        #expect(column[1237...].allSatisfy { $0 == barGrey }, "tab bar 49 pt")
    }

    @Test func selectedTabIsTinted() throws {
        for appearance in Appearance.allCases {
            let layout = ChromeLayout(
                scene: ChromeScene(
                    device: device("iphone-14"), orientation: .portrait, version: IOSVersion(major: 17),
                    appearance: appearance, tabBar: .init(titles: ["One", "Two", "Three"], selectedIndex: 1)))
            let image = render(layout, with: renderer)
            let tabs = try #require(layout.tabBar)
            func iconCentre(_ index: Int) -> RGBImage.Pixel {
                guard let icon = tabs.items[index].icon else { return ChromePalette(appearance).background.color }
                return image[
                    Int((icon.origin.x + icon.size.width / 2) * 3), Int((icon.origin.y + icon.size.height / 2) * 3)]
            }
            let tint = ChromePalette(appearance).tint.color
            #expect(iconCentre(1) == tint, "\(appearance)")
            #expect(iconCentre(0) == ChromePalette(appearance).inactive.color)
        }
    }

    @Test func grabberIsDrawnInItsFrameOnly() throws {
        let sheet = Rect(x: 0, y: 72, width: 402, height: 802)
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-16-pro"), orientation: .portrait, prefersStatusBarHidden: true,
                prefersHomeIndicatorAutoHidden: true, sheet: .init(frame: sheet, prefersGrabberVisible: true)))
        let image = render(layout, with: renderer)
        let grabber = try #require(layout.grabber)
        let found = try #require(
            ink(
                in: image, region: PixelBox(minX: 0, minY: 0, maxX: image.width, maxY: image.height), background: .white
            ))
        #expect(found == PixelBox(minX: 549, minY: 231, maxX: 656, maxY: 245), "\(found) for \(grabber)")
        // tertiaryLabel: rgba(60, 60, 67, 0.3) over white.
        #expect(image[600, 238] == RGBImage.Pixel(red: 197, green: 197, blue: 199))
    }

    @Test func overlayCompositeMatchesDrawingDirectly() throws {
        let layout = ChromeLayout(
            scene: ChromeScene(
                device: device("iphone-16-pro"), orientation: .portrait, version: IOSVersion(major: 26),
                appearance: .dark, navigationBar: .init(title: "Now Playing", backTitle: "Library"),
                tabBar: .init(titles: ["Listen", "Browse", "Radio", "Library"], selectedIndex: 3),
                sheet: .init(frame: Rect(x: 0, y: 300, width: 402, height: 574), prefersGrabberVisible: true)))
        let size = ChromeRenderer.pixelSize(of: layout)
        // A frame with every channel value in it, so the transmittance is checked at dark and light pixels alike.
        var frame = RGBImage(width: size.width, height: size.height)
        for index in frame.pixels.indices { frame.pixels[index] = UInt8(truncatingIfNeeded: index * 7 / 3) }
        var direct = frame
        renderer.draw(layout, into: &direct)
        let overlay = renderer.makeOverlay(for: layout)
        var composited = frame
        overlay.composite(onto: &composited)
        let largest = zip(direct.pixels, composited.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 2, "overlay differs from direct drawing by up to \(largest)")
        #expect(overlay.coveredRowCount < size.height / 2, "rows without chrome are skipped")
    }
}
