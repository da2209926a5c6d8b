import Orientation

/// The outline of a device's screen as a person sees it: its portrait size, rounded corners and the black sensor
/// housing (notch or Dynamic Island) cut into it, all in points of the portrait screen.
///
/// The values are parameters, not a table: the device catalog is the place for per-device numbers, and until it
/// carries them the caller passes them in (``plain(portraitSize:)`` for a rectangular screen).
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

    /// A rectangular screen of `portraitSize` with square corners and no housing.
    public static func plain(portraitSize: Size) -> DeviceScreenShape {
        DeviceScreenShape(portraitSize: portraitSize, cornerRadius: 0)
    }
}
