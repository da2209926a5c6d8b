import Glibc

/// Free space on the file system that holds a folder, checked before a run writes frame files.
public enum DiskSpace {
    /// The bytes an unprivileged process may still write on the file system holding `path`; when `path` does not
    /// exist yet, its nearest existing parent folder is asked (the folder a run would create).
    ///
    /// - Throws: A ``MediaError`` carrying `errno` when no parent can be queried. The corresponding function is
    ///   `statvfs`.
    public static func availableBytes(at path: String) throws(MediaError) -> Int64 {
        var candidate = path.isEmpty ? "." : path
        while true {
            var info = statvfs()
            if statvfs(candidate, &info) == 0 { return Int64(info.f_bavail) * Int64(info.f_frsize) }
            guard errno == ENOENT, let parent = Self.parent(of: candidate) else {
                throw MediaError.fileSystem("statvfs", path: path)
            }
            candidate = parent
        }
    }

    /// The enclosing folder of `path`, or `nil` at the root or for a bare name's `.`.
    private static func parent(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed == "." ? nil : "." }
        if slash == trimmed.startIndex { return trimmed == "/" ? nil : "/" }
        return String(trimmed[..<slash])
    }
}
