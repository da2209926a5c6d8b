import Foundation
import TestSupport
import Testing

/// The user's files are safe: the built binary never replaces a file without `--overwrite`, never touches files it
/// did not write, reports an output path it cannot use in one line naming it, cleans its own stale temporary
/// files, and leaves no half file when the disk fills up.
struct UserFilesTests {
    @Test(arguments: ["frames", "play"])
    func existingFramesAreKeptWithoutOverwrite(command: String) throws {
        try TemporaryFolder.with("files") { folder in
            let existing = folder.appendingPathComponent("frame-00001.ppm")
            try Data("mine".utf8).write(to: existing)
            let result = try Subprocess.pivot([command, Fixture.path("rot-p90.mov"), "--out", folder.path, "--quiet"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("pivot: \(existing.path): "), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(try Data(contentsOf: existing) == Data("mine".utf8))
        }
    }

    @Test(arguments: ["frames", "play"])
    func unrelatedFilesAreUntouchedAndStaleTemporariesRemoved(command: String) throws {
        try TemporaryFolder.with("files") { folder in
            // pid 2^22 + 1 is above Linux's pid_max ceiling, so no process has it: this temporary is stale.
            let stale = ".pivot-tmp-4194305-1-frame-00000.ppm"
            let keep = ["notes.txt": "keep", ".hidden": "mine", "frame-1.ppm.bak": "old"]
            for (name, text) in keep { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
            try Data([0]).write(to: folder.appendingPathComponent(stale))
            let result = try Subprocess.pivot([
                command, Fixture.path("rot-p90.mov"), "--out", folder.path, "--quiet",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(!names.contains(stale), "the stale temporary file is cleaned")
            #expect(!names.contains { $0.hasPrefix(".pivot-tmp-") })
            for (name, text) in keep {
                #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data(text.utf8), "\(name)")
            }
        }
    }

    @Test(arguments: ["frames", "play"])
    func outputUnderARegularFileFailsWithOneLineNamingIt(command: String) throws {
        try TemporaryFolder.with("files") { folder in
            let file = folder.appendingPathComponent("plain")
            try Data("x".utf8).write(to: file)
            let out = file.appendingPathComponent("frames").path
            let result = try Subprocess.pivot([command, Fixture.path("rot-p90.mov"), "--out", out, "--quiet"])
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(lines.first?.hasPrefix("pivot: \(file.path)") == true, "\(result.stderr)")
            #expect(try Data(contentsOf: file) == Data("x".utf8))
        }
    }

    /// Whether this process may mount a tmpfs (root, and a kernel or container that allows it), found by
    /// mounting and unmounting one once.
    static let canMountTmpfs: Bool = {
        guard geteuid() == 0, let folder = try? TemporaryFolder.make("mount-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? Subprocess.run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]))?.status == 0
        else { return false }
        _ = try? Subprocess.run("umount", [folder.path])
        return true
    }()

    /// A real full disk: a 64 KiB tmpfs, smaller than one frame. `frames` and `matrix` refuse it from their disk
    /// estimate before writing anything, as `play` does (a write that still fails is FileSinkTests' injected
    /// failure). Where tmpfs cannot be mounted the test is reported as skipped.
    @Test(
        .enabled(if: canMountTmpfs, "needs permission to mount a tmpfs"),
        arguments: [["frames"], ["frames", "--format", "png"], ["matrix", "--devices", "iphone-15"]])
    func fullDiskIsRefusedBeforeWritingWithOneLine(command: [String]) throws {
        try TemporaryFolder.with("files") { folder in
            let mountPoint = folder.appendingPathComponent("small")
            try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
            let mount = try Subprocess.run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint.path])
            try #require(mount.status == 0, "mount worked for the probe but not here: \(mount.stderr)")
            defer { _ = try? Subprocess.run("umount", [mountPoint.path]) }
            let result = try Subprocess.pivot(
                [command[0], Fixture.path("rot-p90.mov"), "--out", mountPoint.path] + command.dropFirst())
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(lines.first?.hasPrefix("pivot: \(mountPoint.path): the ") == true, "\(result.stderr)")
            #expect(result.stderr.contains("is free"), "\(result.stderr)")
            #expect(result.stderr.contains("--format png") == !command.contains("png"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint.path).isEmpty)
        }
    }
}
