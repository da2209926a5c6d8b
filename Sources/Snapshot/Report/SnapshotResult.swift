import Pixels

/// One checked snapshot, a frame or a text report, with what a report needs to show it.
public struct SnapshotResult: Sendable, Hashable {
    /// How the check ended.
    public enum Outcome: Sendable, Hashable {
        /// The snapshot matches its reference.
        case passed
        /// The snapshot was written as the new reference (record mode).
        case recorded
        /// The snapshot does not match, or there is no reference; the message says which and why.
        case failed(String)
    }

    /// What was compared, kept so a report can show it.
    public enum Evidence: Sendable, Hashable {
        /// Two pictures; `reference` is `nil` when it was missing.
        case image(reference: RGBImage?, actual: RGBImage, tolerance: ImageTolerance)
        /// Two texts; `reference` is `nil` when it was missing.
        case text(reference: String?, actual: String)
        /// Nothing kept: a passed or recorded check read back from a result file (which keeps evidence for
        /// failures only), or a snapshot that could not be made (a scenario invalid on the chosen iOS version),
        /// whose failure message says why.
        case omitted
    }

    /// The snapshot's name, the reference file's path relative to the references folder (`frame-0003.png`).
    public var name: String
    /// The group it belongs to (a command and clip, a scenario folder); a JUnit test suite.
    public var group: String
    /// How the check ended.
    public var outcome: Outcome
    /// What was compared.
    public var evidence: Evidence
    /// The files a failure left in the failures folder, relative to it (the triptych `frame-0003.png`; a text's
    /// actual `rotate.txt` and its diff `rotate.txt.diff`); empty when it left none.
    public var evidenceFiles: [String]

    /// Creates a result.
    public init(name: String, group: String, outcome: Outcome, evidence: Evidence, evidenceFiles: [String] = []) {
        self.name = name
        self.group = group
        self.outcome = outcome
        self.evidence = evidence
        self.evidenceFiles = evidenceFiles
    }

    /// The failure message, or `nil` when the check passed or recorded.
    public var failureMessage: String? {
        if case .failed(let message) = outcome { message } else { nil }
    }
}
