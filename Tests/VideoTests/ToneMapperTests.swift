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

    /// libplacebo's BT.2390: SMPTE ST 2084's published points, the source black and peak land on SDR black and
    /// white, the curve rises until it reaches white (its black-point adaptation overshoots just below the peak,
    /// and libplacebo clamps there too), and the tables interpolate it to 10⁻³ relative, a tenth of the 0.94 %
    /// between neighbouring 8-bit codes.
    @Test(arguments: [Float(1000), 4000]) func bt2390RisesFromBlackToWhite(peak: Float) {
        #expect(abs(ToneCurve.pq(100) - 0.5081) < 1e-4)
        #expect(abs(ToneCurve.pq(1000) - 0.7518) < 1e-4)
        #expect(abs(ToneCurve.pqLight(ToneCurve.pq(203)) - 203) < 1e-9)
        let relativePeak = Double(peak / ToneMapper.referenceWhite)
        let black = 0.005 / 203
        #expect(abs(ToneCurve.bt2390(relativePeak, peak: relativePeak, black: black) - 1) < 1e-9)
        #expect(abs(ToneCurve.bt2390(black, peak: relativePeak, black: black) - Double(ToneCurve.black)) < 1e-9)
        var previous = 0.0
        for step in 0...2000 {
            let y = relativePeak * Double(step) / 2000
            let mapped = ToneCurve.bt2390(y, peak: relativePeak, black: black)
            #expect(mapped > previous || step == 0 || (previous >= 1 && mapped >= 1), "at \(y): \(mapped)")
            previous = mapped
        }
        let curve = ToneCurve(peakLuminance: peak, blackLuminance: 0.005, toBT709: [1, 0, 0, 0, 1, 0, 0, 0, 1])
        var worst = 0.0
        for step in 1...20000 {
            let y = Float(step) / 20000 * curve.peak
            let exact = ToneCurve.bt2390(Double(y), peak: Double(curve.peak), black: black)
            worst = max(worst, abs(Double(curve.value(y)) - exact) / exact)
        }
        #expect(worst < 1e-3, "worst relative error \(worst)")
    }

    /// Reference white from a 1000 cd/m² peak comes out where libplacebo puts it: BT.2390's knee (KS = 2·maxLum −
    /// 1, 36 cd/m²) darkens it to 0.66 of SDR white; hybrid mode only above 10× SDR white.
    @Test func referenceWhiteIsDarkenedAsLibplaceboDoesIt() {
        let white = ToneCurve.bt2390(1, peak: 1000.0 / 203, black: 0.005 / 203)
        #expect(abs(white - 0.6633) < 0.001, "\(white)")
        let identity: [Float] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
        #expect(!ToneCurve(peakLuminance: 2000, blackLuminance: 0.005, toBT709: identity).hybrid)
        #expect(ToneCurve(peakLuminance: 4000, blackLuminance: 0.005, toBT709: identity).hybrid)
    }

    /// Grey stays grey through the tone mapping (crosstalk and chroma scaling cancel on neutral colours), and a
    /// saturated colour keeps its hue order.
    @Test func greyStaysGreyAndHueOrderStays() {
        let curve = ToneCurve(
            peakLuminance: 1000, blackLuminance: 0.005, toBT709: [1, 0, 0, 0, 1, 0, 0, 0, 1])
        var (r, g, b): (Float, Float, Float) = (2, 2, 2)
        ToneMapper.toneMap(&r, &g, &b, curve: curve)
        #expect(abs(r - g) < 1e-5 && abs(g - b) < 1e-5, "\(r) \(g) \(b)")
        #expect(abs(r - curve.value(2)) < 1e-4)
        var (sr, sg, sb): (Float, Float, Float) = (0.6, 1.2, 3.0)
        ToneMapper.toneMap(&sr, &sg, &sb, curve: curve)
        #expect(sr < sg && sg < sb, "\(sr) \(sg) \(sb)")
    }
}
