import Orientation

/// When the device turns during a `pivot play` run: device poses at clip times.
///
/// Written `T:POSE,T:POSE,…` with the device pose names of `pivot simulate`'s `rotate` step (device
/// `landscapeLeft` is interface `landscapeRight`), for example `1.0:portrait,2.0:landscapeRight`.
public struct RotationScript: Sendable, Equatable {
    /// One turn of the device.
    public struct Turn: Sendable, Equatable {
        /// The clip time in seconds at which the device turns.
        public var clipTime: Double
        /// The pose it turns to.
        public var pose: DeviceOrientation

        /// Creates a turn.
        public init(clipTime: Double, pose: DeviceOrientation) {
            self.clipTime = clipTime
            self.pose = pose
        }
    }

    /// The turns, in time order.
    public private(set) var turns: [Turn]

    /// Creates a script from turns in any order.
    public init(turns: [Turn] = []) {
        self.turns = turns.sorted { $0.clipTime < $1.clipTime }
    }

    /// Parses `T:POSE,…`, or names the first malformed entry.
    public static func parse(_ text: String) -> Result<RotationScript, ParseError> {
        var turns: [Turn] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let time = Double(parts[0]), time.isFinite, time >= 0 else {
                return .failure(ParseError(entry: String(entry), reason: "expected TIME:POSE with TIME ≥ 0 seconds"))
            }
            guard let pose = DeviceOrientation(name: String(parts[1])) else {
                let names = DeviceOrientation.allCases.map(\.name).joined(separator: ", ")
                return .failure(ParseError(entry: String(entry), reason: "unknown pose; use one of \(names)"))
            }
            turns.append(Turn(clipTime: time, pose: pose))
        }
        return .success(RotationScript(turns: turns))
    }

    /// A malformed entry of a rotation script.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The entry as written.
        public var entry: String
        /// What is wrong with it.
        public var reason: String
        /// `"1.0:sideways": unknown pose; …`.
        public var description: String { "\"\(entry)\": \(reason)" }
    }
}
