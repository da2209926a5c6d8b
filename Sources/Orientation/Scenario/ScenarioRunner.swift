import PivotJSON

/// Replays a ``Scenario`` through an ``OrientationSession``.
///
/// The runner builds each controller from its ``ControllerSpec``; a factory can supply a controller instead (the
/// CLI supplies the real video player for kind `player`), and what the factory throws ends the replay.
///
/// ``run(_:)`` replays a scenario in one call. A renderer instead pulls the replay step by step with
/// ``start(_:)`` and ``ScenarioReplay/next()``, moving the clock itself (drawing as it goes) between steps:
///
/// ```swift
/// let replay = try ScenarioRunner(makeController: players.make).start(scenario)
/// while let until = try replay.next() { draw(replay.session, until: until) }
/// ```
public struct ScenarioRunner<Failure: Error> {
    /// Makes the controller for a spec, or returns `nil` for the default one. A controller returned for a
    /// `navigation`, `tabBar` or `container` spec must be a ``NavigationController``, ``TabBarController`` or
    /// ``ContainerViewController`` holding the spec's children.
    public typealias ControllerFactory = (ControllerSpec) throws(Failure) -> ViewController?

    private let makeController: ControllerFactory
    /// Whether the session draws the system's navigation and tab bars, so they add their heights to the safe
    /// areas of the controllers under them (``OrientationSession/drawsSystemBars``; a render with the chrome).
    public var drawsSystemBars = false

    /// Creates a runner that asks `makeController` first for every controller.
    public init(makeController: @escaping ControllerFactory) {
        self.makeController = makeController
    }

    /// Builds the scenario's root and launches it; the steps follow, one per ``ScenarioReplay/next()``.
    ///
    /// - Throws: What the factory throws for a controller of the root.
    public func start(_ scenario: Scenario) throws(Failure) -> ScenarioReplay<Failure> {
        try ScenarioReplay(scenario, makeController: makeController, drawsSystemBars: drawsSystemBars)
    }

    /// Replays `scenario` to its end: the launch, then each step, stopping after a step that crashes the app;
    /// the clock moves in one go wherever time passes, as the session itself would move it.
    ///
    /// - Throws: What the factory throws, at the first controller it fails to make.
    public func run(_ scenario: Scenario) throws(Failure) -> ScenarioResult {
        try start(scenario).finish()
    }
}

extension ScenarioRunner where Failure == Never {
    /// Creates a runner that builds every controller itself (kind `player` is a ``PlayerStandInController``).
    public init() {
        self.init(makeController: { _ in nil })
    }
}
