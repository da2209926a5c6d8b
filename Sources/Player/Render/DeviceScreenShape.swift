import Orientation

/// The outline of a device's screen as a person sees it: its portrait size, rounded corners and the black sensor
/// housing (notch or Dynamic Island) cut into it, all in points of the portrait screen.
///
/// The numbers come from the device catalog (``init(device:)``); tests pass their own.
public struct DeviceScreenShape: Sendable, Hashable {
    /// The screen's size held upright (portrait), in points.
    public var portraitSize: Size
    /// The radius of the screen's corners, in points.
    public var cornerRadius: Double
    /// The sensor housing in portrait screen points (origin at the screen's top left), drawn black over the
    /// interface; `nil` for a screen without one.
    public var housing: Rect?
    /// The corner radius of the housing, in points (half its height draws a pill such as the Dynamic Island).
    public var housingCornerRadius: Double

    /// Creates a screen outline.
    public init(portraitSize: Size, cornerRadius: Double, housing: Rect? = nil, housingCornerRadius: Double = 0) {
        self.portraitSize = portraitSize
        self.cornerRadius = cornerRadius
        self.housing = housing
        self.housingCornerRadius = housingCornerRadius
    }

    /// The screen of `device` as the catalog describes it: its corner radius and sensor housing. The Dynamic
    /// Island is drawn as a pill (corner radius half its height); a notch's lower corners are drawn with a radius
    /// of a third of its height (a choice: the catalog gives the notch's rectangle, not its curves).
    public init(device: DeviceModel) {
        let housing = device.sensorHousing
        let radius: Double =
            switch device.cutout {
            case .dynamicIsland: (housing?.size.height ?? 0) / 2
            case .notch: (housing?.size.height ?? 0) / 3
            case .none: 0
            }
        self.init(
            portraitSize: device.portraitSize, cornerRadius: device.screenCornerRadius, housing: housing,
            housingCornerRadius: radius)
    }

    /// A rectangular screen of `portraitSize` with square corners and no housing.
    public static func plain(portraitSize: Size) -> DeviceScreenShape {
        DeviceScreenShape(portraitSize: portraitSize, cornerRadius: 0)
    }
}
