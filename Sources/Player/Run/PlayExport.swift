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
        /// Whether frame files are written (`--out`); `false` writes only the video, its manifest beside it.
        public var writesFrames = true
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

        /// Creates options that play with `playback`, neither overwrite nor change the format, and draw the
        /// device's own screen outline.
        public init(playback: PlaybackSettings) {
            self.playback = playback
            self.screenShape = DeviceScreenShape(device: playback.device)
        }

        /// The view the frame files show.
        var frameView: FrameView { view ?? .interface }
        /// The view the video shows.
        var videoView: FrameView { view ?? .device }
        /// Whether any output draws the device view, which needs the bounds to animate as UIKit's do.
        var drawsDeviceView: Bool { (writesFrames && frameView == .device) || (video != nil && videoView == .device) }
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
    /// - Returns: What was written.
    /// - Throws: The clip's ``MediaError``; before playing, ``OutputError/wouldOverwrite(path:count:)`` when
    ///   overwriting is off and an earlier run's files are there, and ``OutputError/notEnoughSpace(path:frameCount:estimate:)``
    ///   when the frame files cannot fit; ``PlaybackError/appWouldCrash(_:)``; the ``MediaError`` of a failed write.
    /// - Precondition: `folder` or ``Options/video`` is given.
    public static func run(
        clip: String, folder: String?, options: Options,
        progress: (FrameRecord, Int, RGBImage) -> Void = { _, _, _ in }, shouldStop: @escaping () -> Bool = { false }
    ) throws -> Result {
        precondition(folder != nil || options.video != nil, "neither frame files nor a video to write")
        var options = options
        options.writesFrames = folder != nil
        let source = try ClipFrameSource(path: clip, color: options.color, streamIndex: options.streamIndex)
        var run = PlaybackRun(source: source, settings: options.playback)
        run.frameFormat = options.format
        run.animatesBounds = options.drawsDeviceView
        let frameCount = run.outputFrameCount
        let renderer = DeviceViewRenderer(shape: options.screenShape, scale: options.playback.scale)
        let frames = try folder.map { folder in
            let output = try OutputFolder(
                path: folder, manifestName: manifestName, format: options.format, overwrite: options.overwrite,
                stopRequested: shouldStop)
            try output.refuseOverwriting(frameCount: frameCount, names: [contactSheetName])
            try refuseWhenFull(folder: folder, frameCount: frameCount, options: options, renderer: renderer)
            return output
        }
        let manifestSink =
            try folder == nil ? options.video.map { try videoManifestSink(for: $0, options: options) } : nil
        let recorder = try options.video.map { path in
            try VideoRecorder(
                path: path, view: options.videoView, shape: options.screenShape, scale: options.playback.scale,
                frameRate: run.outputFrameRate, overwrite: options.overwrite)
        }
        run.shouldStop = { frames?.isStopRequested ?? shouldStop() }

        let sheet = ContactSheet(columns: 4)
        var selection = ContactSheetSelection(frameCount: frameCount, cells: sheetCellLimit)
        var sheetCells: [(label: String, image: RGBImage)] = []
        // Frame files are written on a second thread while the next frames render; the folder is the queue's
        // until `finish()`.
        let writer = frames.map { FrameWriteQueue(folder: $0) }
        let report: PlaybackReport
        do {
            report = try run.play { frame, record in
                let picture =
                    options.frameView == .device
                    ? renderer.render(interface: frame.image, state: record.deviceView) : frame.image
                if let writer {
                    try writer.submit(picture, index: record.index)
                    if selection.includes(record) {
                        let label = String(format: "t=%.2f ", record.time) + record.interfaceOrientation.name
                        sheetCells.append(
                            (label, ContactSheet.thumbnail(of: picture, fittingIn: sheet.thumbnailSide)))
                    }
                }
                if let recorder {
                    let reuses = frames != nil && options.frameView == .device && recorder.view == .device
                    try recorder.append(reuses ? picture : recorder.picture(for: frame, record: record))
                }
                progress(record, frameCount, picture)
            }
            try writer?.finish()
        } catch {
            // The run's own error is the one to report; the frames queued before it are still written whole.
            try? writer?.finish()
            throw error
        }
        try recorder?.finish()
        let isInterrupted = report.frames.count < frameCount && (frames?.isStopRequested ?? shouldStop())
        let warnings =
            source.info.video.presentationWarnings + report.warnings + (source.warning.map { ["\($0)"] } ?? [])
        let manifest = report.manifest(
            clip: clip, settings: options.playback, warnings: warnings, isInterrupted: isInterrupted,
            color: source.colorConversion)
        let manifestPath: String
        if let frames {
            try frames.write(PNGEncoder.encode(sheet.render(sheetCells)), to: contactSheetName)
            try frames.finish(manifest: manifest)
            manifestPath = frames.path(for: manifestName)
        } else {
            let (sink, name) = manifestSink!
            try sink.write(Array((manifest.rendered() + "\n").utf8), to: name)
            manifestPath = sink.path(for: name)
        }
        return Result(
            report: report, plannedFrameCount: frameCount, warnings: warnings, isInterrupted: isInterrupted,
            manifestPath: manifestPath)
    }

    /// Refuses, before anything is written, a run whose frame files would not fit in the folder's free space.
    private static func refuseWhenFull(
        folder: String, frameCount: Int, options: Options, renderer: DeviceViewRenderer
    ) throws {
        // The largest frame: the device view's fixed canvas, or the window at the scale (either orientation has
        // the same area), rounded up to whole pixels.
        let side = renderer.canvasSide
        let width =
            options.frameView == .device
            ? side : Int((options.playback.device.portraitSize.width * options.playback.scale).rounded(.up))
        let height =
            options.frameView == .device
            ? side : Int((options.playback.device.portraitSize.height * options.playback.scale).rounded(.up))
        let estimate = DiskSpaceEstimate(
            frameCount: frameCount, width: width, height: height, format: options.format,
            availableBytes: try DiskSpace.availableBytes(at: folder))
        guard estimate.fits else {
            throw OutputError.notEnoughSpace(path: folder, frameCount: frameCount, estimate: estimate)
        }
    }

    /// The folder and name of the manifest written beside a video when there are no frame files
    /// (`run.mp4` → `run.mp4.json`); a plain sink, so an earlier manifest's frame names are never removed.
    private static func videoManifestSink(for video: String, options: Options) throws -> (FileSink, String) {
        let url = URL(fileURLWithPath: video)
        let sink = try FileSink(folder: url.deletingLastPathComponent().path, overwrite: options.overwrite)
        let name = url.lastPathComponent + ".json"
        if !options.overwrite, sink.existingNames(among: [name]).first != nil {
            throw OutputError.wouldOverwrite(path: sink.path(for: name), count: 1)
        }
        return (sink, name)
    }
}
