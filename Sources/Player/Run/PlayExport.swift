import Foundation
import Orientation
import Video

/// `pivot play` as one call: a ``PlaybackRun`` on a clip, every frame written into an ``OutputFolder``, then
/// `contact-sheet.png` and `manifest.json`.
///
/// ```swift
/// var options = PlayExport.Options(playback: PlaybackSettings(device: iPhone15))
/// options.playback.rotations = RotationScript(turns: [.init(clipTime: 1, pose: .portrait)])
/// let result = try PlayExport.run(clip: "clip.mov", folder: "out", options: options)
/// ```
public enum PlayExport {
    /// How to play and what to write.
    public struct Options: Sendable, Equatable {
        /// The device, rendering and rotation settings.
        public var playback: PlaybackSettings
        /// Whether an earlier run's files may be replaced (and its stale frames removed).
        public var overwrite = false
        /// The frame file format.
        public var format: FrameFileFormat = .ppm
        /// How HDR, wide-gamut and untagged colours are converted.
        public var color = ColorOptions()
        /// The container index of the video stream, or `nil` for the one the ffmpeg CLI picks.
        public var streamIndex: Int?

        /// Creates options that play with `playback` and neither overwrite nor change the format.
        public init(playback: PlaybackSettings) {
            self.playback = playback
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
    static let sheetCellLimit = 16

    /// Plays `clip` and writes every frame, the contact sheet and the manifest into `folder`.
    ///
    /// - Parameters:
    ///   - clip: The clip's path.
    ///   - folder: The output folder (created with its parents when missing).
    ///   - options: The device, rendering and output settings.
    ///   - progress: Called after each frame is rendered and queued for writing, with its record and the planned
    ///     frame count.
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
        let source = try ClipFrameSource(path: clip, color: options.color, streamIndex: options.streamIndex)
        var run = PlaybackRun(source: source, settings: options.playback)
        run.frameFormat = options.format
        let frameCount = run.outputFrameCount
        let output = try OutputFolder(
            path: folder, manifestName: manifestName, format: options.format, overwrite: options.overwrite,
            stopRequested: shouldStop)
        try output.refuseOverwriting(frameCount: frameCount, names: [contactSheetName])
        run.shouldStop = shouldStop

        let sheet = ContactSheet(columns: 4)
        let sheetStep = max(1, (frameCount + sheetCellLimit - 1) / sheetCellLimit)
        var sheetCells: [(label: String, image: RGBImage)] = []
        // Frame files are written on a second thread while the next frames render; the folder is the queue's
        // until `finish()`.
        let writer = FrameWriteQueue(folder: output)
        let report: PlaybackReport
        do {
            report = try run.play { frame, record in
                try writer.submit(frame.image, index: record.index)
                if record.index % sheetStep == 0 {
                    let label = String(format: "t=%.2f ", record.time) + record.interfaceOrientation.name
                    sheetCells.append(
                        (label, ContactSheet.thumbnail(of: frame.image, fittingIn: sheet.thumbnailSide)))
                }
                progress(record, frameCount)
            }
            try writer.finish()
        } catch {
            // The run's own error is the one to report; the frames queued before it are still written whole.
            try? writer.finish()
            throw error
        }
        let isInterrupted = report.frames.count < frameCount && output.isStopRequested
        let warnings =
            source.info.video.presentationWarnings + report.warnings + (source.warning.map { ["\($0)"] } ?? [])
        try output.write(PNGEncoder.encode(sheet.render(sheetCells)), to: contactSheetName)
        let manifest = report.manifest(
            clip: clip, settings: options.playback, warnings: warnings, isInterrupted: isInterrupted,
            color: source.colorConversion)
        try output.finish(manifest: manifest)
        return Result(
            report: report, plannedFrameCount: frameCount, warnings: warnings, isInterrupted: isInterrupted,
            manifestPath: output.path(for: manifestName))
    }
}
