/// The app's window on an iPad screen: its mode and its frame in the screen's upright frame for the current
/// interface orientation. The rules (widths, size classes, insets, what happens on a rotation) and their sources
/// are in `docs/uikit-versions.md`, "iPad windows".
public struct WindowPlacement: Sendable, Hashable {
    /// How the window shares the screen.
    public var mode: WindowMode
    /// The window's frame in screen points.
    public var frame: Rect

    /// The divider between two Split View windows, in points.
    public static let dividerWidth: Double = 10
    /// The smallest free-form window (*choice*: the narrow Split View width both ways).
    public static let minimumSize = Size(width: 320, height: 320)
    /// The narrowest window with a regular width: 678 points, the 12.9-inch iPad's half of the screen, the
    /// narrowest regular multitasking width; the widest compact one is 639.
    public static let regularWidth: Double = 678

    /// Creates a placement.
    public init(mode: WindowMode, frame: Rect) {
        self.mode = mode
        self.frame = frame
    }

    /// A window filling `device`'s screen in `orientation`.
    public static func fullScreen(on device: DeviceModel, in orientation: InterfaceOrientation) -> WindowPlacement {
        WindowPlacement(mode: .fullScreen, frame: Rect(origin: .zero, size: device.windowSize(in: orientation)))
    }

    /// The window's size in points in `orientation`'s upright frame: the screen's when full screen (its frame is
    /// kept in the orientation it was placed in), else the frame's.
    public func size(on device: DeviceModel, in orientation: InterfaceOrientation) -> Size {
        mode == .fullScreen ? device.windowSize(in: orientation) : frame.size
    }

    /// Whether the window covers the whole screen (full screen, or Split View with the divider at the edge).
    public func fillsScreen(on device: DeviceModel, in orientation: InterfaceOrientation) -> Bool {
        mode == .fullScreen || frame == Rect(origin: .zero, size: device.windowSize(in: orientation))
    }

    /// The widths a Split View window can take in `orientation`: the offered slots, and the whole screen (the
    /// divider dragged to the edge, the app alone).
    public static func splitViewWidths(on device: DeviceModel, in orientation: InterfaceOrientation) -> [Double] {
        device.splitViewWidths(in: orientation) + [device.windowSize(in: orientation).width]
    }

    /// The window's size classes: the device's in full screen; otherwise a compact width below ``regularWidth``
    /// and a regular height (an iPad window's height is never compact: *choice*, Apple's tables list none).
    public func traitCollection(on device: DeviceModel, in orientation: InterfaceOrientation) -> TraitCollection {
        guard !fillsScreen(on: device, in: orientation) else { return device.traitCollection(in: orientation) }
        return TraitCollection(
            horizontalSizeClass: frame.size.width < Self.regularWidth ? .compact : .regular,
            verticalSizeClass: .regular)
    }

    /// The window's own safe-area insets: on each edge that touches the screen's edge, the screen's inset there;
    /// none on an edge away from it.
    public func safeAreaInsets(on device: DeviceModel, in orientation: InterfaceOrientation) -> EdgeInsets {
        guard !fillsScreen(on: device, in: orientation) else { return device.safeAreaInsets(in: orientation) }
        let screen = device.windowSize(in: orientation)
        let insets = device.safeAreaInsets(in: orientation)
        return EdgeInsets(
            top: frame.origin.y <= 0 ? insets.top : 0,
            left: frame.origin.x <= 0 ? insets.left : 0,
            bottom: frame.origin.y + frame.size.height >= screen.height ? insets.bottom : 0,
            right: frame.origin.x + frame.size.width >= screen.width ? insets.right : 0)
    }

    /// The placement after the interface turns to `orientation`: full screen stays full screen; Split View keeps
    /// its slot (narrow stays narrow, any other slot becomes the wide one: portrait has no half) and side; Slide Over keeps
    /// its side; a free-form window keeps its size and origin, clamped to the new screen (*choices*, see the docs).
    public func rotated(to orientation: InterfaceOrientation, on device: DeviceModel) -> WindowPlacement {
        let screen = device.windowSize(in: orientation)
        switch mode {
        case .fullScreen:
            return .fullScreen(on: device, in: orientation)
        case .splitView, .slideOver:
            let old = Self.splitViewWidths(on: device, in: orientation.isLandscape ? .portrait : .landscapeLeft)
            let new = Self.splitViewWidths(on: device, in: orientation)
            let slot = old.firstIndex(of: frame.size.width) ?? 0
            let newSlot =
                slot == 0 || old.count == new.count ? slot : slot == old.count - 1 ? new.count - 1 : new.count - 2
            let width = mode == .slideOver ? device.narrowWindowWidth : new[newSlot]
            return docked(width: width, onRight: frame.origin.x > 0, screen: screen)
        case .stageManager, .windowed:
            return WindowPlacement(mode: mode, frame: Rect(origin: frame.origin, size: frame.size)).clamped(to: screen)
        }
    }

    /// The placement after a resize to `size` (free-form: clamped to ``minimumSize`` and the screen; Split View:
    /// the offered width nearest `size.width`, as the divider snaps; full screen and Slide Over do not resize).
    public func resized(to size: Size, on device: DeviceModel, in orientation: InterfaceOrientation) -> WindowPlacement
    {
        let screen = device.windowSize(in: orientation)
        switch mode {
        case .fullScreen, .slideOver:
            return self
        case .splitView:
            let widths = Self.splitViewWidths(on: device, in: orientation)
            let width = widths.min { abs($0 - size.width) < abs($1 - size.width) } ?? frame.size.width
            return docked(width: width, onRight: frame.origin.x > 0, screen: screen)
        case .stageManager, .windowed:
            let clampedSize = Size(
                width: min(max(size.width, Self.minimumSize.width), screen.width),
                height: min(max(size.height, Self.minimumSize.height), screen.height))
            return WindowPlacement(mode: mode, frame: Rect(origin: frame.origin, size: clampedSize)).clamped(to: screen)
        }
    }

    /// The placement after a move to `origin` (free-form: kept on the screen; Split View and Slide Over: the side
    /// nearer `origin.x`; full screen does not move).
    public func moved(to origin: Point, on device: DeviceModel, in orientation: InterfaceOrientation) -> WindowPlacement
    {
        let screen = device.windowSize(in: orientation)
        switch mode {
        case .fullScreen:
            return self
        case .splitView, .slideOver:
            let onRight = origin.x + frame.size.width / 2 > screen.width / 2
            return docked(width: frame.size.width, onRight: onRight, screen: screen)
        case .stageManager, .windowed:
            return WindowPlacement(mode: mode, frame: Rect(origin: origin, size: frame.size)).clamped(to: screen)
        }
    }

    /// A full-height window of `width` at the left or right edge.
    private func docked(width: Double, onRight: Bool, screen: Size) -> WindowPlacement {
        WindowPlacement(
            mode: mode,
            frame: Rect(x: onRight ? screen.width - width : 0, y: 0, width: width, height: screen.height))
    }

    /// The same window, shrunk to `screen` if larger and moved so it lies on it.
    private func clamped(to screen: Size) -> WindowPlacement {
        let size = Size(width: min(frame.size.width, screen.width), height: min(frame.size.height, screen.height))
        let origin = Point(
            x: min(max(frame.origin.x, 0), screen.width - size.width),
            y: min(max(frame.origin.y, 0), screen.height - size.height))
        return WindowPlacement(mode: mode, frame: Rect(origin: origin, size: size))
    }
}
