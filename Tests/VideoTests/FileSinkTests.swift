import Foundation
import Glibc
import Synchronization
import TestSupport
import Testing

@testable import Video

/// Atomic writes that never clobber, never touch other files and never leave temporaries behind.
struct FileSinkTests {
    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesTheFileAndNothingElse() throws {
        try TemporaryFolder.with("sink") { folder in
            let sink = try FileSink(folder: folder.path)
            try sink.write(parts: [[1, 2], [3]], to: "a.bin")
            #expect(try Data(contentsOf: folder.appendingPathComponent("a.bin")) == Data([1, 2, 3]))
            #expect(try names(in: folder) == ["a.bin"])
        }
    }

    @Test func refusesToOverwriteAndKeepsTheOldContents() throws {
        try TemporaryFolder.with("sink") { folder in
            let sink = try FileSink(folder: folder.path)
            try sink.write([1], to: "frame.ppm")
            #expect(sink.existingNames(among: ["frame.ppm", "other.ppm"]) == ["frame.ppm"])
            #expect(throwsMediaError(MediaError.fileExists) { try sink.write([2], to: "frame.ppm") })
            #expect(try Data(contentsOf: folder.appendingPathComponent("frame.ppm")) == Data([1]))
            #expect(try names(in: folder) == ["frame.ppm"], "no temporary file left behind")
        }
    }

    @Test func overwritesWhenAllowed() throws {
        try TemporaryFolder.with("sink") { folder in
            try FileSink(folder: folder.path).write([1], to: "frame.ppm")
            try FileSink(folder: folder.path, overwrite: true).write([2], to: "frame.ppm")
            #expect(try Data(contentsOf: folder.appendingPathComponent("frame.ppm")) == Data([2]))
        }
    }

    @Test func leavesUnrelatedFilesAlone() throws {
        try TemporaryFolder.with("sink") { folder in
            let notes = folder.appendingPathComponent("notes.txt")
            try Data("keep".utf8).write(to: notes)
            let sink = try FileSink(folder: folder.path, overwrite: true)
            try sink.write([1], to: "frame-00000.ppm")
            #expect(try Data(contentsOf: notes) == Data("keep".utf8))
            #expect(try names(in: folder) == ["frame-00000.ppm", "notes.txt"])
        }
    }

    @Test func createsMissingParentFolders() throws {
        try TemporaryFolder.with("sink") { folder in
            let nested = folder.appendingPathComponent("a/b/c")
            try FileSink(folder: nested.path).write([1], to: "x.ppm")
            #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("x.ppm").path))
        }
    }

    @Test func failsWhenTheFolderIsAFile() throws {
        try TemporaryFolder.with("sink") { folder in
            let file = folder.appendingPathComponent("plain")
            try Data().write(to: file)
            #expect(throws: MediaError.self) { try FileSink(folder: file.path) }
        }
    }

    /// The parts go out in one `writev`; when the kernel writes less than asked, the rest follows, in order.
    @Test func shortWritesStillGiveTheWholeFile() throws {
        try TemporaryFolder.with("sink") { folder in
            let calls = Mutex(0)
            let sink = try FileSink(folder: folder.path, overwrite: false) { descriptor, parts, _ in
                calls.withLock { $0 += 1 }
                return Glibc.write(descriptor, parts[0].iov_base, min(parts[0].iov_len, 45))
            }
            let parts = [[UInt8](repeating: 7, count: 60), [], [UInt8](0..<200)]
            try sink.write(parts: parts, to: "f.ppm")
            #expect(try Data(contentsOf: folder.appendingPathComponent("f.ppm")) == Data(parts.joined()))
            #expect(calls.withLock { $0 } == 7, "60 bytes in 2 calls, 200 in 5")
        }
    }

    @Test func fullDiskLeavesNoHalfFileAndNamesTheDestination() throws {
        try TemporaryFolder.with("sink") { folder in
            let room = Mutex(100)
            // Each call writes at most part of its first buffer, as the kernel may; the disk fills after 100 bytes.
            let sink = try FileSink(folder: folder.path, overwrite: false) { descriptor, parts, _ in
                room.withLock { room in
                    guard room > 0 else {
                        errno = ENOSPC
                        return -1
                    }
                    let written = Glibc.write(descriptor, parts[0].iov_base, min(parts[0].iov_len, room, 45))
                    room -= written
                    return written
                }
            }
            do throws(MediaError) {
                let parts = [[UInt8](repeating: 7, count: 60), [UInt8](repeating: 8, count: 1000)]
                try sink.write(parts: parts, to: "f.ppm")
                Issue.record("the write succeeded on a full disk")
            } catch {
                #expect(error.code == MediaError.fileSystem("write", path: "", errno: ENOSPC).code)
                #expect(error.path == sink.path(for: "f.ppm"), "names the file the user asked for")
            }
            #expect(try names(in: folder).isEmpty, "no half file, no temporary file")
        }
    }

    /// Files staged on several threads at once appear only when published, each whole under its own name.
    @Test func filesStagedOnManyThreadsAppearWhenPublished() throws {
        try TemporaryFolder.with("sink") { folder in
            let sink = try FileSink(folder: folder.path)
            let staged = Mutex<[Int: StagedFile]>([:])
            DispatchQueue.concurrentPerform(iterations: 16) { index in
                let file = try? sink.stage(
                    parts: [[UInt8](repeating: UInt8(index), count: 1000 + index)], for: "f\(index)")
                staged.withLock { $0[index] = file }
            }
            #expect(try names(in: folder).allSatisfy { $0.hasPrefix(".pivot-tmp-") }, "nothing under a real name yet")
            #expect(try names(in: folder).count == 16)
            for index in 0..<16 {
                try sink.publish(try #require(staged.withLock { $0[index] }))
                let data = try Data(contentsOf: folder.appendingPathComponent("f\(index)"))
                #expect(data == Data(repeating: UInt8(index), count: 1000 + index))
            }
            staged.withLock { $0.removeAll() }
            #expect(try names(in: folder) == (0..<16).map { "f\($0)" }.sorted(), "no temporary file left")
        }
    }

    @Test func aStagedFileDroppedUnpublishedLeavesNothing() throws {
        try TemporaryFolder.with("sink") { folder in
            let sink = try FileSink(folder: folder.path)
            do {
                let file = try sink.stage(parts: [[1, 2, 3]], for: "cell.ppm")
                #expect(try names(in: folder).count == 1)
                _ = file
            }
            #expect(try names(in: folder).isEmpty)
        }
    }

    @Test func removesOnlyStaleTemporariesOfDeadProcesses() throws {
        try TemporaryFolder.with("sink") { folder in
            // pid 2^22 + 1 is above Linux's pid_max ceiling, so no process has it.
            let stale = ".pivot-tmp-4194305-1-frame.ppm"
            let live = ".pivot-tmp-\(getpid())-1-frame.ppm"
            for name in [stale, live, ".pivot-tmp-junk"] {
                try Data([0]).write(to: folder.appendingPathComponent(name))
            }
            _ = try FileSink(folder: folder.path)
            #expect(try names(in: folder) == [".pivot-tmp-\(getpid())-1-frame.ppm", ".pivot-tmp-junk"])
        }
    }
}
