import Foundation

extension Subprocess {
    /// Starts the `pivot` binary built alongside the tests (or `executable`) with `arguments` and returns once it
    /// has written `file`, still running (to be signalled); its standard output goes to `output` and its standard
    /// error to `errors` (files created or emptied), or each is discarded.
    ///
    /// - Throws: ``ToolError`` when pivot ends, or a minute passes, before `file` exists.
    public static func startPivot(
        _ arguments: [String], untilFileExists file: URL, output: URL? = nil, errors: URL? = nil,
        executable: URL = pivotExecutable
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = try handle(writingTo: output)
        process.standardError = try handle(writingTo: errors)
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: file.path), process.isRunning, Date() < deadline {
            usleep(5_000)
        }
        guard process.isRunning, FileManager.default.fileExists(atPath: file.path) else {
            if process.isRunning { process.terminate() }
            let reason = "\(arguments.first ?? "pivot") did not write \(file.lastPathComponent) while running"
            throw ToolError(tool: "pivot", status: process.isRunning ? -1 : process.terminationStatus, stderr: reason)
        }
        return process
    }

    /// A handle on `file`, created or emptied, or the null device when there is no file: where a started
    /// process's output goes.
    public static func handle(writingTo file: URL?) throws -> FileHandle {
        guard let file else { return FileHandle.nullDevice }
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        return try FileHandle(forWritingTo: file)
    }
}
