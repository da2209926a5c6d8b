import ArgumentParser
import Orientation

/// `--window MODE[:WxH]`: the iPad window `play` runs in (a mode of `WindowMode`, and a size in points).
struct WindowArgument: ExpressibleByArgument {
    let mode: WindowMode
    let size: Size?

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let mode = WindowMode(rawValue: String(parts[0])) else { return nil }
        self.mode = mode
        guard parts.count == 2 else {
            size = nil
            return
        }
        let numbers = parts[1].split(separator: "x").compactMap { Double($0) }
        guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
        size = Size(width: numbers[0], height: numbers[1])
    }

    /// The window on `device` held in `pose` under `version`, or why there is none (the mode does not exist
    /// there, or the size is not one the mode offers).
    func placement(
        on device: DeviceModel, pose: DeviceOrientation, version: IOSVersion
    ) throws(ValidationError) -> WindowPlacement {
        if let absence = mode.absence(on: version) {
            throw ValidationError("--window: \(absence) (--ios-version is \(version))")
        }
        guard device.supports(mode) else {
            throw ValidationError("--window: \(device.name) does not support \(mode.rawValue)")
        }
        do throws(WindowRequestError) {
            return try WindowPlacement.requested(
                mode, size: size, origin: nil, on: device, in: pose.interfaceOrientation ?? .portrait)
        } catch {
            throw ValidationError("--window: \(error.message)")
        }
    }
}
