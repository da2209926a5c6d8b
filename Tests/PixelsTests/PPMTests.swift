import Testing

@testable import Pixels

/// The P6 writer byte for byte, and the strict reader.
struct PPMTests {
    private static let twoByTwo: RGBImage = {
        var image = RGBImage(width: 2, height: 2)
        image[0, 0] = RGBImage.Pixel(red: 255, green: 0, blue: 0)
        image[1, 0] = RGBImage.Pixel(red: 0, green: 255, blue: 0)
        image[0, 1] = RGBImage.Pixel(red: 0, green: 0, blue: 255)
        image[1, 1] = RGBImage.Pixel(red: 255, green: 255, blue: 0)
        return image
    }()

    @Test func twoByTwoEncodesByteForByte() {
        let expected = Array("P6\n2 2\n255\n".utf8) + [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 0]
        #expect(PPM.encode(Self.twoByTwo) == expected)
    }

    @Test func decodeRoundTrips() {
        #expect(PPM.decode(PPM.encode(Self.twoByTwo)) == Self.twoByTwo)
    }

    @Test func decodeAcceptsCommentsAndOtherWhitespace() {
        let bytes = Array("P6 # made by hand\n2\t2 255\r".utf8) + [UInt8](repeating: 7, count: 12)
        #expect(PPM.decode(bytes)?.pixels == [UInt8](repeating: 7, count: 12))
    }

    @Test(arguments: [
        Array("P5\n2 2\n255\n".utf8) + [UInt8](repeating: 0, count: 12),  // greyscale magic
        Array("P6\n2 2\n65535\n".utf8) + [UInt8](repeating: 0, count: 24),  // 16-bit
        Array("P6\n2 2\n255\n".utf8) + [UInt8](repeating: 0, count: 11),  // short
        Array("P6\n2 2\n255\n".utf8) + [UInt8](repeating: 0, count: 13),  // trailing byte
        Array("P6\n2 x\n255\n".utf8) + [UInt8](repeating: 0, count: 12),  // not a number
        Array("P62 2\n255\n".utf8) + [UInt8](repeating: 0, count: 12),  // no separator after magic
        Array("P6\n0 2\n255\n".utf8),  // empty
        Array("P6\n99999999999 2\n255\n".utf8),  // absurd size
        [UInt8](),
    ])
    func decodeRejectsMalformedInput(bytes: [UInt8]) {
        #expect(PPM.decode(bytes) == nil)
    }
}
