import Orientation

/// Compact views of an event log for assertions: `"home.viewWillTransition"`.
enum EventLog {
    /// Every event as `controller.name`, in order.
    static func names(_ events: [Event]) -> [String] {
        events.map { "\($0.controller).\($0.name)" }
    }

    /// The events named one of `names` (all controllers), as `controller.name`, in order.
    static func names(_ events: [Event], only names: Set<String>) -> [String] {
        events.filter { names.contains($0.name) }.map { "\($0.controller).\($0.name)" }
    }

    /// iOS 12.0, the last release whose rules are the seed texts'.
    static let seedVersion = IOSVersion(major: 12)

    /// A launched session on `deviceID` with `root`, under `version`.
    static func launched(
        _ deviceID: String = "iphone-15", app: AppConfiguration = AppConfiguration(), root: ViewController,
        pose: DeviceOrientation = .portrait, rotationLock: Bool = false, version: IOSVersion = .newest
    ) -> OrientationSession {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: deviceID)!, app: app, deviceOrientation: pose,
            rotationLock: rotationLock, iosVersion: version, root: root)
        session.launch()
        return session
    }
}
