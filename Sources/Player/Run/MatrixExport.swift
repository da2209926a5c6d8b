import Export
import Foundation
import Orientation
import PivotJSON
import Pixels
import Video

/// `pivot matrix` as one call: a ``MatrixRun`` on a clip, one frame file per cell written into an
/// ``OutputFolder`` in the options' ``FrameFileFormat``, then `contact-sheet.png` and `matrix.json`.
public enum MatrixExport {
    /// What to render and write.
    public struct Options: Sendable, Equatable {
        /// The devices, time and rendering.
        public var matrix: MatrixSettings
        /// Whether an earlier run's files may be replaced (and its stale cells removed).
        public var overwrite = false
        /// The cell file format.
        public var format: FrameFileFormat = .ppm
        /// The container index of the video stream shown, or `nil` for the one the ffmpeg CLI picks.
        public var streamIndex: Int?

        /// Creates options that render `matrix` as PPM cells of the ffmpeg CLI's stream and do not overwrite.
        public init(matrix: MatrixSettings = MatrixSettings()) {
            self.matrix = matrix
        }
    }

    /// What a run wrote.
    public struct Result: Sendable, Equatable {
        /// The cells written, in order.
        public var cells: [MatrixCell]
        /// Each written cell's place (from 0) among the cells of the whole run, before any shard was taken: what
        /// puts shards' results back in a single run's order.
        public var positions: [Int]
        /// Problems that did not stop the run, one sentence each, as `matrix.json`'s `warnings` lists them.
        public var warnings: [String]
        /// Whether the run stopped early because it was asked to.
        public var isInterrupted: Bool
        /// The contact sheet's path.
        public var contactSheetPath: String
        /// The manifest's path.
        public var manifestPath: String
    }

    /// The manifest's name in the output folder (``Shard/name(_:for:)`` for a shard's).
    public static let manifestName = "matrix.json"
    /// The contact sheet's name in the output folder (``Shard/name(_:for:)`` for a shard's).
    public static let contactSheetName = "contact-sheet.png"

    /// Renders every cell of `clip` at the options' time and writes the cells, the contact sheet and
    /// `matrix.json` into `folder`.
    ///
    /// - Parameters:
    ///   - clip: The clip's path.
    ///   - folder: The output folder (created with its parents when missing).
    ///   - options: The devices, time, rendering and output settings.
    ///   - shouldStop: Asked between cells; `true` ends the cells there, and `matrix.json` is still written,
    ///     marked `"interrupted": true`.
    /// - Returns: What was written.
    /// - Throws: The clip's ``MediaError``; ``OutputError/wouldOverwrite(path:count:)`` before rendering when
    ///   overwriting is off and an earlier run's files are there; ``OutputError/notEnoughSpace(path:frameCount:estimate:)``
    ///   before rendering when the cells would not fit; ``PlaybackError/appWouldCrash(_:)``; the
    ///   ``MediaError`` of a failed write.
    public static func run(
        clip: String, folder: String, options: Options, shouldStop: @escaping () -> Bool = { false }
    ) throws -> Result {
        // Shards of one run may share a folder: each names its manifest and sheet for itself.
        let (manifestName, contactSheetName) = (
            Shard.name(Self.manifestName, for: options.matrix.shard),
            Shard.name(Self.contactSheetName, for: options.matrix.shard)
        )
        // Cells render on one thread per core. With more than one, each renderer's scaler runs single-threaded:
        // slice threads would only oversubscribe the cores the renderers already fill (BENCHMARKS.md, matrix16).
        // The one moment every cell shows is decoded before any cell renders, so the decoder gets one thread per
        // core: FFmpeg's own choice, one more, made decoding to 1 s of a 1080p clip about 60 ms slower on two
        // cores (BENCHMARKS.md, issue 16's matrix serial time).
        let workers = ProcessorCores.usable
        let sliceThreads = workers > 1 ? 1 : 0
        let source = try ClipFrameSource(
            path: clip, streamIndex: options.streamIndex, sliceThreads: sliceThreads, decoderThreads: workers)
        var matrix = MatrixRun(source: source, settings: options.matrix)
        let output = try OutputFolder(
            path: folder, manifestName: manifestName, format: options.format, overwrite: options.overwrite,
            stopRequested: shouldStop, isOwnFileName: MatrixCell.isFileName)
        let names = matrix.cells.map {
            OutputFolder.fileName(
                stem: MatrixCell(device: $0.device.id, orientation: $0.orientation).stem, format: output.format)
        }
        try output.refuseOverwriting(frameCount: 0, names: names + [contactSheetName])
        let largest = matrix.cells.map { cell in
            let scale = options.matrix.scale.pixelsPerPoint(on: cell.device)
            return (
                Int((cell.device.portraitSize.width * scale).rounded(.up)),
                Int((cell.device.portraitSize.height * scale).rounded(.up))
            )
        }.max { $0.0 * $0.1 < $1.0 * $1.1 }
        if let largest {
            try output.refuseWhenFull(frameCount: matrix.cells.count, width: largest.0, height: largest.1)
        }
        matrix.shouldStop = { output.isStopRequested }

        var warnings: [String] = []
        let clipTime = options.matrix.clipTime
        if clipTime >= source.duration {
            warnings.append(
                "--time \(JSONValue.decimal(clipTime)) s is at or after the clip's end "
                    + "(\(JSONValue.decimal(source.duration)) s); every cell shows the last picture")
        }
        let sheet = ContactSheet(columns: max(1, Set(matrix.cells.map(\.orientation)).count))
        var sheetFile = try ContactSheetPNG(sheet: sheet)
        var cells: [MatrixCell] = []
        var positions: [Int] = []
        // The cells arrive in the run's order, some left out (a player that presents nothing): each is found in
        // the shard's cells from where the last one was.
        let selected = matrix.cells.map { MatrixCell(device: $0.device.id, orientation: $0.orientation) }
        var nextSelected = 0
        var entries: [JSONValue] = []
        // Every cell shows one picture: it is decoded once, here with a decoder thread per core, and each other
        // renderer draws it from a source of its own. Each cell is encoded, written under a temporary name and
        // shrunk to its thumbnail on the thread that rendered it; the cells arrive here in order, and this thread
        // only names their files and adds their thumbnails to the contact sheet, which is encoded a grid row at a
        // time as they come.
        try source.advance(to: clipTime)
        let picture = try source.currentPicture()
        try matrix.render(
            workers: workers,
            openSource: { try picture.makeSource(sliceThreads: sliceThreads) },
            prepare: { [stager = output.stager] cell, frame in
                (file: try stager.stage(frame.image, stem: cell.stem), thumbnail: sheet.thumbnail(frame.image))
            },
            output: { cell, frame, prepared in
                let file = try output.publish(prepared.file)
                try sheetFile.add(prepared.thumbnail, label: cell.label)
                guard let found = selected[nextSelected...].firstIndex(of: cell) else {
                    preconditionFailure("cell \(cell.stem) is not one of the run's, in order")
                }
                nextSelected = found + 1
                cells.append(cell)
                positions.append(options.matrix.shard?.position(ofSelected: found) ?? found)
                entries.append(cell.json(frame, file: file))
            })
        let isInterrupted = cells.count < matrix.cells.count && output.isStopRequested
        if let warning = source.warning { warnings.append("\(warning)") }
        try output.write(sheetFile.finish(), to: contactSheetName)
        try output.finish(
            manifest: .object(
                JSONValue.fields([
                    "clip": .string(clip), "time": .number(clipTime), "interrupted": .bool(isInterrupted),
                    "warnings": .array(warnings.map(JSONValue.string)),
                ]) + options.matrix.chrome.manifestFields + JSONValue.fields(["cells": .array(entries)])))
        return Result(
            cells: cells, positions: positions, warnings: warnings, isInterrupted: isInterrupted,
            contactSheetPath: output.path(for: contactSheetName), manifestPath: output.path(for: manifestName))
    }
}

extension MatrixCell {
    /// Whether `name` is a cell's file name in any format (`iphone-15-portrait.ppm`): a catalog device, an
    /// interface orientation and a frame file extension; the only stale files `pivot matrix --overwrite` removes.
    static func isFileName(_ name: String) -> Bool {
        DeviceCatalog.all.contains { device in
            InterfaceOrientation.allCases.contains { orientation in
                FrameFileFormat.allCases.contains { format in
                    let stem = MatrixCell(device: device.id, orientation: orientation).stem
                    return name == OutputFolder.fileName(stem: stem, format: format)
                }
            }
        }
    }

    /// The cell's entry in `matrix.json`.
    fileprivate func json(_ frame: RenderedFrame, file: String) -> JSONValue {
        func rect(_ r: PixelRect) -> JSONValue { .array([r.x, r.y, r.width, r.height].map { .number(Double($0)) }) }
        return .object([
            "device": .string(device),
            "interfaceOrientation": .string(orientation.name),
            "file": .string(file),
            "canvas": .array([.number(Double(frame.image.width)), .number(Double(frame.image.height))]),
            "videoRect": rect(frame.videoRect),
            "closeButton": rect(frame.closeButton.rect),
            "contrastRatio": .number((frame.closeButton.contrastRatio * 100).rounded() / 100),
        ])
    }
}
