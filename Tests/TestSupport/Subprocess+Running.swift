import Foundation

extension Subprocess {
    /// Starts the `pivot` binary built alongside the tests with `arguments` and returns once it has written `file`,
    /// still running (to be signalled); its standard output goes to `output` (a file created or emptied), or is
    /// discarded.
    ///
    /// - Throws: ``ToolError`` when pivot ends, or a minute passes, before `file` exists.
    public static func startPivot(
        _ arguments: [String], untilFileExists file: URL, output: URL? = nil
    ) throws -> Process {
        let process = Process()
        process.executableURL = pivotExecutable
        process.arguments = arguments
        if let output {
            guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
            }
            process.standardOutput = try FileHandle(forWritingTo: output)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
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
}
