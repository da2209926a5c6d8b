import Foundation
import TestSupport
import Testing

@testable import Video

/// The bounded QuickTime aperture reader (issue 26) on clips written with `clap`/`tapt` atoms, and on damaged
/// `moov` atoms.
struct QuickTimeBoxReaderTests {
    @Test func aCentredCleanApertureIsCroppedAroundTheCentre() throws {
        let info = try MediaFile(path: Fixture.path("edge/clap-480x270.mov")).info
        let aperture = info.video.aperture
        #expect(
            aperture.clean
                == Aperture.Clean(
                    width: Rational(480, 1), height: Rational(270, 1), horizontalOffset: Rational(0, 1),
                    verticalOffset: Rational(0, 1)))
        #expect(aperture.pixelAspect == Rational(1, 1) && aperture.dimensions.isEmpty)
        // (640 − 480) / 2 and (360 − 270) / 2.
        let crop = try #require(aperture.crop(width: 640, height: 360, mode: .clean))
        #expect(crop.x == 80 && crop.y == 45 && crop.width == 480 && crop.height == 270)
        #expect(aperture.displaySize(width: 640, height: 360, mode: .clean) == Aperture.Size(width: 480, height: 270))
        #expect(
            aperture.displaySize(width: 640, height: 360, mode: .production) == Aperture.Size(width: 640, height: 360))
        #expect(aperture.crop(width: 640, height: 360, mode: .encoded) == nil)
    }

    @Test func anOffsetCleanApertureWithTaptAndNoPasp() throws {
        let aperture = try MediaFile(path: Fixture.path("edge/clap-tapt-no-pasp.mov")).info.video.aperture
        #expect(aperture.pixelAspect == nil)
        #expect(
            aperture.dimensions
                == [
                    .clean: Aperture.Size(width: 480, height: 270), .production: Aperture.Size(width: 640, height: 360),
                    .encoded: Aperture.Size(width: 640, height: 360),
                ])
        // The aperture's centre moves by the offsets: 80 + 16, 45 − 8.
        let crop = try #require(aperture.crop(width: 640, height: 360, mode: .clean))
        #expect(crop.x == 96 && crop.y == 37 && crop.width == 480 && crop.height == 270)
    }

    @Test func clipsWithoutAperturesReportNone() throws {
        let aperture = try MediaFile(path: Fixture.path("codec-hevc.mov")).info.video.aperture
        #expect(aperture.clean == nil && aperture.dimensions.isEmpty)
        #expect(try MediaFile(path: Fixture.path("edge/raw.h264")).info.video.aperture.isEmpty)
    }

    /// Damaged `moov` atoms (bytes flipped, sizes rewritten, truncated) give fewer apertures, never a crash: every
    /// read is checked against the sizes around it.
    @Test func damagedMoovAtomsNeverCrash() throws {
        let bytes = [UInt8](try Data(contentsOf: Fixture.url("edge/clap-tapt-no-pasp.mov")))
        let moov = try #require(Self.moovBody(bytes))
        #expect(QuickTimeBoxReader.tracks(moov: moov).contains { $0.aperture.clean != nil })
        var state: UInt64 = 26
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            var mutant = moov
            for _ in 0..<(1 + next(6)) {
                switch next(3) {
                case 0: mutant[next(mutant.count)] ^= UInt8(1 << next(8))
                case 1:
                    // A size field anywhere set to something absurd or tiny.
                    let offset = next(mutant.count - 4)
                    let size = [0, 1, 7, 8, 0xFFFF_FFFF, UInt32(next(1 << 20))][next(6)]
                    for i in 0..<4 { mutant[offset + i] = UInt8(truncatingIfNeeded: Int(size) >> (24 - 8 * i)) }
                default: mutant.removeLast(next(mutant.count))
                }
                if mutant.count < 8 { break }
            }
            _ = QuickTimeBoxReader.tracks(moov: mutant)
        }
    }

    private static func moovBody(_ bytes: [UInt8]) -> [UInt8]? {
        var offset = 0
        while offset + 8 <= bytes.count {
            let size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard size >= 8, offset + size <= bytes.count else { return nil }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "moov" {
                return Array(bytes[offset + 8..<offset + size])
            }
            offset += size
        }
        return nil
    }
}
