/// Whether snapshots are written as new references or compared with the stored ones.
public enum SnapshotMode: Sendable, Hashable {
    /// Write every snapshot as the reference, replacing what was there.
    case record
    /// Compare every snapshot with its reference; a missing reference is a failure.
    case verify
}
