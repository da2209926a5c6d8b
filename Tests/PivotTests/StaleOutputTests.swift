import Foundation
import TestSupport
import Testing

/// `--overwrite` into the folder of an earlier run: afterwards the folder holds what the new manifest lists
/// (issue 10, defect 2), and files the earlier run's manifest did not list are never touched.
struct StaleOutputTests {
    /// The `file` entries of `list` in the JSON manifest at `url`.
    private func listedFiles(_ url: URL, list: String) throws -> Set<String> {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return Set(try #require(json[list] as? [[String: Any]]).compactMap { $0["file"] as? String })
    }

    private func ppmNames(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ppm") })
    }

    /// A user's own files, which look like outputs but no manifest lists.
    private func addUserFiles(to folder: URL) throws -> [URL] {
        let files = ["notes.txt", "frame-99999.ppm"].map { folder.appendingPathComponent($0) }
        for file in files { try Data("mine".utf8).write(to: file) }
        return files
    }

    @Test func playAtALowerRateRemovesTheEarlierRunsExtraFrames() throws {
        try TemporaryFolder.with("stale") { folder in
            let first = try Subprocess.pivot(["play", "Media/codec-h264.mov", "--out", folder.path, "--quiet"])
            try #require(first.status == 0, "\(first.stderr)")
            let mine = try addUserFiles(to: folder)
            #expect(try ppmNames(in: folder).count == 11)
            let again = try Subprocess.pivot([
                "play", "Media/codec-h264.mov", "--out", folder.path, "--fps", "5", "--overwrite", "--quiet",
            ])
            #expect(again.status == 0, "\(again.stderr)")
            let listed = try listedFiles(folder.appendingPathComponent("manifest.json"), list: "frames")
            #expect(listed.count == 5)
            #expect(try ppmNames(in: folder) == listed.union(["frame-99999.ppm"]))
            for file in mine { #expect(try Data(contentsOf: file) == Data("mine".utf8), "\(file.lastPathComponent)") }
        }
    }

    @Test func framesEveryThirtiethAfterEveryFrameRemovesTheRest() throws {
        try TemporaryFolder.with("stale") { folder in
            let first = try Subprocess.pivot(["frames", "Media/codec-h264.mov", "--out", folder.path, "--quiet"])
            try #require(first.status == 0, "\(first.stderr)")
            let mine = try addUserFiles(to: folder)
            let again = try Subprocess.pivot([
                "frames", "Media/codec-h264.mov", "--out", folder.path, "--every", "4", "--overwrite", "--quiet",
            ])
            #expect(again.status == 0, "\(again.stderr)")
            let listed = try listedFiles(folder.appendingPathComponent("frames.json"), list: "frames")
            #expect(listed == ["frame-00000.ppm", "frame-00001.ppm", "frame-00002.ppm"])
            #expect(try ppmNames(in: folder) == listed.union(["frame-99999.ppm"]))
            for file in mine { #expect(try Data(contentsOf: file) == Data("mine".utf8), "\(file.lastPathComponent)") }
        }
    }

    @Test func matrixOnFewerDevicesRemovesTheEarlierRunsOtherCells() throws {
        try TemporaryFolder.with("stale") { folder in
            let first = try Subprocess.pivot([
                "matrix", "Media/codec-h264.mov", "--out", folder.path, "--devices", "iphone-15,ipad-pro-11", "--quiet",
            ])
            try #require(first.status == 0, "\(first.stderr)")
            let mine = try addUserFiles(to: folder)
            let again = try Subprocess.pivot([
                "matrix", "Media/codec-h264.mov", "--out", folder.path, "--devices", "iphone-15", "--overwrite",
                "--quiet",
            ])
            #expect(again.status == 0, "\(again.stderr)")
            let listed = try listedFiles(folder.appendingPathComponent("matrix.json"), list: "cells")
            #expect(listed.allSatisfy { $0.hasPrefix("iphone-15-") } && !listed.isEmpty, "\(listed)")
            #expect(try ppmNames(in: folder) == listed.union(["frame-99999.ppm"]))
            for file in mine { #expect(try Data(contentsOf: file) == Data("mine".utf8), "\(file.lastPathComponent)") }
        }
    }
}
