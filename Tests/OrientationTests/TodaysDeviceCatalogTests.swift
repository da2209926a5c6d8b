import Orientation
import PivotJSON
import Testing

/// The devices of issue 11, each value checked against `docs/devices.md` (which names its source).
struct TodaysDeviceCatalogTests {
    // (id, portrait size, scale, refresh rate, cutout, portrait top inset, large phone: regular width in landscape)
    @Test(arguments: [
        ("iphone-14-plus", 428.0, 926.0, 3.0, 60, ScreenCutout.notch, 47.0, true),
        ("iphone-15-plus", 430, 932, 3, 60, .dynamicIsland, 59, true),
        ("iphone-16", 393, 852, 3, 60, .dynamicIsland, 59, false),
        ("iphone-16-plus", 430, 932, 3, 60, .dynamicIsland, 59, true),
        ("iphone-16-pro", 402, 874, 3, 120, .dynamicIsland, 62, false),
        ("iphone-16-pro-max", 440, 956, 3, 120, .dynamicIsland, 62, true),
        ("iphone-16e", 390, 844, 3, 60, .notch, 47, false),
        ("iphone-17", 402, 874, 3, 120, .dynamicIsland, 62, false),
        ("iphone-17-pro", 402, 874, 3, 120, .dynamicIsland, 62, false),
        ("iphone-17-pro-max", 440, 956, 3, 120, .dynamicIsland, 62, true),
        ("iphone-air", 420, 912, 3, 120, .dynamicIsland, 68, true),
    ])
    func newPhones(
        id: String, width: Double, height: Double, scale: Double, hertz: Int, cutout: ScreenCutout, top: Double,
        large: Bool
    ) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        #expect(device.portraitSize == Size(width: width, height: height))
        #expect(device.scale == scale)
        #expect(device.refreshRate == hertz)
        #expect(device.cutout == cutout)
        #expect(!device.hasHomeButton)
        #expect(device.safeAreaInsets(in: .portrait) == EdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(device.safeAreaInsets(in: .landscapeLeft) == EdgeInsets(top: 0, left: top, bottom: 21, right: top))
        #expect(device.traitCollection(in: .landscapeLeft).horizontalSizeClass == (large ? .regular : .compact))
        #expect(device.supportedOrientations == .allButUpsideDown)
        let housing = try #require(device.sensorHousing)
        #expect(abs(housing.origin.x + housing.size.width / 2 - width / 2) < 1e-9, "centred")
        #expect(housing.origin.y + housing.size.height <= top, "inside the top safe area")
        #expect(device.screenCornerRadius > 0)
    }

    // (id, portrait size, refresh rate)
    @Test(arguments: [
        ("ipad-mini-a17-pro", 744.0, 1133.0, 60), ("ipad-a16", 820, 1180, 60), ("ipad-air-11-m2", 820, 1180, 60),
        ("ipad-air-13-m2", 1024, 1366, 60), ("ipad-pro-11-m4", 834, 1210, 120), ("ipad-pro-13-m4", 1032, 1376, 120),
    ])
    func newPads(id: String, width: Double, height: Double, hertz: Int) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        #expect(device.idiom == .pad)
        #expect(device.portraitSize == Size(width: width, height: height))
        #expect(device.scale == 2)
        #expect(device.refreshRate == hertz)
        #expect(device.cutout == .none && device.sensorHousing == nil)
        #expect(device.supportedOrientations == .all)
        for orientation in InterfaceOrientation.allCases {
            #expect(device.safeAreaInsets(in: orientation) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            #expect(device.traitCollection(in: orientation).horizontalSizeClass == .regular)
        }
    }

    @Test func homeButtonDevicesHaveNoCutoutAndSquareCorners() {
        for device in DeviceCatalog.all where device.hasHomeButton {
            #expect(device.cutout == .none && device.sensorHousing == nil && device.screenCornerRadius == 0)
        }
    }

    @Test func devicesReportShowsTheRefreshRate() {
        let line = DeviceCatalog.textReport.split(separator: "\n").first { $0.hasPrefix("iphone-16-pro ") }
        #expect(line?.contains("120Hz") == true)
        #expect(DeviceCatalog.json.rendered().contains("\"refreshRate\": 120"))
    }
}
