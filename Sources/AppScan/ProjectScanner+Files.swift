import Foundation

/// Listing the project's files and reading them.
extension ProjectScanner {
    /// Every file under `root` (a real path: no links in it), relative to it, sorted; links leading outside `root`
    /// or into a folder already listed are skipped (a link loop ends there). Named pipes, sockets and devices are
    /// listed too: reading one (``contents(of:)``) is refused, so only those the scan reads are reported.
    ///
    /// Each folder is read with `readdir`, whose entry types spare a system call for every regular file and
    /// folder; only links have their real path looked up.
    func listFiles(under root: String, problems: inout [Problem]) -> [String] {
        var files: [String] = []
        var visited: Set<String> = [root]
        // Each folder as reached (through links, if so) and its real path.
        var pending: [(path: String, real: String, relative: String)] = [(root, root, "")]
        while let (folder, folderReal, relative) = pending.popLast() {
            guard let entries = Self.entries(of: folder) else {
                problems.append(Problem(file: relative, reason: "cannot list the folder"))
                continue
            }
            for entry in entries where !Self.skippedFolders.contains(entry.name) {
                let full = Self.child(entry.name, of: folder)
                let path = join(relative, entry.name)
                // A regular file or folder in a folder already found inside `root` is inside it too: only links need
                // their real path.
                if entry.type == UInt8(DT_REG) || (entry.type == UInt8(DT_UNKNOWN) && Self.linkType(full) == S_IFREG) {
                    files.append(path)
                    continue
                }
                if entry.type == UInt8(DT_DIR) {
                    let real = Self.child(entry.name, of: folderReal)
                    if visited.insert(real).inserted { pending.append((full, real, path)) }
                    continue
                }
                let real = Self.realPath(full)
                guard real == root || real.hasPrefix(root + "/") else {
                    problems.append(Problem(file: path, reason: "links outside the project; not read"))
                    continue
                }
                var status = stat()
                guard stat(real, &status) == 0 else {
                    if Self.linkType(full) == S_IFLNK {
                        problems.append(Problem(file: path, reason: "a broken or looping symbolic link"))
                    }
                    continue
                }
                if status.st_mode & S_IFMT == S_IFDIR {
                    guard visited.insert(real).inserted else { continue }
                    pending.append((full, real, path))
                } else {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    /// The names and `readdir` types of a folder's entries (without `.` and `..`), sorted by name, or `nil` if it
    /// cannot be read.
    static func entries(of folder: String) -> [(name: String, type: UInt8)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// `path` with every link in it followed (`realpath`); where that fails (a broken link or a loop), as far as
    /// Foundation's resolution gets.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `name` in `folder` (an absolute path, `/` included).
    static func child(_ name: String, of folder: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The type bits (`S_IFREG`, `S_IFLNK`, …) of `path` itself, not of what a link leads to; `nil` if it is gone.
    static func linkType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// The extensions of the source files read, and of the interface files.
    static let sourceExtensions = ["swift", "m", "mm", "h"]
    static let interfaceExtensions = ["storyboard", "xib"]

    /// Whether the file name at the end of `path` has one of `extensions`: it ends in a dot and the extension, with
    /// something before the dot (`NSString.pathExtension`'s reading, as a suffix test).
    static func hasExtension(_ path: String, in extensions: [String]) -> Bool {
        let utf8 = path.utf8
        let name = utf8[(utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex)...]
        return extensions.contains { pathExtension in
            let suffix = pathExtension.utf8
            return name.count > suffix.count + 1 && name.dropLast(suffix.count).last == UInt8(ascii: ".")
                && name.suffix(suffix.count).elementsEqual(suffix)
        }
    }

    /// The folders `path` is in, each with its trailing slash (`a/`, `a/b/` for `a/b/c`): a file belongs to a
    /// synchronized folder when one of them is that folder. The slashes are found character by character, as
    /// `hasPrefix` compares.
    static func enclosingFolders(of path: String) -> [Substring] {
        let utf8 = path.utf8
        // In ASCII text every slash is a character of its own.
        let slashes =
            utf8.allSatisfy { $0 < 0x80 }
            ? utf8.indices.filter { utf8[$0] == UInt8(ascii: "/") } : path.indices.filter { path[$0] == "/" }
        return slashes.map { path[...$0] }
    }

    /// The bytes of `path` (a path named by a project file, so checked to lead nowhere outside `root`), refusing
    /// files larger than ``maximumFileSize``.
    func read(_ path: String, root: URL) throws(AppScanError) -> Data {
        let url = root.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(root.path + "/") else { throw AppScanError("outside the project; not read") }
        return try contents(of: url.path)
    }

    /// The bytes of the regular file at `path`, refusing files larger than ``maximumFileSize`` before reading them,
    /// and anything but a regular file: the file is opened without waiting (a named pipe would wait for a writer
    /// for ever) and its type checked on the open descriptor.
    func contents(of path: String) throws(AppScanError) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw AppScanError("cannot be read") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        defer { try? handle.close() }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw AppScanError("not a regular file; not read")
        }
        let size: UInt64
        do {
            size = try handle.seekToEnd()
            try handle.seek(toOffset: 0)
        } catch {
            throw AppScanError("cannot be read")
        }
        guard size <= UInt64(maximumFileSize) else {
            throw AppScanError("larger than \(maximumFileSize / 1024 / 1024) MB; not read")
        }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw AppScanError("cannot be read")
        }
    }
}
