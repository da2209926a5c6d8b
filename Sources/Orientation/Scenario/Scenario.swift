/// A parsed scenario file: a device, an app, its root controller, and the steps to replay.
///
/// Build one with ``parse(_:folder:)`` and replay it with ``ScenarioRunner``.
public struct Scenario: Sendable, Equatable {
    /// The simulated device.
    public var device: DeviceModel
    /// The iOS release whose UIKit rules apply.
    public var iosVersion: IOSVersion
    /// The initial pose.
    public var deviceOrientation: DeviceOrientation
    /// Whether the rotation lock is on at launch.
    public var rotationLock: Bool
    /// The app's orientation settings.
    public var app: AppConfiguration
    /// The iPad window the app launches in, or `nil` for full screen.
    public var window: WindowPlacement?
    /// The window's root controller.
    public var root: ControllerSpec
    /// The steps after launch.
    public var steps: [ScenarioStep]

    /// Creates a scenario.
    public init(
        device: DeviceModel, iosVersion: IOSVersion = .newest, deviceOrientation: DeviceOrientation = .portrait,
        rotationLock: Bool = false,
        app: AppConfiguration = AppConfiguration(), root: ControllerSpec, steps: [ScenarioStep] = []
    ) {
        self.device = device
        self.iosVersion = iosVersion
        self.deviceOrientation = deviceOrientation
        self.rotationLock = rotationLock
        self.app = app
        self.root = root
        self.steps = steps
    }
}
