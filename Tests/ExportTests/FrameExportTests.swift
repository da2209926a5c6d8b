import Foundation
import TestSupport
import Testing
import Video

@testable import Export

/// The export's overwrite check before decoding stays cheap however many frames a clip declares.
struct FrameExportTests {
    /// `codec-h264.mov` declaring 20,000,000 frames (under ``MediaLimits/maxFrameCount``) while holding 10.
    private func clipDeclaringMillionsOfFrames(in folder: URL) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: Fixture.url("codec-h264.mov")))
        let stts = try #require((0..<bytes.count - 4).first { bytes[$0..<$0 + 4].elementsEqual("stts".utf8) })
        // After the type: version and flags, the entry count (1), then the first entry's sample count.
        for (offset, byte) in [0x01, 0x31, 0x2D, 0x00].enumerated() { bytes[stts + 12 + offset] = UInt8(byte) }
        let path = folder.appendingPathComponent("millions.mov").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func clashWithAFarFrameIsFoundBeforeDecoding() throws {
        let folder = try TemporaryFolder.make("export")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = try clipDeclaringMillionsOfFrames(in: folder)
        #expect(try MediaFile(path: clip).info.video.frameCount == 20_000_000)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let far = out.appendingPathComponent("frame-19999999.ppm")
        try Data("mine".utf8).write(to: far)
        do {
            _ = try FrameExport.run(path: clip, folder: out.path, options: FrameExport.Options())
            Issue.record("the export replaced or ignored \(far.path)")
        } catch OutputError.wouldOverwrite(let path, let count) {
            #expect(path == far.path)
            #expect(count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["frame-19999999.ppm"])
    }

    @Test func exportOfAClipDeclaringMillionsOfFramesWritesWhatExists() throws {
        let folder = try TemporaryFolder.make("export")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = try clipDeclaringMillionsOfFrames(in: folder)
        let out = folder.appendingPathComponent("out").path
        let summary = try FrameExport.run(
            path: clip, folder: out, options: FrameExport.Options(size: (width: 16, height: 9)))
        #expect(summary.frames.count == 10)
        #expect(summary.warning != nil, "the container promised more than it holds")
    }
}
