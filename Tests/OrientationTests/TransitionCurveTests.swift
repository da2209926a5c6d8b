import Orientation
import Testing

/// The curves transitions follow: a rotation's ease-in-ease-out, a live resize's spring.
struct TransitionCurveTests {
    @Test func theRotationCurveEasesInAndOut() {
        let curve = TransitionCurve.rotation
        #expect(curve.progress(elapsed: 0, duration: 0.3) == 0)
        #expect(curve.progress(elapsed: 0.3, duration: 0.3) == 1)
        #expect(abs(curve.progress(elapsed: 0.15, duration: 0.3) - 0.5) < 1e-9, "symmetric about the middle")
        let quarter = curve.progress(elapsed: 0.075, duration: 0.3)
        #expect(quarter > 0.1 && quarter < 0.15, "slow start: \(quarter)")
        #expect(curve.progress(elapsed: 1, duration: 0) == 1, "no duration: already there")
    }

    @Test func theLiveResizeSpringIsOverdampedSoItNeverOvershoots() {
        let spring = SpringCurve.liveResize
        #expect(spring.dampingRatio > 4, "ζ = 500 / (2√3000) ≈ 4.56")
        var previous = 0.0
        for step in 1...400 {
            let value = spring.value(at: Double(step) / 100)
            #expect(value >= previous && value <= 1, "monotonic towards 1 at \(step)")
            previous = value
        }
    }

    @Test func theLiveResizeSpringSettlesInAboutThreeAndAHalfSeconds() {
        let spring = SpringCurve.liveResize
        let settling = spring.settlingDuration
        // The slow root is ω(−ζ + √(ζ² − 1)) ≈ −2.03 /s, so 0.1 % remains after ln(1000 × 1.0125) / 2.03 ≈ 3.41 s.
        #expect(abs(settling - 3.41) < 0.02, "\(settling)")
        #expect(1 - spring.value(at: settling) < SpringCurve.settlingEpsilon)
        #expect(1 - spring.value(at: settling - 0.05) > SpringCurve.settlingEpsilon)
        let curve = TransitionCurve.spring(spring)
        #expect(curve.progress(elapsed: settling, duration: settling) == 1, "cut to the end once settled")
    }

    @Test func anUnderdampedSpringOvershootsAndItsEnvelopeBoundsTheSettling() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 4)  // ζ = 0.2
        let peaks = stride(from: 0.0, through: 1, by: 0.01).map(spring.value(at:))
        #expect(peaks.contains { $0 > 1 }, "overshoots")
        let settling = spring.settlingDuration
        #expect(
            stride(from: settling, through: settling + 2, by: 0.01).allSatisfy {
                abs(1 - spring.value(at: $0)) < SpringCurve.settlingEpsilon
            })
    }
}
