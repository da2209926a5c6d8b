/// Why an ``OutputFolder`` refused to write.
public enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Files of an earlier run would be replaced and overwriting is off; `path` is the first of them.
    case wouldOverwrite(path: String, count: Int)
    /// The frame files would not fit in the free space of `path`'s file system; nothing (more) was written.
    case notEnoughSpace(path: String, frameCount: Int, estimate: DiskSpaceEstimate)
    /// A frame file the run wrote could not be read back for the contact sheet (something removed or changed it).
    case unreadableFrame(path: String)

    /// One line for the CLI, naming the file.
    public var description: String {
        switch self {
        case .wouldOverwrite(let path, let count):
            let files = count == 1 ? "1 output file" : "\(count) output files"
            return "\(path): already exists (\(files) would be overwritten); use --overwrite or another --out folder"
        case .notEnoughSpace(let path, let frameCount, let estimate):
            return estimate.refusal(frameCount: frameCount, folder: path)
        case .unreadableFrame(let path):
            return "\(path): the frame file changed while the run wrote it; it cannot go on the contact sheet"
        }
    }
}
