import Orientation
import Testing

/// How long a rotation takes on each idiom, and the eased progress frames are drawn at.
struct RotationTimingTests {
    @Test(arguments: [("iphone-15", 0.3), ("ipad-pro-11", 0.4)])
    func aQuarterTurnTakesTheIdiomsDurationAndAHalfTurnTwice(id: String, quarter: Double) {
        let session = EventLog.launched(id, root: ViewController(id: "home", supportedInterfaceOrientations: .all))
        #expect(session.quarterTurnDuration == quarter)
        session.rotate(to: .landscapeLeft)
        #expect(session.activeTransition?.transitionDuration == quarter)
        session.advance(by: 1)
        session.rotate(to: .landscapeRight)
        let half = session.activeTransition?.transitionDuration ?? 0
        #expect(abs(half - 2 * quarter) < 1e-12)
    }

    @Test func anExplicitDurationStillWins() {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: "ipad-pro-11")!, root: ViewController(id: "home"),
            quarterTurnDuration: 0.25)
        #expect(session.quarterTurnDuration == 0.25)
    }

    @Test func easeInEaseOutMatchesCoreAnimationsCurve() {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-9, "symmetric about the middle")
        // The cubic-bezier(0.42, 0, 0.58, 1) curve, as CSS's ease-in-out: about 0.0817 done a fifth of the way in
        // (x(t) = 0.2 at t ≈ 0.1763, y there ≈ 0.0817, solved by hand).
        #expect(abs(curve.value(at: 0.2) - 0.0817) < 0.001)
        #expect(abs(curve.value(at: 0.8) - 0.9183) < 0.001)
        #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)
    }

    @Test func theLinearCurveIsTheIdentity() {
        for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(TimingCurve.linear.value(at: fraction) - fraction) < 1e-9)
        }
    }

    @Test func theCoordinatorEasesItsProgress() throws {
        let session = EventLog.launched(root: ViewController(id: "home"))
        session.rotate(to: .landscapeLeft)
        let coordinator = try #require(session.activeTransition)
        let start = coordinator.startTime
        #expect(coordinator.percentComplete(at: start + 0.06) == 0.2)
        let eased = coordinator.easedPercentComplete(at: start + 0.06)
        #expect(eased < 0.2 && abs(eased - 0.0817) < 0.001, "slow at the start")
        #expect(coordinator.easedPercentComplete(at: start + 0.3) == 1)
    }
}
