import Foundation
import PivotJSON
import Pixels
import TestSupport
import Testing
import Video

@testable import Export

/// The one place output files are named, checked for clashes and cleaned up.
struct OutputFolderTests {
    private func names(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    @Test(arguments: [0, 7, 99_999, 100_000, 12_345_678])
    func frameNamesParseBackToTheirIndex(index: Int) throws {
        try TemporaryFolder.with("output") { folder in
            let output = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: false)
            let name = output.frameFileName(index: index)
            #expect(name.hasPrefix("frame-") && name.hasSuffix(".ppm"))
            #expect(output.frameIndex(ofFileName: name) == index)
        }
    }

    @Test(arguments: [
        "frame-1.ppm", "frame-+0001.ppm", "frame--0001.ppm", "frame-00001.png", "frame-00001.ppm.tmp",
        "xframe-00001.ppm",
    ])
    func otherNamesAreNotFrames(name: String) throws {
        try TemporaryFolder.with("output") { folder in
            let output = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: false)
            #expect(output.frameIndex(ofFileName: name) == nil)
        }
    }

    @Test func refusalNamesTheFirstFrameAndCountsEveryClash() throws {
        try TemporaryFolder.with("output") { folder in
            for name in ["frame-00003.ppm", "frame-00001.ppm", "m.json", "sheet.png", "frame-00009.ppm"] {
                try Data("old".utf8).write(to: folder.appendingPathComponent(name))
            }
            let output = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: false)
            #expect(throws: OutputError.wouldOverwrite(path: folder.path + "/frame-00001.ppm", count: 4)) {
                try output.refuseOverwriting(frameCount: 5, names: ["sheet.png"])
            }
            let replacing = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: true)
            try replacing.refuseOverwriting(frameCount: 5, names: ["sheet.png"])
        }
    }

    @Test func finishingRemovesOnlyWhatTheOldManifestListedAndTheRunDidNotWrite() throws {
        try TemporaryFolder.with("output") { folder in
            let old = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: false)
            let image = RGBImage(width: 2, height: 1)
            var listed: [JSONValue] = []
            for index in 0..<4 { listed.append(.object(["file": .string(try old.writeFrame(image, index: index))])) }
            // A listed name that escapes the folder or is hidden is never acted on.
            listed += [.object(["file": .string("../outside.ppm")]), .object(["file": .string(".hidden")])]
            // A user's file a Pivot manifest lists is never acted on either: it is not a name Pivot gives files.
            listed.append(.object(["file": .string("notes.txt")]))
            try old.finish(manifest: .object(["interrupted": .bool(false), "frames": .array(listed)]))
            for name in ["notes.txt", ".hidden", "frame-00007.ppm"] {
                try Data("mine".utf8).write(to: folder.appendingPathComponent(name))
            }
            try Data("outside".utf8).write(to: folder.deletingLastPathComponent().appendingPathComponent("outside.ppm"))
            defer {
                try? FileManager.default.removeItem(
                    at: folder.deletingLastPathComponent().appendingPathComponent("outside.ppm"))
            }

            let new = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: true)
            try new.writeFrame(image, index: 0)
            let removed = try new.finish(
                manifest: .object(["frames": .array([.object(["file": .string("frame-00000.ppm")])])]))
            #expect(Set(removed) == ["frame-00001.ppm", "frame-00002.ppm", "frame-00003.ppm"])
            #expect(try names(in: folder) == ["frame-00000.ppm", "m.json", "notes.txt", ".hidden", "frame-00007.ppm"])
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.deletingLastPathComponent().appendingPathComponent("outside.ppm").path))
        }
    }

    /// `echo '{"x":{"file":"thesis.docx"}}' > o/manifest.json; pivot play CLIP --out o --overwrite` once deleted
    /// `thesis.docx`: a manifest that is not Pivot's names nothing to remove, even frame names.
    @Test func aForeignManifestNamesNothingToRemove() throws {
        try TemporaryFolder.with("output") { folder in
            for name in ["thesis.docx", "frame-00001.ppm"] {
                try Data("mine".utf8).write(to: folder.appendingPathComponent(name))
            }
            let foreign = #"{"x": {"file": "thesis.docx"}, "frames": [{"file": "frame-00001.ppm"}]}"#
            try Data(foreign.utf8).write(to: folder.appendingPathComponent("m.json"))
            let new = try OutputFolder(path: folder.path, manifestName: "m.json", overwrite: true)
            #expect(try new.finish(manifest: .object(["interrupted": .bool(false)])) == [])
            #expect(try names(in: folder) == ["frame-00001.ppm", "m.json", "thesis.docx"])
        }
    }

    @Test(arguments: FrameFileFormat.allCases)
    func framesInEveryFormatDecodeToTheirPixels(format: FrameFileFormat) throws {
        try TemporaryFolder.with("output") { folder in
            var image = RGBImage(width: 3, height: 2)
            for y in 0..<2 {
                for x in 0..<3 { image[x, y] = RGBImage.Pixel(red: UInt8(x * 80), green: UInt8(y * 200), blue: 7) }
            }
            let output = try OutputFolder(path: folder.path, manifestName: "m.json", format: format, overwrite: false)
            let name = try output.writeFrame(image, index: 2)
            #expect(name == "frame-00002.\(format.fileExtension)")
            #expect(output.frameIndex(ofFileName: name) == 2)
            // ffmpeg, not Pivot, reads the file back.
            let decoded = folder.appendingPathComponent("decoded.ppm").path
            let result = try Subprocess.run(
                "ffmpeg", ["-nostdin", "-v", "error", "-i", output.path(for: name), "-pix_fmt", "rgb24", decoded])
            try #require(result.status == 0, "\(result.stderr)")
            #expect(PPM.decode(try Data(contentsOf: URL(fileURLWithPath: decoded))) == image)
        }
    }
}
