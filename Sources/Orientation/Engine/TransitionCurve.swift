/// How an animated change of the window's geometry moves from its start to its end over time: a rotation follows
/// a Core Animation timing curve over its duration; an iPad window's live resize follows a spring.
public enum TransitionCurve: Sendable, Hashable {
    /// A timing curve stretched over the transition's duration.
    case timing(TimingCurve)
    /// A spring released at the transition's start; the transition lasts its ``SpringCurve/settlingDuration``.
    case spring(SpringCurve)

    /// The curve of an interface rotation (``TransitionCoordinator/rotationCurve``).
    public static let rotation = TransitionCurve.timing(TransitionCoordinator.rotationCurve)

    /// Whether this is a spring (a live resize), which a run lets settle before it ends.
    public var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }

    /// The fraction of the change shown `elapsed` seconds into a transition of `duration` seconds: 0 before it,
    /// 1 from its end on (a spring is cut to its end once settled), 1 for a transition without duration.
    public func progress(elapsed: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        guard elapsed < duration else { return 1 }
        guard elapsed > 0 else { return 0 }
        switch self {
        case .timing(let curve): return curve.value(at: elapsed / duration)
        case .spring(let spring): return spring.value(at: elapsed)
        }
    }
}
