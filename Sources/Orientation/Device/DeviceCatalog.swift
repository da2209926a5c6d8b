/// The devices scenario files can name, as data (`uikit-orientation.md` §5).
///
/// Values are those of recent iOS versions; where sources disagree the catalog takes the newer measurement
/// (iPhone 11: 48-point top inset; iPhone 15: 59).
public enum DeviceCatalog {
    /// Every device, phones first, in order of size.
    public static let all: [DeviceModel] = [
        phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2, home: true, top: 20),
        phone("iphone-8", "iPhone 8", 375, 667, scale: 2, home: true, top: 20),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, home: true, top: 20, large: true),
        phone("iphone-x", "iPhone X", 375, 812, scale: 3, top: 44),
        phone("iphone-11", "iPhone 11", 414, 896, scale: 2, top: 48, large: true),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3, top: 50),
        phone("iphone-14", "iPhone 14", 390, 844, scale: 3, top: 47),
        phone("iphone-14-pro", "iPhone 14 Pro", 393, 852, scale: 3, top: 59),
        phone("iphone-15", "iPhone 15", 393, 852, scale: 3, top: 59),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, large: true),
        pad("ipad-10-2", "iPad (9th generation, 10.2-inch)", 810, 1080, home: true),
        pad("ipad-air", "iPad Air (10.9-inch)", 820, 1180, home: false),
        pad("ipad-pro-11", "iPad Pro (11-inch)", 834, 1194, home: false),
        pad("ipad-pro-12-9", "iPad Pro (12.9-inch, 3rd generation and later)", 1024, 1366, home: false),
    ]

    /// The device with catalog id `id`, or `nil` if the catalog has none.
    public static func device(id: String) -> DeviceModel? {
        all.first { $0.id == id }
    }

    /// An iPhone. Home-button phones have a 20-point status bar in portrait and no insets in landscape; Face ID
    /// phones keep the sensor housing inset (`top`) on the side in landscape, and a home indicator (34, 21).
    /// Large phones (Plus, Max, XR/11) have a regular width in landscape.
    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double, home: Bool = false,
        top: Double, large: Bool = false
    ) -> DeviceModel {
        DeviceModel(
            id: id, name: name, idiom: .phone, portraitSize: Size(width: width, height: height), scale: scale,
            hasHomeButton: home,
            portraitSafeAreaInsets: EdgeInsets(top: top, left: 0, bottom: home ? 0 : 34, right: 0),
            landscapeSafeAreaInsets: home ? .zero : EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            portraitTraits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscapeTraits: TraitCollection(horizontalSizeClass: large ? .regular : .compact, verticalSizeClass: .compact))
    }

    /// An iPad in full screen: regular/regular both ways, status bar kept in landscape (20 points with a home
    /// button; 24 plus a 20-point home indicator without).
    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double, home: Bool) -> DeviceModel {
        let insets = home ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        return DeviceModel(
            id: id, name: name, idiom: .pad, portraitSize: Size(width: width, height: height), scale: 2,
            hasHomeButton: home, portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets,
            portraitTraits: regular, landscapeTraits: regular)
    }
}
