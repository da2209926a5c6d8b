import Foundation
import Pixels
import TestSupport
import Testing
import Video

@testable import Export

/// Frame files in each format, written through an output folder and read back with ffmpeg; the free-space query.
struct FrameFileFormatTests {
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

    @Test func pngFramesEqualPPMFramesPixelForPixel() throws {
        try TemporaryFolder.with("format") { folder in
            let image = Self.noisyPicture(width: 40, height: 30)
            for format in FrameFileFormat.allCases {
                let output = try OutputFolder(
                    path: folder.appendingPathComponent(format.rawValue).path, manifestName: "m.json", format: format,
                    overwrite: false, stopRequested: { false })
                let name = try output.writeFrame(image, index: 0)
                #expect(name == "frame-00000.\(format.fileExtension)")
                let size = try #require(
                    try FileManager.default.attributesOfItem(atPath: output.path(for: name))[.size] as? Int)
                #expect(size <= format.maximumFileSize(width: 40, height: 30), "\(format) within its bound")
            }
            let ppm = folder.appendingPathComponent("ppm/frame-00000.ppm")
            let png = folder.appendingPathComponent("png/frame-00000.png")
            let decoded = folder.appendingPathComponent("decoded.ppm")
            let result = try Subprocess.run(
                "ffmpeg", ["-v", "error", "-i", png.path, "-pix_fmt", "rgb24", decoded.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: decoded) == Data(contentsOf: ppm))
            #expect(PPM.decode(try Data(contentsOf: ppm)) == image)
        }
    }

    @Test func ppmSizeIsExactAndPNGStaysUnderItsBoundEvenForNoise() throws {
        #expect(
            FrameFileFormat.ppm.maximumFileSize(width: 33, height: 17)
                == PPM.encode(Self.noisyPicture(width: 33, height: 17)).count)
        let bytes = try PNGEncoder.encode(Self.noisyPicture(width: 300, height: 200))
        #expect(bytes.count <= FrameFileFormat.png.maximumFileSize(width: 300, height: 200))
    }

    @Test func freeSpaceIsAskedOfTheNearestExistingFolder() throws {
        let existing = try DiskSpace.availableBytes(at: NSTemporaryDirectory())
        let missing = try DiskSpace.availableBytes(at: NSTemporaryDirectory() + "/pivot-not-there-\(UUID())/a/b")
        #expect(existing > 0)
        // The same file system: equal up to what other processes wrote in between.
        #expect(abs(existing - missing) < 512 * 1024 * 1024)
    }
}
