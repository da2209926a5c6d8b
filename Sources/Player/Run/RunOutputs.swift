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
/// ``finish(manifest:)``. The contact sheet is made at the end from the frame files it picks, so a run need not
/// know its frame count in advance (a scenario's ends where its last step does).
final class RunOutputs {
    /// What the outputs show and how they are written.
    struct Settings {
        /// The frame file format.
        var format: FrameFileFormat = .ppm
        /// Whether an earlier run's files may be replaced.
        var overwrite = false
        /// The view drawn; `nil` for the defaults (``FrameView/defaultForFrameFiles``,
        /// ``FrameView/defaultForVideo``).
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
        var frameView: FrameView { view ?? .defaultForFrameFiles }
        /// The view the video shows.
        var videoView: FrameView { view ?? .defaultForVideo }

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
    /// Every frame file written so far, with its rotation progress and label, for the contact sheet.
    private var sheetCandidates: [(file: String, progress: Double?, label: String)] = []
    /// The number of frames planned, or `nil` when the run's end decides (the disk is then checked per frame).
    private let plannedFrameCount: Int?

    /// Opens the outputs, refusing before anything is written to overwrite an earlier run or to fill the disk.
    ///
    /// - Parameters:
    ///   - folder: The frame files' folder (created when missing), or `nil` for the video alone, with its
    ///     manifest beside it as `VIDEO.json`.
    ///   - video: The video to write, or `nil`.
    ///   - frameCount: How many frames the run plans, or `nil` when its end decides; the disk is then checked
    ///     before each frame instead of once.
    ///   - shouldStop: Asked between frames (the folder stops on it too).
    /// - Throws: ``OutputError/wouldOverwrite(path:count:)``, ``OutputError/notEnoughSpace(path:frameCount:estimate:)``,
    ///   or the ``MediaError`` of opening the video.
    /// - Precondition: `folder` or `video` is given.
    init(
        folder: String?, video: String?, settings: Settings, frameCount: Int?,
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
        plannedFrameCount = frameCount
        if let folder {
            try Self.refuseWhenFull(folder: folder, frameCount: frameCount ?? 1, settings: settings, renderer: renderer)
        }
        manifestSink =
            try folder == nil ? video.map { try Self.videoManifestSink(for: $0, overwrite: settings.overwrite) } : nil
        recorder = try video.map { path in
            try VideoRecorder(
                path: path, view: settings.videoView, shape: settings.screenShape, scale: settings.scale,
                frameRate: settings.frameRate, overwrite: settings.overwrite)
        }
        writer = self.folder.map { FrameWriteQueue(folder: $0) }
    }

    /// Whether a stop was asked for.
    func isStopRequested(_ shouldStop: () -> Bool) -> Bool { folder?.isStopRequested ?? shouldStop() }

    /// Writes one frame: its file (in the frame view) and its video frame.
    ///
    /// - Parameters:
    ///   - interface: The interface as laid out, which the device view draws.
    ///   - interfaceView: The interface view's picture (the interface turned during a rotation), made only when
    ///     an output shows it.
    ///   - entry: The frame's manifest entry: its index, file, time, orientation and rotation progress.
    ///   - deviceView: How the device is held, for the device view.
    /// - Returns: The frame files' picture (the preview shows it).
    /// - Throws: The ``MediaError`` of a failed write; ``OutputError/notEnoughSpace(path:frameCount:estimate:)``
    ///   when a run of unknown length finds no room for the frame.
    func write(
        _ interface: RGBImage, interfaceView: @autoclosure () -> RGBImage, entry: some FrameEntry,
        deviceView: DeviceViewState
    ) throws -> RGBImage {
        var turned: RGBImage?
        func interfaceViewPicture() -> RGBImage {
            if let turned { return turned }
            turned = interfaceView()
            return turned!
        }
        let picture =
            settings.frameView == .device
            ? renderer.render(interface: interface, state: deviceView) : interfaceViewPicture()
        if let writer, let folder, let file = entry.file {
            if plannedFrameCount == nil {
                try Self.refuseWhenFull(
                    folder: folder.path(for: ""), frameCount: 1, settings: settings, renderer: renderer)
            }
            try writer.submit(picture, index: entry.index)
            sheetCandidates.append((file, entry.rotationProgress, Self.label(for: entry)))
        }
        if let recorder {
            let reuses = folder != nil && settings.frameView == recorder.view
            let source = recorder.view == .device ? interface : interfaceViewPicture()
            try recorder.append(reuses ? picture : recorder.picture(for: source, deviceView: deviceView))
        }
        return picture
    }

    /// `t=1.25 landscapeLeft`: a frame's contact-sheet label.
    static func label(for entry: some FrameEntry) -> String {
        String(format: "t=%.2f ", entry.time) + entry.interfaceOrientation.name
    }

    /// Ends a run that failed: waits for the queued frames, so they are written whole, and writes `manifest` (which
    /// says the run failed) over them, so no frame file is left unlisted; a run that wrote no frame file writes
    /// nothing. The video is left unfinished, which removes it, and a video written alone gets no manifest. Errors
    /// here are dropped: the failure is the one to report.
    func abandon(manifest: JSONValue) {
        // A write that failed stays failed; the manifest still lists what was queued, so no file goes unlisted.
        try? writer?.finish()
        guard let folder, !sheetCandidates.isEmpty else { return }
        _ = try? folder.finish(manifest: manifest)
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
            try folder.write(makeContactSheet(in: folder), to: Self.contactSheetName)
            try folder.finish(manifest: manifest)
            return folder.path(for: Self.manifestName)
        }
        let (sink, name) = manifestSink!
        try sink.write(Array((manifest.rendered() + "\n").utf8), to: name)
        return sink.path(for: name)
    }

    /// The contact sheet of the frame files written: ``sheetCellLimit`` evenly spaced ones and the first past the
    /// middle of each rotation (``ContactSheetSelection``), read back from the folder.
    private func makeContactSheet(in folder: OutputFolder) throws -> [UInt8] {
        var selection = ContactSheetSelection(frameCount: sheetCandidates.count, cells: Self.sheetCellLimit)
        var file = try ContactSheetPNG(sheet: sheet)
        for (index, candidate) in sheetCandidates.enumerated()
        where selection.includes(index: index, progress: candidate.progress) {
            let path = folder.path(for: candidate.file)
            let bytes = FileManager.default.contents(atPath: path)
            let picture =
                switch settings.format {
                case .ppm: bytes.flatMap { PPM.decode($0) }
                case .png: bytes.flatMap { try? PNGDecoder.decode([UInt8]($0)) }
                }
            guard let picture else { throw OutputError.unreadableFrame(path: path) }
            try file.add(sheet.thumbnail(picture), label: candidate.label)
        }
        return try file.finish()
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
