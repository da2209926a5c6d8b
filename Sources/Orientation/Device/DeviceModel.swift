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
    /// The iOS release the device shipped with.
    public let firstIOS: IOSVersion
    /// The last iOS release the device can be updated to, or `nil` if it runs the newest one Pivot models.
    public let lastIOS: IOSVersion?

    /// Creates a device model from its portrait and landscape-left measurements.
    public init(
        id: String, name: String, idiom: UserInterfaceIdiom, portraitSize: Size, scale: Double, hasHomeButton: Bool,
        portraitSafeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets,
        portraitTraits: TraitCollection, landscapeTraits: TraitCollection, refreshRate: Int = 60,
        cutout: ScreenCutout = .none, screenCornerRadius: Double = 0, sensorHousing: Rect? = nil,
        firstIOS: IOSVersion = .oldest, lastIOS: IOSVersion? = nil
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
        self.firstIOS = firstIOS
        self.lastIOS = lastIOS
    }

    /// Whether the device ran `version`: from ``firstIOS`` to ``lastIOS`` (any point release of that minor, so
    /// `16.7` admits 16.7.x), or to the newest release without one.
    public func runs(_ version: IOSVersion) -> Bool {
        version >= firstIOS && version <= (lastIOS ?? .newest)
    }

    /// The releases the device ran within Pivot's range, in words: `17.0 to 27.0`.
    public var supportedVersions: String {
        "\(max(firstIOS, .oldest)) to \(lastIOS.map { min($0, .newest) } ?? .newest)"
    }

    /// The one-line reason a run of the device on `version` is refused:
    /// `iPhone 15 (iphone-15) never ran iOS 12.0; it runs 17.0 to 27.0`.
    public func unsupportedVersionMessage(_ version: IOSVersion) -> String {
        "\(name) (\(id)) never ran iOS \(version); it runs \(supportedVersions)"
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
