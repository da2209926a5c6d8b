/// Formats point and time values for the reports.
///
/// Rounding goes through `Int` conversion rather than `Double.rounded()`, which would make every client of this
/// libm-free module link libm on Linux.
package enum PointFormat {
    /// `393` for 393.0, `228.03125` otherwise.
    package static func string(_ value: Double) -> String {
        isWhole(value) ? String(Int(value)) : String(value)
    }

    /// Whether `value` is a whole number small enough to print as an integer.
    package static func isWhole(_ value: Double) -> Bool {
        abs(value) < 1e15 && Double(Int(value)) == value
    }

    /// `value` rounded half away from zero to a whole number of `1/steps`.
    /// - Precondition: `value * steps` fits in an `Int`.
    package static func rounded(_ value: Double, steps: Double) -> Double {
        Double(Int(value * steps + (value < 0 ? -0.5 : 0.5))) / steps
    }
}
