import Foundation
import TestSupport
import Testing
import Video

/// Frame file formats and the disk-space query, checked against real files.
struct ImageFileFormatTests {
    /// A picture with detail in every row, which compresses poorly.
    static func noisyPicture(width: Int, height: Int) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        var state: UInt32 = 12345
        for index in image.pixels.indices {
            state = state &* 1_103_515_245 &+ 12345
            image.pixels[index] = UInt8(truncatingIfNeeded: state >> 16)
        }
        return image
    }

    @Test func ppmSizeIsExact() throws {
        let image = Self.noisyPicture(width: 33, height: 17)
        #expect(
            try ImageFileFormat.ppm.encode(image).count == ImageFileFormat.ppm.maximumFileSize(width: 33, height: 17))
    }

    @Test func pngStaysUnderItsBoundEvenForNoise() throws {
        let image = Self.noisyPicture(width: 300, height: 200)
        let bytes = try ImageFileFormat.png.encode(image)
        #expect(bytes.count <= ImageFileFormat.png.maximumFileSize(width: 300, height: 200))
    }

    @Test func pngDecodesToTheSamePixelsAsPPM() throws {
        let image = Self.noisyPicture(width: 40, height: 30)
        let folder = try TemporaryFolder.make("format")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("x.png")
        let ppm = folder.appendingPathComponent("x.ppm")
        try Data(try ImageFileFormat.png.encode(image)).write(to: png)
        let result = try Subprocess.run("ffmpeg", ["-v", "error", "-i", png.path, "-pix_fmt", "rgb24", ppm.path])
        #expect(result.status == 0)
        #expect(try Data(contentsOf: ppm) == Data(ImageFileFormat.ppm.encode(image)))
    }

    @Test func freeSpaceIsAskedOfTheNearestExistingFolder() throws {
        let existing = try DiskSpace.availableBytes(at: NSTemporaryDirectory())
        let missing = try DiskSpace.availableBytes(at: NSTemporaryDirectory() + "/pivot-not-there-\(UUID())/a/b")
        #expect(existing > 0)
        // The same file system: equal up to what other processes wrote in between.
        #expect(abs(existing - missing) < 512 * 1024 * 1024)
    }
}
