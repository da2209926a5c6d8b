import Foundation
import Orientation
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// Interface-view frames during a rotation (``InterfaceTurn``): the whole interface, laid out at the window's
/// animated bounds, turned by the angle still to go about the centre of the window's final canvas.
struct InterfaceTurnTests {
    /// `image` turned a quarter clockwise, pixel for pixel.
    private func quarterClockwise(_ image: RGBImage) -> RGBImage {
        var turned = RGBImage(width: image.height, height: image.width)
        for y in 0..<turned.height {
            for x in 0..<turned.width { turned[x, y] = image[y, image.height - 1 - x] }
        }
        return turned
    }

    /// The share of pixels of two same-sized pictures that differ by more than 96 in some channel.
    private func differingShare(_ a: RGBImage, _ b: RGBImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        let differing = zip(a.pixels, b.pixels).enumerated().filter { abs(Int($0.element.0) - Int($0.element.1)) > 96 }
            .map { $0.offset / 3 }
        return Double(Set(differing).count) / Double(a.width * a.height)
    }

    @Test func anUprightInterfaceOfTheCanvasSizeIsItself() {
        let image = RGBImage(width: 3, height: 2, fill: .white)
        #expect(
            InterfaceTurn.picture(of: image, turnedBy: 0, onto: PixelRect(x: 0, y: 0, width: 3, height: 2)) == image)
    }

    @Test func aQuarterTurnMovesEveryPixelExactly() {
        var image = RGBImage(width: 4, height: 6)
        for y in 0..<6 {
            for x in 0..<4 { image[x, y] = RGBImage.Pixel(red: UInt8(x * 40), green: UInt8(y * 40), blue: 7) }
        }
        let turned = InterfaceTurn.picture(of: image, turnedBy: 90, onto: PixelRect(x: 0, y: 0, width: 6, height: 4))
        #expect(differingShare(turned, quarterClockwise(image)) == 0 && turned.width == 6)
    }

    @Test func partWayTheTurnedInterfaceIsCentredAndTheRestIsBlack() {
        let image = RGBImage(width: 20, height: 20, fill: .white)
        let turned = InterfaceTurn.picture(
            of: image, turnedBy: 45, onto: PixelRect(x: 0, y: 0, width: 40, height: 20))
        #expect(turned[20, 10] == .white && turned[0, 0] == .black && turned[39, 19] == .black)
        #expect(turned[5, 10] == .black && turned[34, 10] == .black, "a 20-pixel square turned 45° reaches ±14")
        #expect(turned[8, 10] == .white && turned[31, 10] == .white)
    }

    /// Failed before: the first frame of a turn from portrait laid the old layout's video (at y = 315 of the
    /// portrait window) on the landscape canvas, cut at its bottom edge.
    @Test func theFirstFrameOfATurnIsTheOldInterfaceTurnedAsAWhole() throws {
        try TemporaryFolder.with("turn") { folder in
            var options = PlayExport.Options(playback: PlaybackSettings(device: DeviceCatalog.device(id: "iphone-15")!))
            options.playback.scale = 0.5
            options.playback.preferredOrientation = .portrait
            options.playback.rotations = try RotationScript.parse("0.5:landscapeRight").get()
            let result = try PlayExport.run(clip: Fixture.path("ar-16x9.mov"), folder: folder.path, options: options)
            let frames = result.report.frames
            let start = try #require(frames.firstIndex { $0.transition != nil })
            #expect(frames[start].transition?.progress == 0)
            func picture(_ index: Int) throws -> RGBImage {
                try #require(PPM.decode(Data(contentsOf: folder.appendingPathComponent(frames[index].file!))))
            }
            let before = try picture(start - 1)
            let first = try picture(start)
            #expect(before.width < before.height && first.width == before.height && first.height == before.width)
            // The clip plays on between the two frames, so a few of the video's pixels change; the layout does not.
            let changed = differingShare(first, quarterClockwise(before))
            #expect(changed < 0.02, "the device turned clockwise, the old interface with it: \(changed) differ")
            let middle = try picture(start + 4)
            #expect(middle.width == first.width && middle.height == first.height, "the canvas is the final one")
        }
    }
}
