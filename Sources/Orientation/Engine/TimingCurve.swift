/// A Core Animation timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping the
/// fraction of time elapsed to the fraction of the change done.
///
/// Mirrors `CAMediaTimingFunction`.
public struct TimingCurve: Sendable, Hashable {
    /// The first control point (x, y).
    public var first: (x: Double, y: Double) { (x1, y1) }
    /// The second control point (x, y).
    public var second: (x: Double, y: Double) { (x2, y2) }

    private let x1: Double
    private let y1: Double
    private let x2: Double
    private let y2: Double

    /// Creates the curve with control points (x1, y1) and (x2, y2).
    /// - Precondition: `x1` and `x2` are in 0...1, so time only moves forward.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "control points' x must be in 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// `kCAMediaTimingFunctionEaseInEaseOut`: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionLinear`.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionDefault`, "the system default timing function": control points (0.25, 0.1) and
    /// (0.25, 1) as commonly quoted (CSS's `ease` is the same curve); *choice* until read on a device with
    /// `getControlPointAtIndex:values:`.
    public static let systemDefault = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The fraction of the change done when `fraction` of the time has passed (clamped to 0...1).
    public func value(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        guard x > 0, x < 1 else { return x }
        // Bisection on the curve's x(t), which is monotonic for control points' x in 0...1; 50 halvings reach
        // double precision.
        var low = 0.0
        var high = 1.0
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if Self.bezier(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }

    /// One coordinate of the cubic Bézier from 0 to 1 with inner control values `p1` and `p2`, at parameter `t`.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}
