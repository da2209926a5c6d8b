import Orientation
import PivotJSON

extension PlaybackReport {
    /// One sentence per scripted turn that never happened, for stderr and the manifest's `warnings`: a turn at
    /// or after the clip's end, or one that waited for the rotation before it until the clip had ended.
    public var warnings: [String] {
        unappliedTurns.map { turn in
            let turnText = "turn \(JSONValue.decimal(turn.clipTime)):\(turn.pose.name)"
            let end = "the clip's end (\(JSONValue.decimal(duration)) s)"
            if turn.clipTime >= duration { return "\(turnText) is at or after \(end); ignored" }
            return "\(turnText) waited for the rotation before it until after \(end); ignored"
        }
    }
}
