import Foundation

/// Locates the fixture clips in the repository's `Media/` folder.
///
/// `Media/` sits outside every target, so the path is resolved from this source file's location rather than
/// from a resource bundle.
public enum Fixture {
    /// The repository's root folder.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The `Media/` folder that holds the fixture clips.
    public static let mediaFolder: URL = repositoryRoot.appendingPathComponent("Media", isDirectory: true)

    /// The URL of a fixture clip, relative to `Media/` (for example `"broken/zero-bytes.mov"`).
    public static func url(_ relativePath: String) -> URL {
        mediaFolder.appendingPathComponent(relativePath)
    }

    /// The file-system path of a fixture clip, relative to `Media/`.
    public static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }
}

extension Fixture {
    /// Every playable fixture clip directly in `Media/` (not `Media/broken/`), by name, sorted.
    public static var playableClips: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: mediaFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".mov") }.sorted()
    }

    /// The broken fixtures in `Media/broken/`, as paths relative to `Media/`, sorted.
    public static var brokenClips: [String] {
        let folder = mediaFolder.appendingPathComponent("broken").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".mov") }.sorted().map { "broken/\($0)" }
    }
}

extension Fixture {
    /// The edge-case clips in `Media/edge/` (stream choice, timeline, matrices, alpha, interlacing, colour tags),
    /// as paths relative to `Media/`, sorted.
    public static var edgeClips: [String] {
        let folder = mediaFolder.appendingPathComponent("edge").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "edge/\($0)" }
    }
}
