import Foundation

/// The result of running a program to completion.
public struct ProcessResult: Sendable {
    /// The exit status (or the terminating signal's number plus 128).
    public var status: Int32
    /// Everything the program wrote to standard output.
    public var stdout: Data
    /// Everything the program wrote to standard error, as text.
    public var stderr: String

    /// Standard output as text.
    public var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs programs for tests: the reference tools (ffprobe, ffmpeg) and the built `pivot` binary.
public enum Subprocess {
    /// Runs `executable` with `arguments` and waits for it, collecting both output streams.
    ///
    /// - Parameters:
    ///   - executable: An absolute path, or a name looked up on `PATH`.
    ///   - arguments: The arguments, without the program name.
    ///   - currentDirectory: The working directory; the repository root by default.
    public static func run(_ executable: String, _ arguments: [String], currentDirectory: URL? = nil) throws
        -> ProcessResult
    {
        let process = Process()
        if executable.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.currentDirectoryURL = currentDirectory ?? Fixture.repositoryRoot
        // stderr goes to a file, so neither stream can fill a pipe and block the child while we read the other.
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-test-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let errHandle = try FileHandle(forWritingTo: errURL)
        let outPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errHandle.close()
        let errData = try Data(contentsOf: errURL)
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ProcessResult(status: status, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs the `pivot` binary built alongside the tests.
    public static func pivot(_ arguments: [String], currentDirectory: URL? = nil) throws -> ProcessResult {
        try run(pivotExecutable.path, arguments, currentDirectory: currentDirectory)
    }

    /// The `pivot` executable in the same build folder as the running test bundle.
    public static let pivotExecutable: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On Linux the test runner is `<build>/PivotPackageTests.xctest`; on macOS it sits inside a bundle.
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("pivot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return Fixture.repositoryRoot.appendingPathComponent(".build/debug/pivot")
    }()
}
