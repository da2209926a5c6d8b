import Foundation
import Testing

@testable import Video

/// The hand-written part of the HDR conversion, against the published reference values.
struct ToneMapperTests {
    /// The tables that replace `exp` and `powf` in the HLG OOTF (issue 16) agree with the formulas to a
    /// millionth, relative, everywhere between black and the peak signal, so no 8-bit value can move by them.
    @Test func tabledHLGCurvesMatchTheFormulas() {
        var worstSceneLight: Float = 0
        var worstRoot: Float = 0
        let tables = HLGTables.shared
        for step in 1..<200_000 {
            let e = Float(step) / 200_000
            let exact = ToneMapper.hlgSceneLight(e)
            worstSceneLight = max(worstSceneLight, abs(tables.sceneLight(e) - exact) / exact)
            let y = Float(step) / 200_000 * Float(step) / 200_000
            worstRoot = max(worstRoot, abs(tables.fifthRoot(y) - pow(y, 0.2)) / pow(y, 0.2))
        }
        #expect(worstSceneLight < 1e-6)
        #expect(worstRoot < 1e-6)
        #expect(tables.sceneLight(0) == 0)
        #expect(tables.sceneLight(1) == ToneMapper.hlgSceneLight(1))
        #expect(tables.fifthRoot(0) == 0)
        #expect(abs(tables.fifthRoot(1e-30) - pow(1e-30, 0.2)) <= 1e-6 * pow(1e-30, 0.2))
    }

    @Test func hlgSeventyFivePercentIsReferenceWhite() {
        // BT.2408: HLG 75 % on a 1000 cd/m² display is 203 cd/m², i.e. 1.0 relative to reference white.
        let scene = ToneMapper.hlgSceneLight(0.75)
        #expect(abs(scene - 0.2647) < 0.0005, "BT.2100 inverse OETF of 0.75: \(scene)")
        let display = scene * ToneMapper.hlgDisplayGain(sceneLuminance: scene)
        #expect(abs(display - 1) < 0.01, "\(display)")
    }

    @Test func hlgPeakSignalIsTheNominalPeak() {
        let gain = ToneMapper.hlgDisplayGain(sceneLuminance: ToneMapper.hlgSceneLight(1))
        #expect(abs(ToneMapper.hlgSceneLight(1) - 1) < 1e-5)
        #expect(abs(gain - 1000 / 203) < 0.01)
    }

    @Test func rollOffKeepsEverythingBelowTheKneeAndReachesWhiteAtThePeak() {
        let mapper = ToneMapper()
        for x: Float in [0, 0.1, 0.5, 0.79] { #expect(mapper.rollOff(x) == x) }
        #expect(abs(mapper.rollOff(mapper.peak) - 1) < 1e-5)
        #expect(mapper.rollOff(mapper.peak * 2) <= 1)
        // Continuous in value and slope at the knee, then strictly increasing below white: no clip.
        let k = ToneMapper.knee
        #expect(abs(mapper.rollOff(k + 0.001) - (k + 0.001)) < 1e-5)
        var previous = mapper.rollOff(k)
        for step in 1...100 {
            let x = k + (mapper.peak - k) * Float(step) / 100
            let y = mapper.rollOff(x)
            #expect(y > previous && y <= 1, "at \(x): \(y)")
            previous = y
        }
    }

    @Test func outOfGamutColoursKeepLuminanceAndLoseOnlyChroma() {
        let mapper = ToneMapper()
        // Pure BT.2020 green in BT.709 primaries (BT.2087 inverse matrix): negative red and blue.
        var (r, g, b): (Float, Float, Float) = (-0.5876, 1.1329, -0.1006)
        let luminance = ToneMapper.luminance(r, g, b)
        mapper.map(&r, &g, &b, rollsOff: false)
        #expect([r, g, b].allSatisfy { $0 >= -1e-6 && $0 <= 1 + 1e-6 }, "\(r) \(g) \(b)")
        #expect(abs(ToneMapper.luminance(r, g, b) - luminance) < 1e-4)
        #expect(g > r && g > b, "still green")
    }

    @Test func inGamutColoursPassUnchanged() {
        let mapper = ToneMapper()
        var (r, g, b): (Float, Float, Float) = (0.2, 0.5, 0.7)
        mapper.map(&r, &g, &b, rollsOff: true)
        #expect((r, g, b) == (0.2, 0.5, 0.7))
    }
}
