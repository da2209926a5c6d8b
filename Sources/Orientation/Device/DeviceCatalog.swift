/// The devices scenario files can name, as data (every number's source is in
/// `docs/devices.md`).
///
/// Values are those of recent iOS versions; where sources disagree the catalog takes the newer measurement
/// (iPhone 11: 48-point top inset; iPhone 15: 59).
public enum DeviceCatalog {
    /// Every device, phones first, in order of release within a size.
    public static let all: [DeviceModel] = [
        phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2, home: true, top: 20, ios: (15, 4)),
        phone("iphone-8", "iPhone 8", 375, 667, scale: 2, home: true, top: 20, ios: (11, 0), last: (16, 7)),
        phone(
            "iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, home: true, top: 20, large: true, ios: (11, 0),
            last: (16, 7)),
        phone(
            "iphone-x", "iPhone X", 375, 812, scale: 3, top: 44, radius: 39, notch: (209, 30), ios: (11, 0),
            last: (16, 7)),
        phone(
            "iphone-11", "iPhone 11", 414, 896, scale: 2, top: 48, large: true, radius: 41.5, notch: (230, 33),
            ios: (13, 0)),
        phone(
            "iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3, top: 50, radius: 44, notch: (176, 33), ios: (15, 0)),
        phone("iphone-14", "iPhone 14", 390, 844, scale: 3, top: 47, radius: 47.33, notch: (162, 33), ios: (16, 0)),
        phone("iphone-16e", "iPhone 16e", 390, 844, scale: 3, top: 47, radius: 47.33, notch: (162, 33), ios: (18, 3)),
        phone(
            "iphone-14-plus", "iPhone 14 Plus", 428, 926, scale: 3, top: 47, large: true, radius: 53.33,
            notch: (162, 33), ios: (16, 0)),
        phone(
            "iphone-14-pro", "iPhone 14 Pro", 393, 852, scale: 3, top: 59, hz: 120, radius: 55, island: true,
            ios: (16, 0)),
        phone("iphone-15", "iPhone 15", 393, 852, scale: 3, top: 59, radius: 55, island: true, ios: (17, 0)),
        phone("iphone-16", "iPhone 16", 393, 852, scale: 3, top: 59, radius: 55, island: true, ios: (18, 0)),
        phone(
            "iphone-15-plus", "iPhone 15 Plus", 430, 932, scale: 3, top: 59, large: true, radius: 55, island: true,
            ios: (17, 0)),
        phone(
            "iphone-16-plus", "iPhone 16 Plus", 430, 932, scale: 3, top: 59, large: true, radius: 55, island: true,
            ios: (18, 0)),
        phone(
            "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, large: true, hz: 120, radius: 55,
            island: true, ios: (17, 0)),
        phone(
            "iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, hz: 120, radius: 62, island: true,
            ios: (18, 0)),
        phone(
            "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, large: true, hz: 120, radius: 62,
            island: true, ios: (18, 0)),
        phone("iphone-17", "iPhone 17", 402, 874, scale: 3, top: 62, hz: 120, radius: 62, island: true, ios: (26, 0)),
        phone(
            "iphone-17-pro", "iPhone 17 Pro", 402, 874, scale: 3, top: 62, hz: 120, radius: 62, island: true,
            ios: (26, 0)),
        phone(
            "iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, scale: 3, top: 62, large: true, hz: 120, radius: 62,
            island: true, ios: (26, 0)),
        phone(
            "iphone-air", "iPhone Air", 420, 912, scale: 3, top: 68, large: true, hz: 120, radius: 62, island: true,
            ios: (26, 0)),
        pad("ipad-10-2", "iPad (9th generation, 10.2-inch)", 810, 1080, home: true, ios: (15, 0)),
        pad("ipad-mini-a17-pro", "iPad mini (A17 Pro)", 744, 1133, radius: 21.5, ios: (18, 0)),
        pad("ipad-air", "iPad Air (10.9-inch)", 820, 1180, radius: 18, ios: (14, 0)),
        pad("ipad-a16", "iPad (A16)", 820, 1180, radius: 18, ios: (18, 3)),
        pad("ipad-air-11-m2", "iPad Air 11-inch (M2 and later)", 820, 1180, radius: 18, ios: (17, 5)),
        pad("ipad-pro-11", "iPad Pro (11-inch)", 834, 1194, hz: 120, radius: 18, ios: (12, 1)),
        pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4 and later)", 834, 1210, hz: 120, radius: 30, ios: (17, 5)),
        pad(
            "ipad-pro-12-9", "iPad Pro (12.9-inch, 3rd generation and later)", 1024, 1366, hz: 120, radius: 18,
            ios: (12, 1)),
        pad("ipad-air-13-m2", "iPad Air 13-inch (M2 and later)", 1024, 1366, radius: 18, ios: (17, 5)),
        pad("ipad-pro-13-m4", "iPad Pro 13-inch (M4 and later)", 1032, 1376, hz: 120, radius: 30, ios: (17, 5)),
    ]

    /// The device with catalog id `id`, or `nil` if the catalog has none.
    public static func device(id: String) -> DeviceModel? {
        all.first { $0.id == id }
    }

    /// The Dynamic Island in portrait points: 126 × 37.33, 11 points below the top edge, centred (a measurement,
    /// `docs/devices.md`; the same on every Dynamic Island phone).
    private static func dynamicIsland(width: Double) -> Rect {
        Rect(x: (width - 126) / 2, y: 11, width: 126, height: 37.33)
    }

    /// An iPhone. Home-button phones have a 20-point status bar in portrait and no insets in landscape; Face ID
    /// phones keep the sensor housing inset (`top`) on the side in landscape, and a home indicator (34, 21).
    /// Large phones (Plus, Max, Air, XR/11) have a regular width in landscape. `notch` is the notch's width and
    /// height, centred at the top edge; `island` puts a Dynamic Island there instead.
    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double, home: Bool = false,
        top: Double, large: Bool = false, hz: Int = 60, radius: Double = 0, notch: (Double, Double)? = nil,
        island: Bool = false, ios first: (Int, Int), last: (Int, Int)? = nil
    ) -> DeviceModel {
        let housing =
            island
            ? dynamicIsland(width: width)
            : notch.map { Rect(x: (width - $0.0) / 2, y: 0, width: $0.0, height: $0.1) }
        return DeviceModel(
            id: id, name: name, idiom: .phone, portraitSize: Size(width: width, height: height), scale: scale,
            hasHomeButton: home,
            portraitSafeAreaInsets: EdgeInsets(top: top, left: 0, bottom: home ? 0 : 34, right: 0),
            landscapeSafeAreaInsets: home ? .zero : EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            portraitTraits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscapeTraits: TraitCollection(
                horizontalSizeClass: large ? .regular : .compact, verticalSizeClass: .compact),
            refreshRate: hz, cutout: island ? .dynamicIsland : notch == nil ? .none : .notch,
            screenCornerRadius: radius, sensorHousing: housing, firstIOS: IOSVersion(major: first.0, minor: first.1),
            lastIOS: last.map { IOSVersion(major: $0.0, minor: $0.1) })
    }

    /// An iPad in full screen: regular/regular both ways, status bar kept in landscape (20 points with a home
    /// button; 24 plus a 20-point home indicator without). No iPad has a notch or island.
    private static func pad(
        _ id: String, _ name: String, _ width: Double, _ height: Double, home: Bool = false, hz: Int = 60,
        radius: Double = 0, ios first: (Int, Int)
    ) -> DeviceModel {
        let insets =
            home
            ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        return DeviceModel(
            id: id, name: name, idiom: .pad, portraitSize: Size(width: width, height: height), scale: 2,
            hasHomeButton: home, portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets,
            portraitTraits: regular, landscapeTraits: regular, refreshRate: hz, screenCornerRadius: radius,
            firstIOS: IOSVersion(major: first.0, minor: first.1))
    }
}
