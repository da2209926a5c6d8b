extension ScenarioReader {
    /// Parses the scenario's `"window"`: the mode must exist on the device and in the version; the frame is in the
    /// launch orientation (the device's pose: a window follows it) and must be one the mode allows.
    func window(
        _ json: JSONValue, on device: DeviceModel, pose: DeviceOrientation
    ) throws(ScenarioError) -> WindowPlacement {
        guard device.idiom == .pad else {
            throw ScenarioError(path: "window", message: "windows are for iPads; \(device.id) is an iPhone")
        }
        let fields = try object(json, at: "window", keys: ["mode", "size", "origin"])
        guard let modeJSON = fields["mode"] else { throw missing("mode", in: "window") }
        let name = try string(modeJSON, at: "window.mode")
        guard let mode = WindowMode(rawValue: name) else {
            let hint = Suggestion.hint(for: name, in: WindowMode.allCases.map(\.rawValue))
            throw ScenarioError(path: "window.mode", message: "unknown window mode \"\(name)\"" + hint)
        }
        if let change = mode.requires, !version.has(change) {
            throw ScenarioError(
                path: "window.mode",
                message: "\(name) needs iPadOS \(change.introduced) or later (the scenario runs iOS \(version))")
        }
        guard device.supports(mode) else {
            throw ScenarioError(path: "window.mode", message: "\(device.name) does not support \(name)")
        }
        let orientation = pose.interfaceOrientation ?? .portrait
        let screen = device.windowSize(in: orientation)
        let size = try fields["size"].map { json throws(ScenarioError) in
            let pair = try numberPair(json, at: "window.size")
            return Size(width: pair.0, height: pair.1)
        }
        let origin = try fields["origin"].map { json throws(ScenarioError) in
            let pair = try numberPair(json, at: "window.origin")
            return Point(x: pair.0, y: pair.1)
        }
        switch mode {
        case .fullScreen:
            if fields["size"] != nil || fields["origin"] != nil {
                throw ScenarioError(path: "window", message: "a fullScreen window takes no size or origin")
            }
            return .fullScreen(on: device, in: orientation)
        case .splitView, .slideOver:
            let widths =
                mode == .slideOver
                ? [device.narrowWindowWidth] : WindowPlacement.splitViewWidths(on: device, in: orientation)
            let width = size?.width ?? widths[0]
            guard widths.contains(width), (size?.height ?? screen.height) == screen.height else {
                let offered = widths.map { "\(PointFormat.string($0))x\(PointFormat.string(screen.height))" }
                throw ScenarioError(
                    path: "window.size",
                    message: "\(device.name) offers \(name) windows of \(offered.joined(separator: ", ")) "
                        + "in \(orientation.name)")
            }
            let x = origin?.x ?? screen.width - width
            guard origin?.y ?? 0 == 0, x == 0 || x == screen.width - width else {
                throw ScenarioError(
                    path: "window.origin",
                    message:
                        "a \(name) window sits at the left (0,0) or right (\(PointFormat.string(screen.width - width)),0) edge"
                )
            }
            return WindowPlacement(mode: mode, frame: Rect(x: x, y: 0, width: width, height: screen.height))
        case .stageManager, .windowed:
            guard let size else { throw missing("size", in: "window") }
            let minimum = WindowPlacement.minimumSize
            guard size.width >= minimum.width, size.height >= minimum.height, size.width <= screen.width,
                size.height <= screen.height
            else {
                throw ScenarioError(
                    path: "window.size",
                    message: "a \(name) window is from \(minimum) to the screen, \(screen), in \(orientation.name)")
            }
            let placed = origin ?? Point(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2)
            guard placed.x + size.width <= screen.width, placed.y + size.height <= screen.height else {
                throw ScenarioError(path: "window.origin", message: "the window must lie on the \(screen) screen")
            }
            return WindowPlacement(mode: mode, frame: Rect(origin: placed, size: size))
        }
    }

    /// `[a, b]`: two numbers ≥ 0 (a size or a point).
    func numberPair(_ json: JSONValue, at path: String) throws(ScenarioError) -> (Double, Double) {
        guard case .array(let elements) = json, elements.count == 2, case .number(let first) = elements[0],
            case .number(let second) = elements[1], first >= 0, second >= 0
        else { throw typeError(path, "[a, b], two numbers of points ≥ 0") }
        return (first, second)
    }
}

extension ScenarioReader {
    /// Refuses a window step in a scenario without a window that can change.
    func requireWindow(for step: StepInput) throws(ScenarioError) {
        guard let windowMode, windowMode != .fullScreen else {
            throw ScenarioError(
                path: step.valuePath,
                message: "\(step.name) needs a \"window\" in a mode other than fullScreen (an iPad window)")
        }
    }
}
