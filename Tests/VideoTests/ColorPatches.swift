import Foundation
import Pixels
import TestSupport

@testable import Video

/// The patch table `Scripts/colour-patches.py` wrote beside the colour clips (`Media/colour-patches.json`).
struct ColorPatches: Decodable {
    /// One square of the test picture.
    struct Patch: Decodable {
        var x: Int
        var y: Int
        var size: Int
        /// The BT.709 8-bit colour the patch was made from, for the ordinary patches.
        var rgb: [Int]?
        /// Linear BT.709 light (1.0 = reference white) for the highlights.
        var linear: [Double]?

        /// The patch's own colour as a pixel, for the ordinary patches.
        var pixel: RGBImage.Pixel? {
            rgb.map { RGBImage.Pixel(red: UInt8($0[0]), green: UInt8($0[1]), blue: UInt8($0[2])) }
        }
    }

    var width: Int
    var height: Int
    var patches: [Patch]

    static func load() throws -> ColorPatches {
        try JSONDecoder().decode(ColorPatches.self, from: Data(contentsOf: Fixture.url("colour-patches.json")))
    }
}

extension RGBImage {
    /// The mean colour of the middle of `patch` (away from its edges, where 4:2:0 chroma mixes neighbours).
    func centre(of patch: ColorPatches.Patch) -> RGBImage.Pixel {
        averagePixel(x: patch.x + patch.size / 2, y: patch.y + patch.size / 2, radius: patch.size / 4)
    }
}
