import Foundation

/// The result of running a program to completion.
public struct ProcessResult: Sendable {
    /// The exit status (or the terminating signal's number plus 128).
    public var status: Int32
    /// Everything the program wrote to standard output.
    public var stdout: Data
    /// Everything the program wrote to standard error, as text.
    public var stderr: String

    /// Whether the program was killed because it ran past its time limit.
    public var timedOut = false

    /// A result of a program run some other way (a test that signals it while it runs, for example).
    public init(status: Int32, stdout: Data, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

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
    ///   - timeLimit: When given, the program is killed with SIGKILL after this long and the result says
    ///     ``ProcessResult/timedOut`` (a hang is reported, not waited out).
    public static func run(
        _ executable: String, _ arguments: [String], currentDirectory: URL? = nil, timeLimit: Duration? = nil
    ) throws -> ProcessResult {
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
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pivot-test-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let errHandle = try FileHandle(forWritingTo: errURL)
        let outPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let watchdog = timeLimit.map { limit in
            let pid = process.processIdentifier
            let item = DispatchWorkItem { kill(pid, SIGKILL) }
            let (seconds, attoseconds) = limit.components
            DispatchQueue.global().asyncAfter(
                deadline: .now() + Double(seconds) + Double(attoseconds) * 1e-18, execute: item)
            return item
        }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog?.cancel()
        try errHandle.close()
        let errData = try Data(contentsOf: errURL)
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        var result = ProcessResult(status: status, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
        // Only the watchdog sends SIGKILL to a child of the test.
        result.timedOut = watchdog != nil && status == 128 + SIGKILL
        return result
    }

    /// Runs the `pivot` binary built alongside the tests.
    public static func pivot(
        _ arguments: [String], currentDirectory: URL? = nil, timeLimit: Duration? = nil
    ) throws -> ProcessResult {
        try run(pivotExecutable.path, arguments, currentDirectory: currentDirectory, timeLimit: timeLimit)
    }

    /// The `pivot` executable (the front) in the same build folder as the running test bundle.
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

    /// The full binary, `pivot-media`, beside ``pivotExecutable``: the front `pivot` runs `app` itself and hands
    /// every other command line to it.
    public static var pivotMediaExecutable: URL {
        pivotExecutable.deletingLastPathComponent().appendingPathComponent("pivot-media")
    }
}
