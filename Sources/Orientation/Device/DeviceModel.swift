/// One device's screen as UIKit reports it: size in points, scale, safe areas and size classes.
///
/// The catalog stores the portrait and landscape-left values. Landscape-right mirrors landscape-left (left and right
/// swap). Upside-down keeps the portrait insets: only devices without a sensor housing turn upside down, and on them
/// the status bar and home indicator follow the interface, so the insets do not move.
public struct DeviceModel: Sendable, Hashable, Identifiable {
    /// The catalog id scenario files use (`iphone-15`).
    public let id: String
    /// The marketing name (`iPhone 15`).
    public let name: String
    /// Phone or pad.
    public let idiom: UserInterfaceIdiom
    /// The window size in portrait, in points.
    public let portraitSize: Size
    /// Pixels per point (`UIScreen.scale`).
    public let scale: Double
    /// Whether the device has a home button; Face ID iPhones never turn the interface upside down.
    public let hasHomeButton: Bool
    /// Safe-area insets of a full-screen view in portrait, with the default status bar.
    public let portraitSafeAreaInsets: EdgeInsets
    /// Safe-area insets of a full-screen view in landscape-left (the iPhone status bar is hidden in landscape).
    public let landscapeSafeAreaInsets: EdgeInsets
    /// Size classes in portrait.
    public let portraitTraits: TraitCollection
    /// Size classes in landscape.
    public let landscapeTraits: TraitCollection
    /// The display's maximum refresh rate in Hz (60, or 120 with ProMotion).
    public let refreshRate: Int
    /// The notch or Dynamic Island, if any.
    public let cutout: ScreenCutout
    /// The radius of the screen's rounded corners in points (0 for square corners).
    public let screenCornerRadius: Double
    /// The sensor housing (notch or Dynamic Island) in portrait points, or `nil` without one.
    public let sensorHousing: Rect?

    /// Creates a device model from its portrait and landscape-left measurements.
    public init(
        id: String, name: String, idiom: UserInterfaceIdiom, portraitSize: Size, scale: Double, hasHomeButton: Bool,
        portraitSafeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets,
        portraitTraits: TraitCollection, landscapeTraits: TraitCollection, refreshRate: Int = 60,
        cutout: ScreenCutout = .none, screenCornerRadius: Double = 0, sensorHousing: Rect? = nil
    ) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.hasHomeButton = hasHomeButton
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitTraits = portraitTraits
        self.landscapeTraits = landscapeTraits
        self.refreshRate = refreshRate
        self.cutout = cutout
        self.screenCornerRadius = screenCornerRadius
        self.sensorHousing = sensorHousing
    }

    /// The orientations the hardware can show: all four, except upside-down on Face ID iPhones.
    public var supportedOrientations: InterfaceOrientationMask {
        idiom == .pad || hasHomeButton ? .all : .allButUpsideDown
    }

    /// The window size in points in `orientation`, in that orientation's upright frame.
    public func windowSize(in orientation: InterfaceOrientation) -> Size {
        orientation.isLandscape ? portraitSize.transposed : portraitSize
    }

    /// The safe-area insets of a full-screen view in `orientation`.
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation {
        case .portrait, .portraitUpsideDown: portraitSafeAreaInsets
        case .landscapeLeft: landscapeSafeAreaInsets
        case .landscapeRight: landscapeSafeAreaInsets.horizontallyFlipped
        }
    }

    /// The size classes of a full-screen window in `orientation`.
    public func traitCollection(in orientation: InterfaceOrientation) -> TraitCollection {
        orientation.isLandscape ? landscapeTraits : portraitTraits
    }
}
