import Export
import Orientation
import Pixels
import Player
import Video

extension PivotSnapshots {
    /// Renders the player on `clip` at `time` on each device, in every orientation the device supports, and
    /// verifies each screen against `DEVICE-ORIENTATION.png`.
    ///
    /// - Throws: A ``MediaError`` when the clip cannot be opened or decoded, or a `PlaybackError` when UIKit would
    ///   refuse an orientation.
    /// - Returns: Whether every screen matched (or was recorded).
    @discardableResult
    public func verify(
        clip: String, devices: [String], at time: Double = 0, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) throws -> Bool {
        var run = MatrixRun(source: try ClipFrameSource(path: clip))
        run.settings.devices = devices.map { id in
            guard let device = DeviceCatalog.device(id: id) else { preconditionFailure("unknown device id \(id)") }
            return device
        }
        run.settings.clipTime = time
        var screens: [(name: String, image: RGBImage)] = []
        try run.render { cell, frame in
            screens.append((OutputFolder.fileName(stem: cell.stem, format: .png), frame.image))
        }
        return verify(frames: screens, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs a scenario (the JSON of a `pivot simulate` file) and verifies its text report, the event log, against
    /// `name`.
    ///
    /// - Throws: The `ScenarioError` of a scenario that does not parse.
    /// - Returns: Whether the report matched (or was recorded).
    @discardableResult
    public func verify(
        scenario json: String, named name: String, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) throws -> Bool {
        let scenario = try Scenario.parse(json).get()
        return verify(
            text: ScenarioRunner().run(scenario).textReport, named: name, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }
}
