import Foundation
import Pixels
import TestSupport

/// Headless Chromium, the real browser the HTML report is checked in (`make test` installs Debian's `chromium`).
enum Chromium {
    /// The browser's path, or `nil` when it is not installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A screenshot of `page` in a `width` × `height` window at device scale 1, so CSS pixels are image pixels.
    static func screenshot(of page: URL, width: Int, height: Int) throws -> RGBImage {
        let folder = page.deletingLastPathComponent()
        let shot = folder.appendingPathComponent("screenshot.png")
        let result = try Subprocess.run(
            path ?? "chromium",
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", page.absoluteString,
            ], timeLimit: .seconds(60))
        guard result.status == 0, let bytes = FileManager.default.contents(atPath: shot.path) else {
            throw SnapshotTestFailure("chromium failed (\(result.status)): \(result.stderr.suffix(2000))")
        }
        return try PNGDecoder.decode([UInt8](bytes))
    }
}

/// A test helper that could not do its job.
struct SnapshotTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
