import Glibc

/// The one rule for the files Pivot reads (clips, scenarios, references): only a regular file is opened.
///
/// Opening a FIFO blocks until a writer appears, deaf to SIGTERM, and a device such as `/dev/zero` never ends, so
/// either is refused from `stat(2)`, which opens nothing, before the file is opened.
public enum InputFile {
    /// Why `path` is not read, or `nil` when it is a regular file or cannot be examined (then opening it reports
    /// the system's own reason, `No such file or directory` for example).
    public static func refusal(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let kinds: [mode_t: String] = [
            S_IFDIR: "a folder", S_IFIFO: "a FIFO", S_IFCHR: "a character device", S_IFBLK: "a block device",
            S_IFSOCK: "a socket",
        ]
        let kind = status.st_mode & S_IFMT
        guard kind != S_IFREG else { return nil }
        return "not a regular file (\(kinds[kind] ?? "a special file"))"
    }
}
