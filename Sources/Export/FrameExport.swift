import Foundation
import PivotJSON
import Pixels
import Video

/// Writes a clip's frames as upright PPM or PNG files plus a `frames.json` manifest (what `pivot frames` does).
///
/// Decoding and scaling run on the calling thread; the files are encoded and written by a ``FrameWriteQueue``
/// (PNG on one thread per core), in order.
///
/// Files are named, written and checked by an ``OutputFolder``: `frame-00000.ppm`, `frame-00001.ppm`, … in
/// output order, each whole or not at all, existing files only replaced with ``Options/overwrite`` (and then the
/// previous run's stale frames removed). When the names that will be written are known before decoding
/// (``Selection/times(_:)``, or a container that declares its frame count), a clash is reported before any frame
/// is decoded.
public struct FrameExport {
    /// Which frames to write.
    public enum Selection: Sendable, Equatable {
        /// Every `n`th frame in presentation order, starting with the first (`1` writes them all).
        case every(Int)
        /// The first frame presented at or after each time, in seconds, in the order given.
        case times([Double])
    }

    /// How to export.
    public struct Options: Sendable, Equatable {
        public var selection: Selection
        /// The output size; `nil` for each frame's display size (square pixels, upright).
        public var size: (width: Int, height: Int)?
        /// Whether the display matrix is applied (the ffmpeg CLI's default).
        public var autorotate: Bool
        /// Whether existing frame files (and `frames.json`) may be replaced.
        public var overwrite: Bool
        /// The frame file format.
        public var format: FrameFileFormat
        /// Decoder threads; 0 means one per core.
        public var threadCount: Int
        /// Decode only: no scaling, no files (for measuring the decoder against `ffmpeg -f null -`).
        public var decodeOnly: Bool
        /// How HDR, wide-gamut and untagged colours are converted.
        public var color: ColorOptions
        /// The container index of the video stream, or `nil` for the one the ffmpeg CLI picks.
        public var streamIndex: Int?
        /// Which QuickTime aperture the frames show (`.clean`, AVFoundation's default).
        public var aperture: Aperture.Mode

        /// Creates options.
        public init(
            selection: Selection = .every(1), size: (width: Int, height: Int)? = nil, autorotate: Bool = true,
            overwrite: Bool = false, format: FrameFileFormat = .ppm, threadCount: Int = 0, decodeOnly: Bool = false,
            color: ColorOptions = ColorOptions(), streamIndex: Int? = nil, aperture: Aperture.Mode = .clean
        ) {
            self.aperture = aperture
            self.color = color
            self.streamIndex = streamIndex
            self.format = format
            self.selection = selection
            self.size = size
            self.autorotate = autorotate
            self.overwrite = overwrite
            self.threadCount = threadCount
            self.decodeOnly = decodeOnly
        }

        public static func == (lhs: Options, rhs: Options) -> Bool {
            lhs.selection == rhs.selection && lhs.size?.width == rhs.size?.width
                && lhs.size?.height == rhs.size?.height && lhs.autorotate == rhs.autorotate
                && lhs.overwrite == rhs.overwrite && lhs.format == rhs.format && lhs.threadCount == rhs.threadCount
                && lhs.decodeOnly == rhs.decodeOnly && lhs.color == rhs.color && lhs.streamIndex == rhs.streamIndex
                && lhs.aperture == rhs.aperture
        }
    }

    /// One written file, as listed in `frames.json`.
    public struct WrittenFrame: Sendable, Equatable {
        /// The file name inside the output folder.
        public var file: String
        /// The frame's index in the clip, in presentation order.
        public var sourceIndex: Int
        /// The frame's presentation time in seconds.
        public var time: Double
        /// The image width in pixels.
        public var width: Int
        /// The image height in pixels.
        public var height: Int
    }

    /// How far an export has got, for a progress display.
    public struct Progress: Sendable, Equatable {
        /// Frames decoded so far.
        public var decoded: Int
        /// Files written, or queued to be written, so far.
        public var written: Int
        /// The number of files the export will write, when known in advance.
        public var expectedTotal: Int?
    }

    /// What an export did.
    public struct Summary: Sendable, Equatable {
        /// The clip.
        public var info: MediaInfo
        /// The files written, in order.
        public var frames: [WrittenFrame]
        /// Frames decoded (all of them for ``Selection/every(_:)``).
        public var decodedFrames: Int
        /// Packets the decoder rejected as corrupt.
        public var skippedPackets: Int
        /// Frames the decoder reported as failed.
        public var decodeErrors: Int
        /// Why decoding ended early, if it did.
        public var warning: DecodeWarning?
        /// Requested times that had no frame at or after them.
        public var timesWithoutFrame: [Double]
        /// Whether the display transform was applied.
        public var autorotate: Bool
        /// Whether the export stopped early because `shouldStop` said so (``frames`` lists what was completed).
        public var isInterrupted = false
        /// The manifest's path; `nil` when decoding only.
        public var manifestPath: String?
        /// The colours of the first written frame: what was used and what assumed; `nil` when none was written.
        public var color: ColorConversionReport?
        /// A warning about a later frame whose colours could not be converted as the earlier ones were
        /// (``FrameScaler/laterColorWarning``).
        public var laterColorWarning: String?
        /// Which QuickTime aperture the frames show.
        public var aperture: Aperture.Mode = .clean

        /// One sentence per problem that did not stop the export, as `frames.json`'s `warnings` lists them.
        public var warnings: [String] {
            var lines = info.presentationWarnings
            if let note = color?.warning { lines.append(note) }
            if let laterColorWarning { lines.append(laterColorWarning) }
            if let warning { lines.append("\(warning)") }
            if skippedPackets > 0 || decodeErrors > 0 {
                lines.append("skipped \(skippedPackets) corrupt packets, \(decodeErrors) frames failed to decode")
            }
            for time in timesWithoutFrame {
                lines.append("no frame at or after \(JSONValue.decimal(time)) s")
            }
            return lines
        }
    }

    /// The manifest's name in the output folder.
    public static let manifestName = "frames.json"

    /// Exports `path`'s frames into `folder` (created with its parents when missing).
    ///
    /// - Parameters:
    ///   - path: The clip.
    ///   - folder: The output folder.
    ///   - options: Which frames, what size, overwrite or not.
    ///   - progress: Called after each decoded frame.
    ///   - shouldStop: Asked after each decoded frame (once its file is queued); `true` ends the export there:
    ///     the queued files are written whole, and the manifest then lists them (`pivot frames` stops on Ctrl-C so).
    /// - Returns: What was written, with the decoder's counts and warning.
    /// - Throws: What ``FrameReader/init(path:options:)`` throws for the clip;
    ///   ``OutputError/wouldOverwrite(path:count:)`` before decoding when overwriting is off and the names known
    ///   in advance clash (``MediaError/fileExists`` when a later one does); ``OutputError/notEnoughSpace(path:frameCount:estimate:)``
    ///   before decoding when the declared frames' files would not fit; the ``MediaError`` of a failed
    ///   conversion or write.
    public static func run(
        path: String, folder: String, options: Options, progress: (Progress) -> Void = { _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws -> Summary {
        let reader = try FrameReader(
            path: path,
            options: FrameReader.Options(
                threadCount: options.threadCount, streamIndex: options.streamIndex, aperture: options.aperture))
        let info = reader.info
        let expected = expectedCount(options.selection, declared: info.video.frameCount)
        let output: OutputFolder? =
            options.decodeOnly
            ? nil
            : try OutputFolder(
                path: folder, manifestName: manifestName, format: options.format, overwrite: options.overwrite,
                stopRequested: shouldStop)
        try output?.refuseOverwriting(frameCount: expected)
        if let output, let expected {
            // Either orientation of the displayed picture has the same area; --size replaces it.
            let size =
                options.size
                ?? (options.autorotate
                    ? info.video.exactDisplaySize(aperture: options.aperture).rounded
                    : (info.video.width, info.video.height))
            try output.refuseWhenFull(frameCount: expected, width: size.width, height: size.height)
        }
        let scaler = FrameScaler(autorotate: options.autorotate, color: options.color)
        var color: ColorConversionReport?
        var state = Progress(decoded: 0, written: 0, expectedTotal: expected)
        var frames: [WrittenFrame] = []
        var missing: [Double] = []
        var isInterrupted = false

        // Frame files are encoded and written on worker threads while the next frames decode; the folder is the
        // queue's until `finish()`.
        let writer = output.map { FrameWriteQueue(folder: $0) }

        func write(_ frame: VideoFrame) throws {
            guard let output, let writer else { return }
            let index = frames.count
            if color == nil { color = scaler.colorConversion(for: frame) }
            // The scaler writes into the image's own new pixels, which the queue then owns: no copy of a
            // borrowed buffer.
            let image = try scaler.makeImage(from: frame, width: options.size?.width, height: options.size?.height)
            try writer.submit(image, index: index)
            let written = WrittenFrame(
                file: output.frameFileName(index: index), sourceIndex: frame.index,
                time: frame.presentationTime, width: image.width, height: image.height)
            frames.append(written)
            state.written += 1
        }

        do {
            switch options.selection {
            case .every(let step):
                precondition(step >= 1, "--every must be at least 1")
                while let frame = try reader.next() {
                    state.decoded += 1
                    if frame.index % step == 0 { try write(frame) }
                    progress(state)
                    if shouldStop() {
                        isInterrupted = true
                        break
                    }
                }
            case .times(let times):
                for time in times {
                    try reader.seek(to: time)
                    if let frame = try reader.next() {
                        state.decoded += 1
                        try write(frame)
                    } else {
                        missing.append(time)
                    }
                    progress(state)
                    if shouldStop() {
                        isInterrupted = true
                        break
                    }
                }
            }
            try writer?.finish()
        } catch {
            // The export's own error is the one to report; the frames queued before it are still written whole.
            try? writer?.finish()
            throw error
        }

        let summary = Summary(
            info: info, frames: frames, decodedFrames: state.decoded, skippedPackets: reader.skippedPackets,
            decodeErrors: reader.decodeErrors, warning: reader.warning, timesWithoutFrame: missing,
            autorotate: options.autorotate, isInterrupted: isInterrupted,
            manifestPath: output?.path(for: manifestName), color: color, laterColorWarning: scaler.laterColorWarning,
            aperture: options.aperture)
        try output?.finish(manifest: summary.manifest)
        return summary
    }

    private static func expectedCount(_ selection: Selection, declared: Int?) -> Int? {
        switch selection {
        case .every(let step): declared.map { ($0 + step - 1) / max(1, step) }
        case .times(let times): times.count
        }
    }
}

extension FrameExport.Summary {
    /// The `frames.json` document: the clip, how it was turned, and every written frame.
    var manifest: JSONValue {
        let video = info.video
        return .object([
            "source": .string(info.path),
            "codec": .string(video.codecName),
            "storedWidth": .number(Double(video.width)),
            "storedHeight": .number(Double(video.height)),
            "sampleAspectRatio": .string(video.sampleAspectRatio.aspectDescription),
            "rotation": .number(Double(video.rotation)),
            "transform": .string(video.angledTransform.map { "\($0)" } ?? "\(video.transform)"),
            "autorotate": .bool(autorotate),
            "aperture": .string(aperture.rawValue),
            "frameRate": .string(video.frameRate.rateDescription),
            "decodedFrames": .number(Double(decodedFrames)),
            "skippedPackets": .number(Double(skippedPackets)),
            "decodeErrors": .number(Double(decodeErrors)),
            "warning": .string(orNull: warning.map { "\($0)" }),
            "interrupted": .bool(isInterrupted),
            "warnings": .array(warnings.map(JSONValue.string)),
            "color": color?.json ?? .null,
            "frames": .array(
                frames.map {
                    .object([
                        "file": .string($0.file), "sourceIndex": .number(Double($0.sourceIndex)),
                        "time": .number($0.time), "width": .number(Double($0.width)),
                        "height": .number(Double($0.height)),
                    ])
                }),
        ])
    }
}
