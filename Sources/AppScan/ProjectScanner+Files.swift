import Foundation

/// Listing the project's files and reading them.
extension ProjectScanner {
    /// Every regular file under `root` (a real path: no links in it), relative to it, sorted; links leading
    /// outside `root` or into a folder already listed are skipped (a link loop ends there), and so are named pipes,
    /// sockets and devices.
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
                let full = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                let path = join(relative, entry.name)
                // A regular file or folder in a folder already found inside `root` is inside it too: only links need
                // their real path.
                if entry.type == UInt8(DT_REG) || (entry.type == UInt8(DT_UNKNOWN) && Self.isRegularFile(full)) {
                    files.append(path)
                    continue
                }
                if entry.type == UInt8(DT_DIR) {
                    let real = folderReal == "/" ? "/" + entry.name : folderReal + "/" + entry.name
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
                    if Self.isSymbolicLink(full) {
                        problems.append(Problem(file: path, reason: "a broken or looping symbolic link"))
                    }
                    continue
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    guard visited.insert(real).inserted else { continue }
                    pending.append((full, real, path))
                case S_IFREG: files.append(path)
                // Opening a named pipe would wait for a writer for ever.
                default: problems.append(Problem(file: path, reason: "not a regular file; not read"))
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

    /// Whether `path` is a regular file itself, not a link to one.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `path` is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
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

    /// The bytes of the file at `path`, refusing files larger than ``maximumFileSize`` before reading them.
    func contents(of path: String) throws(AppScanError) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw AppScanError("cannot be read") }
        defer { try? handle.close() }
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
