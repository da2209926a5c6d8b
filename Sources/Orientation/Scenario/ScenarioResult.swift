/// The outcome of replaying a scenario: one result per step, up to and including a step that crashed the app.
public struct ScenarioResult: Sendable, Equatable {
    /// The device's catalog id.
    public var device: String
    /// The launch (index 0) and every step that ran.
    public var steps: [StepResult]

    /// Creates a result.
    public init(device: String, steps: [StepResult]) {
        self.device = device
        self.steps = steps
    }

    /// The invalid-orientation error the app crashed with, if it did (`pivot simulate` then exits 3).
    public var crash: InvalidInterfaceOrientation? { steps.last?.error }
}
