import Foundation
import Glibc
import Pixels
import Synchronization

/// Writes files into one folder atomically: each file appears complete or not at all.
///
/// Every write goes to a hidden temporary file in the same folder (`.pivot-tmp-<pid>-<n>-<name>`) and is then
/// renamed into place, so a crash or a full disk never leaves a partial file under the real name. Without
/// `overwrite` an existing file is never replaced: the final step is a hard link, which fails atomically when the
/// name is taken. Files the sink did not write are never touched, except its own stale temporary files from a
/// process that no longer runs, which it removes when it opens the folder.
///
/// The two steps can run apart: ``stage(parts:for:)`` writes the temporary file, on any thread, and
/// ``publish(_:)`` gives it its name, so several threads can write files while one names them in order.
///
/// The data is not `fsync`ed: the rename makes the file appear whole to readers, which is what a frame dump
/// needs; it does not promise the file survives a power cut.
public final class FileSink: Sendable {
    /// The folder files are written into.
    public let folder: String
    /// Whether existing files may be replaced.
    public let overwrite: Bool

    /// The `writev(2)` a sink writes file data through: all of a file's parts (a PPM header and its pixels) in one
    /// call.
    typealias WriteVector = @Sendable (_ descriptor: Int32, _ parts: UnsafePointer<iovec>, _ count: Int32) -> Int

    private static let temporaryPrefix = ".pivot-tmp-"
    /// Temporary files made so far; the count makes each one's name unique within the process.
    private let temporaryCounter = Atomic<Int>(0)
    /// This process's id, asked once: it is part of every temporary file's name.
    private let processID = getpid()
    private let writeVector: WriteVector

    /// Opens (creating it and its parents when missing) a folder for writing.
    ///
    /// - Parameters:
    ///   - folder: The destination folder.
    ///   - overwrite: Whether ``write(_:to:)`` may replace existing files.
    /// - Throws: A ``MediaError`` carrying `errno` when the folder cannot be created or is not a folder.
    public convenience init(folder: String, overwrite: Bool = false) throws(MediaError) {
        try self.init(folder: folder, overwrite: overwrite, writeVector: { Glibc.writev($0, $1, $2) })
    }

    /// Opens a folder as ``init(folder:overwrite:)`` does, writing file data through `writeVector`: tests give
    /// one that writes part of the data, or fails part-way as a full disk does (returning -1 with `errno` set to
    /// `ENOSPC`), without needing a small file system.
    init(folder: String, overwrite: Bool, writeVector: @escaping WriteVector) throws(MediaError) {
        self.folder = folder
        self.overwrite = overwrite
        self.writeVector = writeVector
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                // Foundation hides errno; report the first missing ancestor's reason through mkdir's own answer.
                throw Self.creationError(folder)
            }
        } else if !isDirectory.boolValue {
            throw MediaError.fileSystem("mkdir", path: folder, errno: ENOTDIR)
        }
        removeStaleTemporaryFiles()
    }

    /// The full path of `name` in the folder.
    public func path(for name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The names among `names` that already exist in the folder (and so would be refused without `overwrite`).
    public func existingNames(among names: some Sequence<String>) -> [String] {
        names.filter { access(path(for: $0), F_OK) == 0 }
    }

    /// The names in the folder that satisfy `isOutput`, sorted; one directory listing, however many names an
    /// export would write (a clip may declare millions of frames).
    public func existingNames(where isOutput: (String) -> Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(isOutput).sorted()
    }

    /// Writes `bytes` as the file `name`, atomically.
    ///
    /// - Throws: ``MediaError/fileExists`` when the file exists and overwriting is off; otherwise a
    ///   ``MediaError`` carrying `errno` from the failing call (`open`, `write`, `link`, `rename`). Every error
    ///   names the destination file, never the temporary one, which is removed.
    /// - Precondition: `name` is a plain file name: not empty, no `/`, not starting with `.`.
    public func write(_ bytes: [UInt8], to name: String) throws(MediaError) {
        try write(parts: [bytes], to: name)
    }

    /// Writes the concatenation of `parts` as the file `name`, atomically, without joining them in memory first
    /// (a PPM header and its pixels, for example).
    ///
    /// - Throws: As ``write(_:to:)``.
    public func write(parts: [[UInt8]], to name: String) throws(MediaError) {
        try publish(stage(parts: parts, for: name))
    }

    /// Writes the concatenation of `parts` under a hidden temporary name, to become the file `name` when
    /// ``publish(_:)`` is given it; any thread may stage files at once.
    ///
    /// - Throws: As ``write(_:to:)`` (the error names `name`; no temporary file is left).
    public func stage(parts: [[UInt8]], for name: String) throws(MediaError) -> StagedFile {
        var result: Result<StagedFile, MediaError>?
        func nest(_ index: Int, _ buffers: [UnsafeRawBufferPointer]) {
            if index == parts.count {
                result = Result { () throws(MediaError) in try stage(buffers: buffers, for: name) }
                return
            }
            parts[index].withUnsafeBytes { nest(index + 1, buffers + [$0]) }
        }
        nest(0, [])
        return try result!.get()
    }

    /// ``stage(parts:for:)`` for borrowed byte buffers, only read during the call.
    private func stage(buffers parts: [UnsafeRawBufferPointer], for name: String) throws(MediaError) -> StagedFile {
        precondition(!name.isEmpty && !name.contains("/") && !name.hasPrefix("."), "not a plain file name: \(name)")
        let counter = temporaryCounter.add(1, ordering: .relaxed).newValue
        let temporary = path(for: "\(Self.temporaryPrefix)\(processID)-\(counter)-\(name)")
        do {
            try writeFile(temporary, parts: parts)
        } catch {
            unlink(temporary)
            throw error.with(path: path(for: name))
        }
        return StagedFile(name: name, temporaryPath: temporary)
    }

    /// Gives a file staged in this folder its name, atomically: the name appears with the whole file or not at
    /// all. Without `overwrite` an existing file is never replaced.
    ///
    /// - Throws: ``MediaError/fileExists`` when the name is taken and overwriting is off; otherwise a
    ///   ``MediaError`` carrying `errno` (`link`, `rename`). The error names the file, and the staged data is
    ///   removed when `file` goes away.
    public func publish(_ file: StagedFile) throws(MediaError) {
        precondition(file.temporaryPath.hasPrefix(path(for: Self.temporaryPrefix)), "a file staged in another folder")
        let destination = path(for: file.name)
        // No existence check first: without overwrite, link() refuses a taken name atomically anyway, and a frame
        // dump's names are checked once before it starts (one syscall less per file).
        do {
            try publish(file.temporaryPath, as: destination)
        } catch {
            throw error.with(path: destination)
        }
        file.markPublished()
    }

    // MARK: - Private

    private func writeFile(_ path: String, parts: [UnsafeRawBufferPointer]) throws(MediaError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw MediaError.fileSystem("open", path: path) }
        var vectors = parts.filter { $0.count > 0 }.map {
            iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count)
        }
        var failure: MediaError?
        var first = 0
        // One call writes the whole file unless the kernel stops short; then carry on where it stopped.
        while first < vectors.count {
            let written = vectors.withUnsafeBufferPointer {
                writeVector(descriptor, $0.baseAddress! + first, Int32($0.count - first))
            }
            if written < 0 {
                if errno == EINTR { continue }
                failure = MediaError.fileSystem("write", path: path)
                break
            }
            var remaining = written
            while first < vectors.count, remaining >= vectors[first].iov_len {
                remaining -= vectors[first].iov_len
                first += 1
            }
            if remaining > 0 {
                vectors[first].iov_base += remaining
                vectors[first].iov_len -= remaining
            }
        }
        if close(descriptor) != 0, failure == nil { failure = MediaError.fileSystem("close", path: path) }
        if let failure { throw failure }
    }

    private func publish(_ temporary: String, as destination: String) throws(MediaError) {
        if overwrite {
            guard rename(temporary, destination) == 0 else { throw MediaError.fileSystem("rename", path: destination) }
            return
        }
        // link() refuses an existing name atomically, so a file created meanwhile is not clobbered.
        if link(temporary, destination) == 0 {
            unlink(temporary)
            return
        }
        let code = errno
        if code == EEXIST {
            throw MediaError(
                code: MediaError.fileExists.rawValue, message: "file exists", operation: "link",
                path: destination)
        }
        guard code == EPERM || code == ENOTSUP || code == EXDEV else {
            throw MediaError.fileSystem("link", path: destination, errno: code)
        }
        // A file system without hard links: fall back to checking, then renaming.
        guard access(destination, F_OK) != 0 else {
            throw MediaError(
                code: MediaError.fileExists.rawValue, message: "file exists", operation: "rename",
                path: destination)
        }
        guard rename(temporary, destination) == 0 else { throw MediaError.fileSystem("rename", path: destination) }
    }

    /// Removes `.pivot-tmp-<pid>-…` files left by Pivot processes that are no longer running.
    private func removeStaleTemporaryFiles() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(Self.temporaryPrefix) {
            let rest = name.dropFirst(Self.temporaryPrefix.count)
            guard let pid = rest.split(separator: "-", maxSplits: 1).first.flatMap({ pid_t($0) }), pid > 0,
                pid != getpid()
            else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                unlink(path(for: name))
            }
        }
    }

    private static func creationError(_ folder: String) -> MediaError {
        // Walk up to the first ancestor that exists and retry mkdir below it to learn errno.
        var components = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var missing: [String] = []
        while !components.isEmpty {
            let candidate = components.joined(separator: "/")
            if candidate.isEmpty || access(candidate, F_OK) == 0 { break }
            missing.append(candidate)
            components.removeLast()
        }
        if let first = missing.last, mkdir(first, 0o755) != 0 {
            return MediaError.fileSystem("mkdir", path: first)
        }
        return MediaError.fileSystem("mkdir", path: folder, errno: EIO)
    }
}

/// A file a ``FileSink`` wrote under a hidden temporary name, waiting for ``FileSink/publish(_:)`` to give it its
/// name; dropped unpublished (a run that stopped or failed before it), it is removed from the disk.
public final class StagedFile: @unchecked Sendable {
    // Why unchecked: `isPublished` is set once, by the one thread that publishes the file, which holds it then.

    /// The plain file name the file gets when published.
    public let name: String
    /// Where the data is until then.
    let temporaryPath: String
    private var isPublished = false

    init(name: String, temporaryPath: String) {
        self.name = name
        self.temporaryPath = temporaryPath
    }

    /// Records that the data now has its name (and no longer its temporary one).
    fileprivate func markPublished() {
        isPublished = true
    }

    deinit {
        if !isPublished { unlink(temporaryPath) }
    }
}
