import Foundation

/// Fresh, empty folders under the system's temporary directory, one per test, removed by the caller.
public enum TemporaryFolder {
    /// Creates a new empty folder named `pivot-<label>-<UUID>` and returns its URL.
    public static func make(_ label: String = "tests") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("pivot-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension TemporaryFolder {
    /// Runs `body` with a new empty folder (see ``make(_:)``) and removes the folder and its contents afterwards.
    public static func with<Result>(_ label: String = "tests", _ body: (URL) throws -> Result) throws -> Result {
        let folder = try make(label)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
