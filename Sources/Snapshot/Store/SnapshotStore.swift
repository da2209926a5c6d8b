import Foundation
import Pixels

/// Records snapshots into a references folder, or verifies them against it and leaves the evidence of each
/// failure in a failures folder; the one library call behind the CLI's `--record`/`--verify` and the Swift helpers.
///
/// A snapshot's name is its path relative to the references folder (`frame-0003.png`, `rotate.txt`). A failing
/// picture leaves a triptych (``Triptych``) at the same relative path in the failures folder, a failing text its
/// actual text there plus the unified diff beside it (`NAME.diff`).
public struct SnapshotStore: Sendable {
    /// Record or verify.
    public let mode: SnapshotMode
    /// Where the references live.
    public let references: URL
    /// Where failures leave their evidence; never inside ``references``.
    public let failures: URL
    /// The tolerance pictures are compared with.
    public let tolerance: ImageTolerance
    /// How to record a missing reference, in the caller's terms (`run again with --record refs/`); ends the
    /// missing-reference message.
    public let recordHint: String

    /// Creates a store.
    ///
    /// - Throws: A ``SnapshotError`` when `failures` is `references` or inside it, since verifying would then
    ///   mix failure evidence into the references.
    public init(
        mode: SnapshotMode, references: URL, failures: URL, tolerance: ImageTolerance = .exact,
        recordHint: String
    ) throws {
        if Self.isFolder(failures, inside: references) {
            throw SnapshotError(
                "the failures folder \(failures.path) is inside the references folder \(references.path)")
        }
        self.mode = mode
        self.references = references
        self.failures = failures
        self.tolerance = tolerance
        self.recordHint = recordHint
    }

    /// Records `image` as the reference `name`, or compares it with that reference.
    ///
    /// - Throws: A ``SnapshotError`` when a file cannot be written, or a reference exists but is not a PNG.
    public func check(_ image: RGBImage, named name: String, group: String) throws -> SnapshotResult {
        let referenceURL = references.appendingPathComponent(name)
        if mode == .record {
            try SnapshotFile.write(Data(try encode(image)), to: referenceURL)
            let evidence = SnapshotResult.Evidence.image(reference: image, actual: image, tolerance: tolerance)
            return SnapshotResult(name: name, group: group, outcome: .recorded, evidence: evidence)
        }
        guard let bytes = FileManager.default.contents(atPath: referenceURL.path) else {
            let evidence = SnapshotResult.Evidence.image(reference: nil, actual: image, tolerance: tolerance)
            return SnapshotResult(name: name, group: group, outcome: .failed(missing(referenceURL)), evidence: evidence)
        }
        let reference: RGBImage
        do {
            reference = try PNGDecoder.decode([UInt8](bytes))
        } catch {
            throw SnapshotError("\(referenceURL.path): not a readable PNG reference: \(error.message)")
        }
        let comparison = ImageComparison(reference: reference, actual: image, tolerance: tolerance)
        let evidence = SnapshotResult.Evidence.image(reference: reference, actual: image, tolerance: tolerance)
        guard !comparison.matches else {
            return SnapshotResult(name: name, group: group, outcome: .passed, evidence: evidence)
        }
        let triptychURL = failures.appendingPathComponent(name)
        let triptych = Triptych.make(reference: reference, actual: image, tolerance: tolerance)
        try SnapshotFile.write(Data(try encode(triptych)), to: triptychURL)
        let message =
            "\(name) differs from \(referenceURL.path): \(comparison)\n"
            + "reference | actual | difference: \(triptychURL.path)"
        return SnapshotResult(
            name: name, group: group, outcome: .failed(message), evidence: evidence, evidenceFiles: [name])
    }

    /// Records `text` as the reference `name`, or compares it with that reference line by line.
    ///
    /// - Throws: A ``SnapshotError`` when a file cannot be written.
    public func check(_ text: String, named name: String, group: String) throws -> SnapshotResult {
        let referenceURL = references.appendingPathComponent(name)
        if mode == .record {
            try SnapshotFile.write(Data(text.utf8), to: referenceURL)
            let evidence = SnapshotResult.Evidence.text(reference: text, actual: text)
            return SnapshotResult(name: name, group: group, outcome: .recorded, evidence: evidence)
        }
        guard let bytes = FileManager.default.contents(atPath: referenceURL.path) else {
            let evidence = SnapshotResult.Evidence.text(reference: nil, actual: text)
            return SnapshotResult(name: name, group: group, outcome: .failed(missing(referenceURL)), evidence: evidence)
        }
        let reference = String(decoding: bytes, as: UTF8.self)
        let evidence = SnapshotResult.Evidence.text(reference: reference, actual: text)
        guard reference != text else {
            return SnapshotResult(name: name, group: group, outcome: .passed, evidence: evidence)
        }
        let actualURL = failures.appendingPathComponent(name)
        let diffURL = failures.appendingPathComponent(name + ".diff")
        var diff = UnifiedDiff(reference: reference, actual: text).text(
            referenceName: referenceURL.path, actualName: actualURL.path)
        if diff.isEmpty { diff = "the texts differ only in their final line break\n" }
        try SnapshotFile.write(Data(text.utf8), to: actualURL)
        try SnapshotFile.write(Data(diff.utf8), to: diffURL)
        let message = "\(name) differs from \(referenceURL.path) (diff: \(diffURL.path)):\n\(diff)"
        return SnapshotResult(
            name: name, group: group, outcome: .failed(message), evidence: evidence,
            evidenceFiles: [name, name + ".diff"])
    }

    /// Whether `folder` is `container` or inside it once symbolic links are resolved, in either path and whether
    /// or not the folders exist yet: the one check that keeps failure evidence out of the references.
    public static func isFolder(_ folder: URL, inside container: URL) -> Bool {
        let folderPath = resolved(folder)
        let containerPath = resolved(container)
        return folderPath == containerPath
            || folderPath.hasPrefix(containerPath.hasSuffix("/") ? containerPath : containerPath + "/")
    }

    /// `url`'s absolute path with every symbolic link resolved: `realpath(3)` of the longest part that exists,
    /// followed by the rest as written.
    private static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while existing.path != "/", access(existing.path, F_OK) != 0 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let base = realpath(existing.path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
        return ([base ?? existing.path] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    private func missing(_ referenceURL: URL) -> String {
        "no reference at \(referenceURL.path); \(recordHint)"
    }

    private func encode(_ image: RGBImage) throws -> [UInt8] {
        do {
            return try PNGEncoder.encode(image)
        } catch {
            throw SnapshotError("cannot encode a \(image.width)x\(image.height) picture as PNG: \(error)")
        }
    }
}
