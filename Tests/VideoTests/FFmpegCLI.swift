import Foundation
import Pixels
import TestSupport

@testable import Video

/// Runs the ffmpeg CLI as the reference the pipeline is compared against.
enum FFmpegCLI {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `ffmpeg [extra] -i path [-vf filter] -pix_fmt rgb24 -frames:v 1 -f image2 out.ppm`, decoded with
    /// ``PPM/decode(_:)``.
    static func firstFrame(of path: String, extraArguments: [String] = [], filter: String? = nil) throws -> RGBImage {
        let folder = try TemporaryFolder.make("ffmpeg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("x.ppm").path
        try run(
            "ffmpeg",
            ["-nostdin", "-v", "error"] + extraArguments
                + ["-i", path] + (filter.map { ["-vf", $0] } ?? []) + [
                    "-pix_fmt", "rgb24", "-frames:v", "1", "-f", "image2", output,
                ])
        guard let image = PPM.decode(try Data(contentsOf: URL(fileURLWithPath: output))) else {
            throw Failure(description: "ffmpeg wrote an unreadable PPM for \(path)")
        }
        return image
    }

    /// Runs a tool found on `PATH` and returns its standard output; throws when it exits non-zero.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(tool) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Whether `body` throws a ``MediaError`` carrying `code` (``MediaError/Code`` is a pattern, not an `Error`).
func throwsMediaError(_ code: MediaError.Code, _ body: () throws -> Void) -> Bool {
    do {
        try body()
        return false
    } catch {
        return (error as? MediaError)?.is(code) == true
    }
}
