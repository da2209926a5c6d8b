/// Formats point values for the reports: whole numbers without a fractional part.
enum PointFormat {
    /// `393` for 393.0, `228.03125` otherwise.
    static func string(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
