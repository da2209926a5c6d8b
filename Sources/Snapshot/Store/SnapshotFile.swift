import Foundation

/// The one way the snapshot code writes a file: its folders created, the bytes replaced atomically.
enum SnapshotFile {
    /// Writes `data` to `url`, creating the folders on the way.
    ///
    /// - Throws: A ``SnapshotError`` naming the file.
    static func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw SnapshotError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
