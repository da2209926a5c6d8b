import Foundation
import PivotJSON
import Pixels
import Video

/// The folder a command writes its files into, and the one owner of the rules every output follows.
///
/// - **Naming**: frame files are `frame-00000.ppm`, `frame-00001.ppm`, … in output order
///   (``frameFileName(index:)`` builds a name, ``frameIndex(ofFileName:)`` parses one back, strictly).
/// - **Overwriting**: without `overwrite`, ``refuseOverwriting(frameCount:names:)`` reports the files of an earlier
///   run before any work starts, with one message; every write is atomic through a ``FileSink``.
/// - **Stale files**: with `overwrite`, the files the previous run's own manifest lists and this run does not
///   rewrite are removed when the new manifest is written (``finish(manifest:)``), but only when that manifest is
///   Pivot's (an object with an `"interrupted"` flag listing `"frames"` or `"cells"`) and the name is one Pivot
///   gives its files (``isOwnFileName``: a frame file name, or a matrix cell's); no other file is touched, so a
///   `manifest.json` someone else wrote cannot name a file to delete.
/// - **Interruption**: ``isStopRequested`` tells a run to stop after the file it is writing; the run then
///   writes its manifest (marked `"interrupted": true`) as usual.
///
/// ```swift
/// let folder = try OutputFolder(path: "out", manifestName: "manifest.json", overwrite: true)
/// try folder.refuseOverwriting(frameCount: 300)
/// let name = try folder.writeFrame(image, index: 0)
/// try folder.finish(manifest: .object(["frames": .array([.string(name)])]))
/// ```
public final class OutputFolder {
    /// The folder's path as given.
    public let path: String
    /// The name of the manifest the command writes last (`frames.json`, `manifest.json`, `matrix.json`).
    public let manifestName: String
    /// The frame file format.
    public let format: FrameFileFormat
    /// Whether files of an earlier run may be replaced (and the stale ones removed).
    public let overwrite: Bool

    private let sink: FileSink
    private let stopRequested: () -> Bool
    /// The names of Pivot's own files the previous run's manifest lists, read before anything is written.
    private let previousOutputs: [String]
    private var written: Set<String> = []

    /// Opens `path` (creating it and its parents when missing) for one run's output.
    ///
    /// - Parameters:
    ///   - path: The folder.
    ///   - manifestName: The run's manifest file name.
    ///   - format: The frame file format.
    ///   - overwrite: Whether an earlier run's files may be replaced.
    ///   - stopRequested: Asked between files; `true` asks the run to stop (the CLI answers it from SIGINT,
    ///     SIGTERM and SIGHUP).
    ///   - isOwnFileName: Whether a name is one this command gives its files, so that a stale one may be
    ///     removed: frame file names (``isFrameFileName(_:)``) unless the command says otherwise.
    /// - Throws: The ``MediaError`` of a folder that cannot be created.
    public init(
        path: String, manifestName: String, format: FrameFileFormat = .ppm, overwrite: Bool,
        stopRequested: @escaping () -> Bool = { false },
        isOwnFileName: (String) -> Bool = OutputFolder.isFrameFileName
    ) throws {
        self.path = path
        self.manifestName = manifestName
        self.format = format
        self.overwrite = overwrite
        self.stopRequested = stopRequested
        sink = try FileSink(folder: path, overwrite: overwrite)
        previousOutputs = overwrite ? Self.outputsListed(in: sink.path(for: manifestName)).filter(isOwnFileName) : []
    }

    // MARK: - Naming

    /// The file name of the `index`th frame: `frame-00000.ppm`.
    public func frameFileName(index: Int) -> String { Self.frameFileName(index: index, format: format) }

    /// The file name of the `index`th frame in `format`: `frame-00000.ppm`.
    public static func frameFileName(index: Int, format: FrameFileFormat) -> String {
        let digits = String(index)
        return fileName(
            stem: "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits, format: format)
    }

    /// The file name of an image called `stem` in `format`: `iphone-15-portrait.ppm`.
    public static func fileName(stem: String, format: FrameFileFormat) -> String {
        stem + "." + format.fileExtension
    }

    /// The index ``frameFileName(index:)`` encodes in `name`, or `nil` for any other name (`frame-1.ppm`,
    /// `frame-+0001.ppm` and other formats' names included).
    public func frameIndex(ofFileName name: String) -> Int? { Self.frameIndex(ofFileName: name, format: format) }

    /// The index ``frameFileName(index:format:)`` encodes in `name` for `format`, or `nil` for any other name.
    static func frameIndex(ofFileName name: String, format: FrameFileFormat) -> Int? {
        let suffix = "." + format.fileExtension
        guard name.hasPrefix("frame-"), name.hasSuffix(suffix),
            let index = Int(name.dropFirst(6).dropLast(suffix.count)), index >= 0,
            frameFileName(index: index, format: format) == name  // the round trip rejects "+1" and unpadded numbers
        else { return nil }
        return index
    }

    /// Whether `name` is a frame file name in any format (`frame-00000.ppm`, `frame-00012.png`), the names a
    /// run's stale files may have.
    public static func isFrameFileName(_ name: String) -> Bool {
        FrameFileFormat.allCases.contains { frameIndex(ofFileName: name, format: $0) != nil }
    }

    /// The full path of `name` in the folder.
    public func path(for name: String) -> String { sink.path(for: name) }

    // MARK: - Overwriting

    /// Throws when overwriting is off and the run would replace a file: the manifest, one of `names`, or one of
    /// the first `frameCount` frame files (the first one only when the count is unknown; later clashes are then
    /// refused when written). One directory listing, however many frames a clip declares.
    ///
    /// - Throws: ``OutputError/wouldOverwrite(path:count:)`` naming the first frame file (else the first name)
    ///   and how many files would be replaced.
    public func refuseOverwriting(frameCount: Int?, names: [String] = []) throws {
        guard !overwrite else { return }
        let count = frameCount ?? 1
        let others = Set(names + [manifestName])
        let existing = sink.existingNames { name in
            others.contains(name) || frameIndex(ofFileName: name).map { $0 < count } == true
        }
        guard let first = existing.first(where: { frameIndex(ofFileName: $0) != nil }) ?? existing.first else {
            return
        }
        throw OutputError.wouldOverwrite(path: path(for: first), count: existing.count)
    }

    /// Throws, before anything is written, when `frameCount` files of at most `width` × `height` pixels in the
    /// folder's format would not fit in its file system's free space (``DiskSpaceEstimate``).
    ///
    /// - Throws: ``OutputError/notEnoughSpace(path:frameCount:estimate:)``, or the ``MediaError`` of reading the
    ///   free space.
    public func refuseWhenFull(frameCount: Int, width: Int, height: Int) throws {
        let estimate = DiskSpaceEstimate(
            frameCount: frameCount, width: width, height: height, format: format,
            availableBytes: try DiskSpace.availableBytes(at: path))
        guard estimate.fits else {
            throw OutputError.notEnoughSpace(path: path, frameCount: frameCount, estimate: estimate)
        }
    }

    // MARK: - Writing

    /// Whether the run has been asked to stop (it finishes the file it is writing, then its manifest).
    public var isStopRequested: Bool { stopRequested() }

    /// Writes `image` as the `index`th frame file and returns its name.
    ///
    /// - Throws: The ``MediaError`` of a failed write (``MediaError/fileExists`` when the file exists and
    ///   overwriting is off).
    @discardableResult
    public func writeFrame(_ image: RGBImage, index: Int) throws(MediaError) -> String {
        try writeImage(image, named: frameFileName(index: index))
    }

    /// Writes `image` in the folder's format as the file `stem` plus the format's extension, and returns its name.
    ///
    /// - Throws: As ``writeFrame(_:index:)``.
    @discardableResult
    public func writeImage(_ image: RGBImage, stem: String) throws(MediaError) -> String {
        try writeImage(image, named: Self.fileName(stem: stem, format: format))
    }

    /// Writes `file` (made by this folder's format) as the `index`th frame file and returns its name: how
    /// ``FrameWriteQueue`` writes frames it encoded on its own threads.
    ///
    /// - Throws: As ``writeFrame(_:index:)``.
    @discardableResult
    func writeFrame(_ file: FrameFileFormat.EncodedFile, index: Int) throws(MediaError) -> String {
        precondition(file.format == format, "a \(file.format) file in a \(format) folder")
        return try write(file, named: frameFileName(index: index))
    }

    private func writeImage(_ image: RGBImage, named name: String) throws(MediaError) -> String {
        try write(format.encode(image), named: name)
    }

    private func write(_ file: FrameFileFormat.EncodedFile, named name: String) throws(MediaError) -> String {
        try sink.write(parts: file.parts, to: name)
        written.insert(name)
        return name
    }

    /// Writes `bytes` as the file `name` (a contact sheet, for example).
    ///
    /// - Throws: As ``writeFrame(_:index:)``.
    public func write(_ bytes: [UInt8], to name: String) throws(MediaError) {
        try sink.write(bytes, to: name)
        written.insert(name)
    }

    // MARK: - Writing from other threads

    /// Encodes images and writes them into the folder under hidden temporary names, on any thread, for
    /// ``publish(_:)`` to name on the folder's own thread: `pivot matrix`'s renderers write their cells at once,
    /// and the cells still appear one by one, in order. A staged file dropped unpublished (the run stopped or
    /// failed first) is removed.
    public struct Stager: Sendable {
        let sink: FileSink
        /// The folder's file format.
        public let format: FrameFileFormat

        /// Encodes `image` in the folder's format and writes it under a temporary name, to become the file `stem`
        /// plus the format's extension when published.
        ///
        /// - Throws: What ``FrameFileFormat/encode(_:)`` throws, or the ``MediaError`` of a failed write (naming
        ///   the file; no temporary file is left).
        public func stage(_ image: RGBImage, stem: String) throws(MediaError) -> StagedFile {
            try sink.stage(parts: format.encode(image).parts, for: OutputFolder.fileName(stem: stem, format: format))
        }
    }

    /// What writes this folder's files from other threads.
    public var stager: Stager { Stager(sink: sink, format: format) }

    /// Gives a file made by ``stager`` its name, atomically and never over an earlier run's file unless
    /// overwriting, and returns the name.
    ///
    /// - Throws: As ``writeFrame(_:index:)``.
    @discardableResult
    public func publish(_ file: StagedFile) throws(MediaError) -> String {
        try sink.publish(file)
        written.insert(file.name)
        return file.name
    }

    /// Writes the run's manifest, then (with `overwrite`) removes the files the previous manifest listed that
    /// this run did not write.
    ///
    /// - Returns: The names of the stale files removed.
    /// - Throws: As ``writeFrame(_:index:)``.
    @discardableResult
    public func finish(manifest: JSONValue) throws(MediaError) -> [String] {
        try write(Array((manifest.rendered() + "\n").utf8), to: manifestName)
        let stale = previousOutputs.filter { !written.contains($0) && access(path(for: $0), F_OK) == 0 }
        for name in stale { unlink(path(for: name)) }
        return stale
    }

    // MARK: - Private

    /// The plain file names a Pivot manifest at `path` lists: the `"file"` of each entry of its `"frames"` or
    /// `"cells"`; none when the file is missing, not a regular file (``InputFile``), not JSON, or not a Pivot
    /// manifest (no `"interrupted"` flag).
    private static func outputsListed(in path: String) -> [String] {
        guard InputFile.refusal(path) == nil, let data = FileManager.default.contents(atPath: path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            json["interrupted"] is Bool
        else { return [] }
        let entries = ["frames", "cells"].flatMap { json[$0] as? [[String: Any]] ?? [] }
        return entries.compactMap { $0["file"] as? String }.filter(isPlainFileName)
    }

    /// A name inside the folder: not empty, no `/`, not hidden (so never `..` or a temporary file).
    private static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".")
    }
}

// Explicit non-conformance: the set of written names is unsynchronised, as the sink is.
@available(*, unavailable)
extension OutputFolder: Sendable {}
