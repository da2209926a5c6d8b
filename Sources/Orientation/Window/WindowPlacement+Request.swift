import PivotJSON

/// Why a requested window cannot be placed: the field at fault (`size`, `origin`, or `nil` for the whole request)
/// and what the mode allows.
public struct WindowRequestError: Error, Sendable, Equatable {
    /// `size`, `origin`, or `nil`.
    public var field: String?
    /// What is wrong (`iPad Pro (11-inch) offers splitView windows of 320x1194, … in portrait`).
    public var message: String
}

extension WindowPlacement {
    /// The window a scenario or `play --window` asks for, in `orientation`'s screen, checked against what `mode`
    /// offers on `device`: Split View and Slide Over widths, full height, at a side (right by default); free-form
    /// sizes from ``minimumSize`` to the screen (centred by default); full screen with no size or origin.
    /// The mode's existence on the device and in the version is checked by the caller.
    public static func requested(
        _ mode: WindowMode, size: Size?, origin: Point?, on device: DeviceModel, in orientation: InterfaceOrientation
    ) throws(WindowRequestError) -> WindowPlacement {
        let screen = device.windowSize(in: orientation)
        let name = mode.rawValue
        switch mode {
        case .fullScreen:
            if size != nil || origin != nil {
                throw WindowRequestError(field: nil, message: "a fullScreen window takes no size or origin")
            }
            return .fullScreen(on: device, in: orientation)
        case .splitView, .slideOver:
            let widths =
                mode == .slideOver
                ? [device.narrowWindowWidth] : splitViewWidths(on: device, in: orientation)
            let width = size?.width ?? widths[0]
            guard widths.contains(width), (size?.height ?? screen.height) == screen.height else {
                let offered = widths.map { "\(PointFormat.string($0))x\(PointFormat.string(screen.height))" }
                throw WindowRequestError(
                    field: "size",
                    message: "\(device.name) offers \(name) windows of \(offered.joined(separator: ", ")) "
                        + "in \(orientation.name)")
            }
            let x = origin?.x ?? screen.width - width
            guard origin?.y ?? 0 == 0, x == 0 || x == screen.width - width else {
                throw WindowRequestError(
                    field: "origin",
                    message: "a \(name) window sits at the left (0,0) or right "
                        + "(\(PointFormat.string(screen.width - width)),0) edge")
            }
            return WindowPlacement(mode: mode, frame: Rect(x: x, y: 0, width: width, height: screen.height))
        case .stageManager, .windowed:
            guard let size else { throw WindowRequestError(field: nil, message: "missing key \"size\"") }
            guard size.width >= minimumSize.width, size.height >= minimumSize.height, size.width <= screen.width,
                size.height <= screen.height
            else {
                throw WindowRequestError(
                    field: "size",
                    message: "a \(name) window is from \(minimumSize) to the screen, \(screen), in \(orientation.name)")
            }
            let placed = origin ?? Point(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2)
            guard placed.x + size.width <= screen.width, placed.y + size.height <= screen.height else {
                throw WindowRequestError(field: "origin", message: "the window must lie on the \(screen) screen")
            }
            return WindowPlacement(mode: mode, frame: Rect(origin: placed, size: size))
        }
    }
}
