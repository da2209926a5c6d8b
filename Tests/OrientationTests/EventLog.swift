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

    /// A launched session on `deviceID` with `root`.
    static func launched(
        _ deviceID: String = "iphone-15", app: AppConfiguration = AppConfiguration(), root: ViewController,
        pose: DeviceOrientation = .portrait
    ) -> OrientationSession {
        let session = OrientationSession(
            device: DeviceCatalog.device(id: deviceID)!, app: app, deviceOrientation: pose, root: root)
        session.launch()
        return session
    }
}
