import Foundation
import Video

/// The files a list of command-line paths stands for.
enum MediaPaths {
    /// Each path as given, except that a folder stands for the regular files directly in it (not recursively,
    /// hidden files left out), sorted by name. `isInFolder` tells the caller that the file was not named by the
    /// user, so one that is not media may be skipped.
    static func expand(_ paths: [String]) -> [(path: String, isInFolder: Bool)] {
        paths.flatMap { path -> [(path: String, isInFolder: Bool)] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                let names = try? FileManager.default.contentsOfDirectory(atPath: path)
            else { return [(path, false)] }
            let base = path.hasSuffix("/") ? path : path + "/"
            return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
                let child = base + name
                // Subfolders, FIFOs and devices are left out: only a regular file is opened (``InputFile``).
                guard FileManager.default.fileExists(atPath: child), InputFile.refusal(child) == nil else { return nil }
                return (child, true)
            }
        }
    }
}
