import Export
import Foundation
import Orientation
import PivotJSON
import Pixels
import Video

/// Where a rendered run goes — frame files with `contact-sheet.png` and `manifest.json` in a folder, a video, or
/// both — shared by `pivot play` (``PlayExport``) and `pivot simulate --render` (``ScenarioRender``), so both
/// write, check the disk, preview and record the same way.
///
/// Frame files are written on a second thread while the next frames render; the folder is the queue's until
/// ``finish(manifest:)``.
final class RunOutputs {
    /// What the outputs show and how they are written.
    struct Settings {
        /// The frame file format.
        var format: FrameFileFormat = .ppm
        /// Whether an earlier run's files may be replaced.
        var overwrite = false
        /// The view drawn; `nil` for the defaults: the interface view in frame files, the device view in the video.
        var view: FrameView?
        /// The device's screen outline for the device view.
        var screenShape: DeviceScreenShape
        /// The device, for the largest frame's size.
        var device: DeviceModel
        /// Pixels per point.
        var scale: Double
        /// The output frame rate.
        var frameRate: Double

        /// The view the frame files show.
        var frameView: FrameView { view ?? .interface }
        /// The view the video shows.
        var videoView: FrameView { view ?? .device }
    }

    /// The manifest's name in the output folder.
    static let manifestName = "manifest.json"
    /// The contact sheet's name in the output folder.
    static let contactSheetName = "contact-sheet.png"
    /// At most this many frames, evenly spaced, go on the contact sheet.
    static let sheetCellLimit = 16

    let settings: Settings
    /// The frame files' folder, if any.
    let folder: OutputFolder?
    private let manifestSink: (FileSink, String)?
    private let recorder: VideoRecorder?
    private let renderer: DeviceViewRenderer
    private let writer: FrameWriteQueue?
    private let sheet = ContactSheet(columns: 4)
    private var selection: ContactSheetSelection
    /// The contact sheet, encoded as its frames come; only with a folder.
    private var sheetFile: ContactSheetPNG?

    /// Opens the outputs, refusing before anything is written to overwrite an earlier run or to fill the disk.
    ///
    /// - Parameters:
    ///   - folder: The frame files' folder (created when missing), or `nil` for the video alone, with its
    ///     manifest beside it as `VIDEO.json`.
    ///   - video: The video to write, or `nil`.
    ///   - frameCount: How many frames the run plans.
    ///   - shouldStop: Asked between frames (the folder stops on it too).
    /// - Throws: ``OutputError/wouldOverwrite(path:count:)``, ``OutputError/notEnoughSpace(path:frameCount:estimate:)``,
    ///   or the ``MediaError`` of opening the video.
    /// - Precondition: `folder` or `video` is given.
    init(
        folder: String?, video: String?, settings: Settings, frameCount: Int,
        shouldStop: @escaping () -> Bool
    ) throws {
        precondition(folder != nil || video != nil, "neither frame files nor a video to write")
        self.settings = settings
        renderer = DeviceViewRenderer(shape: settings.screenShape, scale: settings.scale)
        self.folder = try folder.map { folder in
            let output = try OutputFolder(
                path: folder, manifestName: Self.manifestName, format: settings.format,
                overwrite: settings.overwrite, stopRequested: shouldStop)
            try output.refuseOverwriting(frameCount: frameCount, names: [Self.contactSheetName])
            return output
        }
        if let folder {
            try Self.refuseWhenFull(folder: folder, frameCount: frameCount, settings: settings, renderer: renderer)
        }
        manifestSink =
            try folder == nil ? video.map { try Self.videoManifestSink(for: $0, overwrite: settings.overwrite) } : nil
        recorder = try video.map { path in
            try VideoRecorder(
                path: path, view: settings.videoView, shape: settings.screenShape, scale: settings.scale,
                frameRate: settings.frameRate, overwrite: settings.overwrite)
        }
        writer = self.folder.map { FrameWriteQueue(folder: $0) }
        sheetFile = try self.folder.map { [sheet] _ in try ContactSheetPNG(sheet: sheet) }
        selection = ContactSheetSelection(frameCount: frameCount, cells: Self.sheetCellLimit)
    }

    /// Whether a stop was asked for.
    func isStopRequested(_ shouldStop: () -> Bool) -> Bool { folder?.isStopRequested ?? shouldStop() }

    /// Writes one frame: its file (in the frame view), its contact-sheet cell when picked, its video frame.
    ///
    /// - Parameters:
    ///   - interface: The interface view's picture.
    ///   - index: The frame's index.
    ///   - deviceView: How the device is held, for the device view.
    ///   - progress: The running rotation's progress, which puts mid-rotation frames on the sheet.
    ///   - label: The frame's contact-sheet label.
    /// - Returns: The frame files' picture (the preview shows it).
    /// - Throws: The ``MediaError`` of a failed write.
    func write(
        _ interface: RGBImage, index: Int, deviceView: DeviceViewState, progress: Double?, label: String
    ) throws -> RGBImage {
        let picture =
            settings.frameView == .device ? renderer.render(interface: interface, state: deviceView) : interface
        if let writer {
            try writer.submit(picture, index: index)
            if selection.includes(index: index, progress: progress) {
                try sheetFile?.add(sheet.thumbnail(picture), label: label)
            }
        }
        if let recorder {
            let reuses = folder != nil && settings.frameView == .device && recorder.view == .device
            try recorder.append(reuses ? picture : recorder.picture(for: interface, deviceView: deviceView))
        }
        return picture
    }

    /// Waits for the queued frames after a failure, so they are written whole; the failure is the one to report.
    func abandon() {
        try? writer?.finish()
    }

    /// The manifest's top-level description of the pictures it lists (the frame files, or the video when it is
    /// written alone): `view`, the view they show, and `frameSize`, their size in pixels when it is fixed (the device
    /// view's square canvas, a video's frame), or `null` when each is as large as its frame's `canvas`. A frame's
    /// geometry (`canvas`, `videoRect`, `closeButton`) is in the interface's upright canvas in either view.
    var pictureFields: [JSONValue.Field] {
        let view: FrameView
        let frameSize: (width: Int, height: Int)?
        if folder != nil {
            view = settings.frameView
            frameSize = view == .device ? (renderer.canvasSide, renderer.canvasSide) : nil
        } else if let recorder {
            view = recorder.view
            frameSize = recorder.canvasSize
        } else {
            preconditionFailure("a run writes frame files, a video or both")
        }
        return JSONValue.fields([
            "view": .string(view.rawValue),
            "frameSize": frameSize.map { .array([.number(Double($0.width)), .number(Double($0.height))]) } ?? .null,
        ])
    }

    /// Finishes the frame files, the video, the contact sheet and the manifest.
    ///
    /// - Returns: The manifest's path.
    /// - Throws: The ``MediaError`` of a failed write.
    func finish(manifest: JSONValue) throws -> String {
        try writer?.finish()
        try recorder?.finish()
        if let folder {
            if let sheetFile = sheetFile.take() { try folder.write(sheetFile.finish(), to: Self.contactSheetName) }
            try folder.finish(manifest: manifest)
            return folder.path(for: Self.manifestName)
        }
        let (sink, name) = manifestSink!
        try sink.write(Array((manifest.rendered() + "\n").utf8), to: name)
        return sink.path(for: name)
    }

    /// Refuses, before anything is written, a run whose frame files would not fit in the folder's free space.
    private static func refuseWhenFull(
        folder: String, frameCount: Int, settings: Settings, renderer: DeviceViewRenderer
    ) throws {
        // The largest frame: the device view's fixed canvas, or the window at the scale (either orientation has
        // the same area), rounded up to whole pixels.
        let isDevice = settings.frameView == .device
        let size = settings.device.portraitSize
        let width = isDevice ? renderer.canvasSide : Int((size.width * settings.scale).rounded(.up))
        let height = isDevice ? renderer.canvasSide : Int((size.height * settings.scale).rounded(.up))
        let estimate = DiskSpaceEstimate(
            frameCount: frameCount, width: width, height: height, format: settings.format,
            availableBytes: try DiskSpace.availableBytes(at: folder))
        guard estimate.fits else {
            throw OutputError.notEnoughSpace(path: folder, frameCount: frameCount, estimate: estimate)
        }
    }

    /// The folder and name of the manifest written beside a video when there are no frame files
    /// (`run.mp4` → `run.mp4.json`); a plain sink, so an earlier manifest's frame names are never removed.
    private static func videoManifestSink(for video: String, overwrite: Bool) throws -> (FileSink, String) {
        let url = URL(fileURLWithPath: video)
        let sink = try FileSink(folder: url.deletingLastPathComponent().path, overwrite: overwrite)
        let name = url.lastPathComponent + ".json"
        if !overwrite, sink.existingNames(among: [name]).first != nil {
            throw OutputError.wouldOverwrite(path: sink.path(for: name), count: 1)
        }
        return (sink, name)
    }
}

@available(*, unavailable, message: "it owns a VideoRecorder and a writer thread")
extension RunOutputs: Sendable {}
