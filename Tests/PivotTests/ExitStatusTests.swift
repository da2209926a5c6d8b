import Foundation
import TestSupport
import Testing

/// Every command follows the exit-status table of docs/exit-status.md: 1 with one `pivot: FILE: …` line for a file it cannot
/// read, 2 for a usage error. (130 is checked by InterruptTests, 3 by the simulate and play tests.)
struct ExitStatusTests {
    @Test(arguments: [
        ["inspect", "/nonexistent/clip.mov"],
        ["frames", "/nonexistent/clip.mov", "--out", "/tmp/pivot-never-written"],
        ["play", "/nonexistent/clip.mov", "--out", "/tmp/pivot-never-written"],
        ["matrix", "/nonexistent/clip.mov", "--out", "/tmp/pivot-never-written"],
        ["simulate", "/nonexistent/clip.mov"],
    ])
    func unreadableInputExitsOneWithOneLineNamingIt(arguments: [String]) throws {
        let result = try Subprocess.pivot(arguments)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pivot: /nonexistent/clip.mov: "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/pivot-never-written"), "no output folder for no input")
    }

    @Test(arguments: ["inspect", "frames", "play", "matrix", "simulate"])
    func missingArgumentsExitTwo(command: String) throws {
        let result = try Subprocess.pivot([command])
        #expect(result.status == 2, "\(result.stderr)")
    }
}
