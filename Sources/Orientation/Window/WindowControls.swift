/// The iPadOS 26 window controls of a windowed app, as a plain value: the region at the window's top-left that the
/// system's close, minimise and tile buttons cover, which the app's content must keep clear of.
///
/// Apps avoid it through `UIView.LayoutRegion` with corner adaptation (`safeArea(cornerAdaptation:)`, iOS 26);
/// Pivot reports it (a step's `windowControls` in `simulate --json`) and a renderer may draw the controls in it.
public struct WindowControls: Sendable, Hashable {
    /// The region, in the window's points from its top-left corner.
    public var region: Rect

    /// The region's size: 88×44 points (*choice*: Apple publishes no figure; 44 pt is the HIG's minimum touch
    /// target, and 88 pt holds three controls; to measure on an iPadOS 26 simulator, `docs/uikit-versions.md`).
    public static let regionSize = Size(width: 88, height: 44)

    /// The diameter of each of the three controls, in points (*choice*, as ``regionSize``).
    public static let controlDiameter = 12.0

    /// The controls of a window in `mode` under `version`: only free-form windows (Stage Manager and the Windowed
    /// Apps mode) from iPadOS 26 carry them; `nil` otherwise.
    public static func of(mode: WindowMode, version: IOSVersion) -> WindowControls? {
        guard version.has(.windowedApps), mode == .windowed || mode == .stageManager else { return nil }
        return WindowControls(region: Rect(origin: .zero, size: regionSize))
    }

    /// The centres of the three controls (close, minimise, tile), left to right, in the window's points: evenly
    /// spaced across ``region`` and centred in its height.
    public var controlCentres: [Point] {
        let step = region.size.width / 4
        let y = region.origin.y + region.size.height / 2
        return (1...3).map { Point(x: region.origin.x + step * Double($0), y: y) }
    }
}

extension OrientationSession {
    /// The window controls of the app's window now, or `nil` when it has none (full screen, an iPhone, before
    /// iPadOS 26, Split View and Slide Over).
    public var windowControls: WindowControls? {
        guard isWindowed else { return nil }
        return WindowControls.of(mode: window.mode, version: iosVersion)
    }
}
