import PivotJSON

extension Event {
    /// The event as `pivot simulate --json` prints it: `t` (to the microsecond), `controller`, `event`, and
    /// `args` when there are any.
    public var json: JSONValue {
        var fields = [
            JSONValue.Field("t", .number(PointFormat.rounded(time, steps: 1_000_000))),
            JSONValue.Field("controller", .string(controller)),
            JSONValue.Field("event", .string(name)),
        ]
        if !args.isEmpty {
            fields.append(JSONValue.Field("args", .object(args.map { JSONValue.Field($0.key, $0.value.json) })))
        }
        return .object(fields)
    }
}
