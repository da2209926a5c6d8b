public import Chrome
import Export
import Foundation
import Orientation
import PivotJSON
import Pixels
import Video

/// `pivot matrix --scenario FILE`: the user's app, not the seed's, on every device × iOS version × interface
/// orientation its masks allow there: the scenario's screen at one time, one frame file per cell, then
/// `contact-sheet.png` (a row per device; versions, then orientations, across) and `matrix.json`.
///
/// Each cell replays the scenario from launch on that device and version, as the file says, through every step
/// that begins by the time, and draws the screen there as `pivot simulate --render` draws a frame (one
/// ``FrameLoop`` frame). When the interface is then in another orientation, the device is turned to the pose of
/// the cell's and the rotation is let end (so a clip playing there has moved on by the rotation's duration). A
/// cell whose orientation the app's masks refuse there (the interface stays in another) is not drawn: a
/// landscape-only app gets no portrait cells. A choice: a device already held in the cell's pose whose interface
/// is in another orientation (a presentation's preferred orientation) is not turned away and back, so that cell
/// is not drawn either.
///
/// ```swift
/// var options = ScenarioMatrix.Options()
/// options.iosVersions = [IOSVersion(16, 0), IOSVersion(18, 0)]
/// let result = try ScenarioMatrix.run(file: "app.json", folder: "out", options: options)
/// ```
public enum ScenarioMatrix {
    /// What to render and write.
    public struct Options: Sendable, Equatable {
        /// The devices, in order, or `nil` for the scenario's own.
        public var devices: [DeviceModel]?
        /// The iOS releases, in order, or `nil` for the scenario's own.
        public var iosVersions: [IOSVersion]?
        /// The scenario time shown, in seconds.
        public var time: Double = 0
        /// Pixels per point, fixed or each device's own.
        public var scale: RenderScale = .fixed(1)
        /// How the players' videos fill their views.
        public var gravity: VideoGravity = .aspect
        /// How the players' close-button colours are chosen.
        public var contrastRule: ContrastRule = .adaptive
        /// The cell file format.
        public var format: FrameFileFormat = .ppm
        /// Whether an earlier run's files may be replaced (and its stale cells removed).
        public var overwrite = false
        /// The part of the cells this run renders (`--shard K/N`), or `nil` for every cell.
        public var shard: Shard?
        /// Whether the system chrome is drawn, and in which appearance (`.none`, the bare rendering, by default).
        public var chrome = ChromeSettings.none

        /// Creates the defaults: the scenario's device and version at time 0, PPM, 1 pixel per point.
        public init() {}
    }

    /// One cell: a device, a version and the interface orientation shown.
    public struct Cell: Sendable, Equatable {
        /// The device id.
        public var device: String
        /// The iOS release whose rules applied.
        public var iosVersion: IOSVersion
        /// The interface orientation shown.
        public var orientation: InterfaceOrientation

        /// Creates a cell.
        public init(device: String, iosVersion: IOSVersion, orientation: InterfaceOrientation) {
            self.device = device
            self.iosVersion = iosVersion
            self.orientation = orientation
        }

        /// `iphone-15-ios18.0-landscapeLeft`, the cell's file name without its extension.
        public var stem: String { "\(device)-ios\(iosVersion)-\(orientation.name)" }
        /// `iphone-15 iOS 18.0 landscapeLeft`, the contact sheet's label.
        public var label: String { "\(device) iOS \(iosVersion) \(orientation.name)" }
        /// `iphone-15 iOS 18.0`: the device and version the scenario is read and replayed for.
        var variant: String { "\(device) iOS \(iosVersion)" }
    }

    /// What a run wrote.
    public struct Result: Sendable, Equatable {
        /// The cells written, in order.
        public var cells: [Cell]
        /// Each written cell's place (from 0) among the candidate cells of the whole run, before any shard was
        /// taken: what puts shards' results back in a single run's order.
        public var positions: [Int]
        /// Whether the run stopped early because it was asked to.
        public var isInterrupted: Bool
        /// The contact sheet's path.
        public var contactSheetPath: String
        /// The manifest's path.
        public var manifestPath: String
    }

    /// The cells that may be drawn, in order: devices as listed, then versions as listed, then portrait,
    /// landscapeLeft, landscapeRight, portraitUpsideDown where the device has them, on the versions the device ran; of them, the options' shard's
    /// only. The app's masks decide later which of them are drawn.
    public static func candidates(of scenario: Scenario, options: Options) -> [Cell] {
        let all = (options.devices ?? [scenario.device]).flatMap { device in
            // A device × version the device never ran is left out (DeviceModel.runs), not refused.
            (options.iosVersions ?? [scenario.iosVersion]).filter(device.runs).flatMap { version in
                InterfaceOrientation.displayOrder.filter { device.supportedOrientations.contains($0) }.map {
                    Cell(device: device.id, iosVersion: version, orientation: $0)
                }
            }
        }
        return options.shard?.select(all) ?? all
    }

    /// Replays `scenario` (parsed for the cell's device and version) and draws its screen at `time` in the cell's
    /// orientation, or `nil` when the app's masks keep the interface out of it there.
    ///
    /// - Throws: ``PlaybackError/appWouldCrash(_:)`` when the scenario would crash the app by then;
    ///   ``ScenarioSimulation/Failure/clip(_:)`` for a clip that cannot be opened; what the compositor throws.
    static func render(
        _ scenario: Scenario, _ cell: Cell, device: DeviceModel, time: Double, options: Options
    ) throws -> RenderedScene? {
        let players = ScenarioSimulation.PlayerFactory(gravity: options.gravity, contrastRule: options.contrastRule)
        var runner = ScenarioRunner(makeController: players.make)
        runner.drawsSystemBars = options.chrome.drawsSystemBars
        let replay = try runner.start(scenario)
        let session = replay.session
        // Every step that begins by `time` is performed: a pull returns when the next one may begin.
        while let until = try replay.next(), until <= time + 1e-9 {}
        session.advance(by: max(0, time - session.time))
        try PlayerStage.check(session.crash)
        if session.interfaceOrientation != cell.orientation {
            try PlayerStage.check(session.rotate(to: cell.orientation.deviceOrientation))
            if let rotation = session.activeTransition { session.advance(by: rotation.endTime - session.time) }
            guard session.interfaceOrientation == cell.orientation else { return nil }
        }
        let loop = FrameLoop<SceneFrameRecord>(
            settings: .init(
                scale: options.scale.pixelsPerPoint(on: device), frameRate: 1, frameLimit: 1, writesFiles: false,
                chrome: options.chrome),
            output: { _, _ in })
        var drawn: RenderedScene?
        // The cell is the loop's first frame; it needs no manifest entry, so none is made.
        try loop.draw(session, until: .infinity) { frame in
            drawn = frame.scene
            return nil
        }
        return drawn
    }

    /// Renders every cell of the scenario at `file` and writes the cells, the contact sheet and `matrix.json` into
    /// `folder`.
    ///
    /// - Parameters:
    ///   - file: The scenario file.
    ///   - folder: The output folder (created with its parents when missing).
    ///   - options: The devices, versions, time, rendering and output settings.
    ///   - shouldStop: Asked between cells; `true` ends the cells there, and `matrix.json` is still written,
    ///     marked `"interrupted": true`.
    /// - Returns: What was written.
    /// - Throws: ``ScenarioSimulation/Failure`` for a scenario invalid on its own version or a cell's, or a clip;
    ///   ``OutputError/wouldOverwrite(path:count:)`` before rendering when overwriting is off and an earlier run's
    ///   files are there; ``PlaybackError/appWouldCrash(_:)``; the ``MediaError`` of a failed write.
    public static func run(
        file: String, folder: String, options: Options, shouldStop: @escaping () -> Bool = { false }
    ) throws -> Result {
        func loaded<Value>(_ result: Swift.Result<Value, ScenarioError>) throws -> Value {
            try result.mapError(ScenarioSimulation.Failure.invalidScenario).get()
        }
        let text = try loaded(ScenarioSimulation.readText(file))
        let scenario = try loaded(ScenarioSimulation.parse(text, file: file))
        let (manifestName, contactSheetName) = (
            Shard.name(MatrixExport.manifestName, for: options.shard),
            Shard.name(MatrixExport.contactSheetName, for: options.shard)
        )
        let output = try OutputFolder(
            path: folder, manifestName: manifestName, format: options.format, overwrite: options.overwrite,
            stopRequested: shouldStop)
        let candidates = candidates(of: scenario, options: options)
        let names = candidates.map { OutputFolder.fileName(stem: $0.stem, format: output.format) }
        try output.refuseOverwriting(frameCount: 0, names: names + [contactSheetName])
        let devices = Dictionary(
            (options.devices ?? [scenario.device]).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Each device × version replays the file as read for it: its `ifVersion` branches taken for that version.
        var parsed: [String: Scenario] = [:]
        for cell in candidates where parsed[cell.variant] == nil {
            parsed[cell.variant] = try loaded(
                ScenarioSimulation.parse(text, file: file, iosVersion: cell.iosVersion, device: devices[cell.device]!)
                    .mapError {
                        ScenarioError(path: cell.variant + ($0.path.isEmpty ? "" : ", \($0.path)"), message: $0.message)
                    })
        }
        let variants = parsed

        let sheet = ContactSheet(columns: 1)
        var cells: [Cell] = []
        var positions: [Int] = []
        var thumbnails: [RGBImage] = []
        var entries: [JSONValue] = []
        var isInterrupted = false
        // Cells render on one thread per core, each replaying the scenario with players of its own; each is
        // shrunk to its thumbnail there, and arrives here in order to be written.
        try OrderedWork.run(
            count: candidates.count, workers: ProcessorCores.usable,
            shouldStop: {
                isInterrupted = isInterrupted || output.isStopRequested
                return isInterrupted
            },
            makeWorker: {}, caller: (),
            perform: { index, _ in
                let cell = candidates[index]
                return try render(
                    variants[cell.variant]!, cell, device: devices[cell.device]!, time: options.time, options: options
                )
                .map {
                    (
                        cell: cell, position: options.shard?.position(ofSelected: index) ?? index, scene: $0,
                        thumbnail: sheet.thumbnail($0.image)
                    )
                }
            },
            output: { drawn in
                let file = try output.writeImage(drawn.scene.image, stem: drawn.cell.stem)
                cells.append(drawn.cell)
                positions.append(drawn.position)
                thumbnails.append(drawn.thumbnail)
                entries.append(drawn.cell.json(drawn.scene, file: file))
            })
        // A row per device: its versions, then its orientations, across.
        let columns = Dictionary(grouping: cells, by: \.device).values.map(\.count).max() ?? 1
        var sheetFile = try ContactSheetPNG(sheet: ContactSheet(columns: columns))
        for (cell, thumbnail) in zip(cells, thumbnails) { try sheetFile.add(thumbnail, label: cell.label) }
        try output.write(sheetFile.finish(), to: contactSheetName)
        try output.finish(
            manifest: .object(
                JSONValue.fields([
                    "scenario": .string(file), "time": .number(options.time), "interrupted": .bool(isInterrupted),
                ]) + options.chrome.manifestFields + JSONValue.fields(["cells": .array(entries)])))
        return Result(
            cells: cells, positions: positions, isInterrupted: isInterrupted,
            contactSheetPath: output.path(for: contactSheetName),
            manifestPath: output.path(for: manifestName))
    }
}

extension ScenarioMatrix.Cell {
    /// The cell's entry in `matrix.json`: where it came from, its file and canvas, and each player drawn.
    fileprivate func json(_ scene: RenderedScene, file: String) -> JSONValue {
        func rect(_ r: PixelRect) -> JSONValue { .array([r.x, r.y, r.width, r.height].map { .number(Double($0)) }) }
        return .object([
            "device": .string(device),
            "iosVersion": .string("\(iosVersion)"),
            "interfaceOrientation": .string(orientation.name),
            "file": .string(file),
            "canvas": .array([.number(Double(scene.image.width)), .number(Double(scene.image.height))]),
            "players": .array(
                scene.players.map { player in
                    .object([
                        "id": .string(player.id),
                        "kind": .string(player.kind.rawValue),
                        "videoRect": rect(player.frame.videoRect),
                        "closeButton": rect(player.frame.closeButton.rect),
                    ])
                }),
        ])
    }
}
