import Foundation

/// A damped spring that carries a value from 0 to 1, released at rest: the motion of a mass on a spring with a
/// damper, as Core Animation's spring animations model it.
///
/// The value at `t` seconds is `1 − x(t)`, where `x` solves `mass·x″ + damping·x′ + stiffness·x = 0` with
/// `x(0) = 1` and `x′(0) = 0`. The spring never quite arrives, so it is taken as settled once it stays within
/// ``settlingEpsilon`` of the end (``settlingDuration``).
///
/// Mirrors the mass–stiffness–damping form of `CASpringAnimation` and `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
public struct SpringCurve: Sendable, Hashable {
    /// The mass on the spring.
    public let mass: Double
    /// The spring's stiffness.
    public let stiffness: Double
    /// The damper's coefficient.
    public let damping: Double

    /// Creates a spring.
    /// - Precondition: `mass` and `stiffness` are positive and `damping` is not negative.
    public init(mass: Double, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "a spring needs a positive mass and stiffness")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The spring of an iPad scene's live resize: `_UIWindowSceneGeometrySettingsDiffAction` sets
    /// `settingsWithMass:3.0 stiffness:1000.0 damping:500.0` on the transition when the scene is in a live resize
    /// and carries no animation settings of its own (decompiled iOS 26.1 UIKitCore; `docs/uikit-versions.md`).
    public static let liveResize = SpringCurve(mass: 3, stiffness: 1000, damping: 500)

    /// How close to the end counts as settled: 0.1 % of the distance (*choice*: SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)` defaults its epsilon to 0.001; Core Animation does not
    /// publish its own).
    public static let settlingEpsilon = 0.001

    /// The undamped angular frequency, `√(stiffness / mass)`.
    private var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ: below 1 the spring overshoots, at 1 or above it does not.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The value, from 0 towards 1, `seconds` after release (0 before it).
    public func value(at seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        return 1 - displacement(at: seconds)
    }

    /// Seconds until the spring stays within ``settlingEpsilon`` of the end, to the millisecond: the first
    /// millisecond where a bound on the distance left (the oscillation's envelope when the spring overshoots, the
    /// distance itself when it does not) falls below it.
    public var settlingDuration: Double {
        let step = 0.001
        var t = 0.0
        while envelope(at: t) >= Self.settlingEpsilon && t < 600 { t += step }
        return (t * 1000).rounded() / 1000
    }

    /// The distance left to the end, `x(t)`.
    private func displacement(at t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        if zeta == 1 { return (1 + omega * t) * exp(-omega * t) }
        // Two real roots r1 > r2 (both negative): x = (r2·e^(r1 t) − r1·e^(r2 t)) / (r2 − r1).
        let root = omega * (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
        return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// A bound on `|x(t)|` that only falls with time.
    private func envelope(at t: Double) -> Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return abs(displacement(at: t)) }
        return exp(-zeta * naturalFrequency * t) / (1 - zeta * zeta).squareRoot()
    }
}
