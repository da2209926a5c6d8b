import Export
import Foundation
import Orientation
import PivotJSON
import Pixels
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
        /// A video of the run to write (`.mp4` or `.mov`), or `nil`.
        public var video: String?
        /// The view drawn; `nil` for the defaults: the interface view in frame files, the device view in the video.
        public var view: FrameView?
        /// The device's screen outline for the device view.
        public var screenShape: DeviceScreenShape
        /// How HDR, wide-gamut and untagged colours are converted.
        public var color = ColorOptions()
        /// The container index of the video stream, or `nil` for the one the ffmpeg CLI picks.
        public var streamIndex: Int?
        /// Which QuickTime aperture the clip shows (`.clean`, AVFoundation's default).
        public var aperture = Aperture.Mode.clean

        /// Creates options that play with `playback`, neither overwrite nor change the format, and draw the
        /// device's own screen outline.
        public init(playback: PlaybackSettings) {
            self.playback = playback
            self.screenShape = DeviceScreenShape(device: playback.device)
        }

        /// The output settings of a run at `frameRate`.
        func outputs(frameRate: Double) -> RunOutputs.Settings {
            RunOutputs.Settings(
                format: format, overwrite: overwrite, view: view, screenShape: screenShape, device: playback.device,
                scale: playback.scale, frameRate: frameRate)
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
    public static let manifestName = RunOutputs.manifestName
    /// The contact sheet's name in the output folder.
    public static let contactSheetName = RunOutputs.contactSheetName

    /// Plays `clip` and writes every frame, the contact sheet and the manifest into `folder`, and the video when
    /// ``Options/video`` names one.
    ///
    /// - Parameters:
    ///   - clip: The clip's path.
    ///   - folder: The output folder (created with its parents when missing), or `nil` to write only the video,
    ///     with its manifest beside it as `VIDEO.json`.
    ///   - options: The device, rendering and output settings.
    ///   - progress: Called after each frame is rendered and queued for writing, with its record, the planned
    ///     frame count and the picture.
    ///   - shouldStop: Asked between frames; `true` ends the frames there, and the manifest is still written,
    ///     marked `"interrupted": true`.
    /// - Returns: What was written. A run that fails after writing frame files leaves a manifest listing them,
    ///   with `"failed"` giving the reason.
    /// - Throws: The clip's ``MediaError``; before playing, ``OutputError/wouldOverwrite(path:count:)`` when
    ///   overwriting is off and an earlier run's files are there, and ``OutputError/notEnoughSpace(path:frameCount:estimate:)``
    ///   when the frame files cannot fit; ``PlaybackError/appWouldCrash(_:)``; the ``MediaError`` of a failed write.
    /// - Precondition: `folder` or ``Options/video`` is given.
    public static func run(
        clip: String, folder: String?, options: Options,
        progress: @escaping (FrameRecord, Int, RGBImage) -> Void = { _, _, _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws -> Result {
        precondition(folder != nil || options.video != nil, "neither frame files nor a video to write")
        let source = try ClipFrameSource(
            path: clip, color: options.color, streamIndex: options.streamIndex, aperture: options.aperture)
        var run = PlaybackRun(source: source, settings: options.playback)
        let outputSettings = options.outputs(frameRate: run.outputFrameRate)
        run.frameFormat = options.format
        run.writesFrameFiles = folder != nil
        let frameCount = run.plannedFrameCount
        let outputs = try RunOutputs(
            folder: folder, video: options.video, settings: outputSettings, frameCount: frameCount,
            shouldStop: shouldStop)
        run.shouldStop = { outputs.isStopRequested(shouldStop) }
        let loop = run.makeLoop { frame, record in
            let picture = try outputs.write(
                frame.image, interfaceView: frame.interfaceView, entry: record, deviceView: record.deviceView)
            progress(record, frameCount, picture)
        }
        // The colours are known once the first picture is decoded.
        var header: [JSONValue.Field] {
            PlaybackReport.manifestHeader(
                clip: clip, settings: options.playback, color: source.colorConversion, aperture: options.aperture)
        }
        let report: PlaybackReport
        do {
            report = try run.play(on: loop)
        } catch {
            outputs.abandon(
                manifest: loop.manifest(
                    header: header, pictures: outputs.pictureFields,
                    status: JSONValue.fields(["failed": .string("\(error)")]), events: []))
            throw error
        }
        let warnings =
            source.info.presentationWarnings + (source.colorConversion?.warning.map { [$0] } ?? [])
            + (source.laterColorWarning.map { [$0] } ?? []) + report.warnings
            + (source.warning.map { ["\($0)"] } ?? [])
        let manifest = loop.manifest(
            header: header, pictures: outputs.pictureFields,
            status: JSONValue.fields(["warnings": .array(warnings.map(JSONValue.string))]) + report.settlingFields,
            events: report.events)
        let manifestPath = try outputs.finish(manifest: manifest)
        let isInterrupted = loop.isInterrupted
        return Result(
            report: report, plannedFrameCount: frameCount, warnings: warnings, isInterrupted: isInterrupted,
            manifestPath: manifestPath)
    }
}
