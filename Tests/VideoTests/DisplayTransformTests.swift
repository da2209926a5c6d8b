import Testing

@testable import Video

/// The display-matrix rules, pinned with the matrices FFmpeg itself writes (`docs/ffmpeg-facts.md`, "Display matrix").
struct DisplayTransformTests {
    private static let one: Int32 = 1 << 16

    private static func matrix(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) -> DisplayMatrix {
        DisplayMatrix(values: [a * one, b * one, 0, c * one, d * one, 0, 0, 0, 1 << 30])
    }

    @Test func iPhonePortraitMatrixReadsMinus90AndTurnsClockwise() {
        let m = Self.matrix(0, 1, -1, 0)
        #expect(m.ffprobeRotation == -90)
        #expect(m.transform == .rotateClockwise)
        #expect(!m.isMirrored)
    }

    @Test func plus90MatrixTurnsCounterClockwise() {
        let m = Self.matrix(0, -1, 1, 0)
        #expect(m.ffprobeRotation == 90)
        #expect(m.transform == .rotateCounterClockwise)
    }

    @Test func halfTurnFlipsBothWays() {
        let m = Self.matrix(-1, 0, 0, -1)
        #expect(abs(m.ffprobeRotation) == 180)
        #expect(m.transform == .rotate180)
        #expect(!m.isMirrored)
    }

    @Test func horizontalMirrorReadsAsHalfTurnButIsAFlip() {
        let m = Self.matrix(-1, 0, 0, 1)
        #expect(abs(m.ffprobeRotation) == 180)
        #expect(m.transform == .flipHorizontal)
        #expect(m.isMirrored)
    }

    @Test func verticalMirrorAtZeroDegreesIsAVerticalFlip() {
        let m = Self.matrix(1, 0, 0, -1)
        #expect(m.transform == .flipVertical)
        #expect(m.isMirrored)
    }

    @Test func mirroredQuarterTurnsAreTransposes() {
        #expect(Self.matrix(0, 1, 1, 0).transform == .transpose)
        #expect(Self.matrix(0, -1, -1, 0).transform == .antiTranspose)
    }

    @Test func identityMatrixLeavesThePictureAlone() {
        #expect(Self.matrix(1, 0, 0, 1).transform == .identity)
        #expect(Self.matrix(1, 0, 0, 1).ffprobeRotation == 0)
    }
}
