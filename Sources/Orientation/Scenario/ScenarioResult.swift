/// The outcome of replaying a scenario: one result per step, up to and including a step that crashed the app.
public struct ScenarioResult: Sendable, Equatable {
    /// The device's catalog id.
    public var device: String
    /// The iOS release whose rules applied.
    public var iosVersion: IOSVersion
    /// The launch (index 0) and every step that ran.
    public var steps: [StepResult]

    /// Creates a result.
    public init(device: String, iosVersion: IOSVersion = .newest, steps: [StepResult]) {
        self.device = device
        self.iosVersion = iosVersion
        self.steps = steps
    }

    /// Why the app crashed, if it did (`pivot simulate` then exits 3).
    public var crash: AppCrash? { steps.last?.error }
}
