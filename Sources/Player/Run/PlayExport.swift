import Foundation
import Orientation
import Video

/// `pivot play` as one call: a ``PlaybackRun`` on a clip, every frame written into an ``OutputFolder``, then
/// `contact-sheet.png` and `manifest.json`.
///
/// ```swift
/// var options = PlayExport.Options(device: DeviceCatalog.device(id: "iphone-15")!)
/// options.rotations = RotationScript(turns: [.init(clipTime: 1, pose: .portrait)])
/// let result = try PlayExport.run(clip: "clip.mov", folder: "out", options: options)
/// ```
public enum PlayExport {
    /// How to play and what to write.
    public struct Options {
        /// The simulated device.
        public var device: DeviceModel
        /// How the video fills the screen.
        public var gravity: VideoGravity = .aspect
        /// How the close button's colours are chosen.
        public var contrastRule: ContrastRule = .adaptive
        /// Pixels per point of the rendered frames.
        public var scale: Double = 1
        /// Output frames per second; `nil` for the clip's own rate.
        public var framesPerSecond: Double?
        /// When the device turns.
        public var rotations = RotationScript()
        /// Whether an earlier run's files may be replaced (and its stale frames removed).
        public var overwrite = false
        /// The frame file format.
        public var format: FrameFileFormat = .ppm

        /// Creates options with `pivot play`'s defaults on `device`.
        public init(device: DeviceModel) {
            self.device = device
        }
    }

    /// What a run wrote.
    public struct Result: Sendable {
        /// The frames, turns and events.
        public var report: PlaybackReport
        /// The number of frames the clip's duration called for (more than written when interrupted or cut short).
        public var plannedFrameCount: Int
        /// Problems that did not stop the run, one sentence each, as the manifest's `warnings` lists them.
        public var warnings: [String]
        /// Whether the run stopped early because it was asked to.
        public var isInterrupted: Bool
        /// The manifest's path.
        public var manifestPath: String
    }

    /// The manifest's name in the output folder.
    public static let manifestName = "manifest.json"
    /// The contact sheet's name in the output folder.
    public static let contactSheetName = "contact-sheet.png"
    /// At most this many frames, evenly spaced, go on the contact sheet.
    static let sheetCells = 16

    /// Plays `clip` and writes every frame, the contact sheet and the manifest into `folder`.
    ///
    /// - Parameters:
    ///   - clip: The clip's path.
    ///   - folder: The output folder (created with its parents when missing).
    ///   - options: The device, rendering and output settings.
    ///   - progress: Called after each frame file is written, with its record and the planned frame count.
    ///   - shouldStop: Asked between frames; `true` ends the frames there, and the manifest is still written,
    ///     marked `"interrupted": true`.
    /// - Returns: What was written.
    /// - Throws: The clip's ``MediaError``; ``OutputError/wouldOverwrite(path:count:)`` before playing when
    ///   overwriting is off and an earlier run's files are there; ``PlaybackError/appWouldCrash(_:)``; the
    ///   ``MediaError`` of a failed write.
    public static func run(
        clip: String, folder: String, options: Options, progress: (FrameRecord, Int) -> Void = { _, _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws -> Result {
        let source = try ClipFrameSource(path: clip)
        var run = PlaybackRun(source: source, device: options.device)
        run.gravity = options.gravity
        run.contrastRule = options.contrastRule
        run.scale = options.scale
        run.framesPerSecond = options.framesPerSecond
        run.rotations = options.rotations
        run.frameFormat = options.format
        let frameCount = run.outputFrameCount
        let output = try OutputFolder(
            path: folder, manifestName: manifestName, format: options.format, overwrite: options.overwrite,
            stopRequested: shouldStop)
        try output.refuseOverwriting(frameCount: frameCount, names: [contactSheetName])
        run.shouldStop = { output.isStopRequested }

        let sheet = ContactSheet(columns: 4)
        let sheetStep = max(1, (frameCount + sheetCells - 1) / sheetCells)
        var sheetCells: [(label: String, image: RGBImage)] = []
        let report = try run.play { frame, record in
            try output.writeFrame(frame.image, index: record.index)
            if record.index % sheetStep == 0 {
                let label = String(format: "t=%.2f ", record.time) + record.interfaceOrientation.name
                sheetCells.append((label, ContactSheet.thumbnail(of: frame.image, fittingIn: sheet.thumbnailSide)))
            }
            progress(record, frameCount)
        }
        let isInterrupted = report.frames.count < frameCount && output.isStopRequested
        let warnings = report.warnings + (source.warning.map { ["\($0)"] } ?? [])
        try output.write(PNGEncoder.encode(sheet.render(sheetCells)), to: contactSheetName)
        let manifest = report.manifest(
            clip: clip, device: options.device.id, scale: options.scale, gravity: options.gravity,
            contrast: options.contrastRule, warnings: warnings, isInterrupted: isInterrupted)
        try output.finish(manifest: manifest)
        return Result(
            report: report, plannedFrameCount: frameCount, warnings: warnings, isInterrupted: isInterrupted,
            manifestPath: output.path(for: manifestName))
    }
}
