import Pixels
import Testing
import Video

@testable import Player

/// WCAG 2 arithmetic, pinned with published reference values, and the adaptive close-button rule.
struct ContrastTests {
    @Test func whiteOnBlackIs21To1() {
        #expect(abs(RGBImage.Pixel.white.contrastRatio(with: .black) - 21) < 1e-9)
        #expect(RGBImage.Pixel.black.relativeLuminance == 0)
        #expect(abs(RGBImage.Pixel.white.relativeLuminance - 1) < 1e-12)
    }

    /// #767676 is the lightest grey that passes AA on white (4.54:1); #777777 just fails (4.48:1).
    @Test func aaThresholdGreysOnWhite() {
        let passes = RGBImage.Pixel(red: 0x76, green: 0x76, blue: 0x76).contrastRatio(with: .white)
        let fails = RGBImage.Pixel(red: 0x77, green: 0x77, blue: 0x77).contrastRatio(with: .white)
        #expect(abs(passes - 4.54) < 0.01)
        #expect(abs(fails - 4.48) < 0.01)
    }

    @Test func ratioIsSymmetric() {
        let a = RGBImage.Pixel(red: 200, green: 30, blue: 90)
        let b = RGBImage.Pixel(red: 10, green: 140, blue: 250)
        #expect(a.contrastRatio(with: b) == b.contrastRatio(with: a))
    }

    @Test(arguments: [
        RGBImage.Pixel.white, .black, RGBImage.Pixel(red: 128, green: 128, blue: 128), .primaryRed, .primaryBlue,
        RGBImage.Pixel(red: 255, green: 255, blue: 0),
    ])
    func requiredAlphaIsTheLeastThatReachesAA(background: RGBImage.Pixel) {
        let alpha = AdaptiveContrast.requiredAlpha(over: background)
        let blended = background.blended(with: .black, alpha: alpha)
        #expect(RGBImage.Pixel.white.contrastRatio(with: blended) >= AdaptiveContrast.targetRatio)
        if alpha > 1.0 / 128 {
            let lighter = background.blended(with: .black, alpha: alpha - 1.0 / 128)
            #expect(RGBImage.Pixel.white.contrastRatio(with: lighter) < AdaptiveContrast.targetRatio)
        }
    }

    @Test func blackVideoNeedsOnlyTheMinimumPlate() {
        var contrast = AdaptiveContrast()
        contrast.update(brightest: .black, elapsed: 0)
        #expect(contrast.alpha == AdaptiveContrast.minimumAlpha)
    }

    @Test func plateDarkensAtOnceAndFadesSlowly() {
        var contrast = AdaptiveContrast()
        contrast.update(brightest: .white, elapsed: 0)
        let bright = contrast.alpha
        #expect(bright > 0.5, "white video needs a dark plate")
        contrast.update(brightest: .black, elapsed: 1.0 / 30)
        #expect(abs(contrast.alpha - (bright - AdaptiveContrast.maximumFallPerSecond / 30)) < 1e-9)
        contrast.update(brightest: .white, elapsed: 1.0 / 30)
        #expect(contrast.alpha == bright, "legibility never waits for the animation")
        for _ in 0..<60 { contrast.update(brightest: .black, elapsed: 1.0 / 30) }
        #expect(contrast.alpha == AdaptiveContrast.minimumAlpha)
    }

    @Test func interpolationRunsFromOneAppearanceToTheOther() {
        let from = ButtonAppearance.seedPortrait
        let to = ButtonAppearance.seedLandscape
        #expect(from.interpolated(to: to, progress: 0) == from)
        #expect(from.interpolated(to: to, progress: 1) == to)
        let middle = from.interpolated(to: to, progress: 0.5)
        #expect(middle.background == RGBImage.Pixel(red: 128, green: 0, blue: 128))
    }
}
