/// One thing that happens in a scenario.
public indirect enum ScenarioStep: Sendable, Equatable {
    /// The device turns to this pose.
    case rotate(DeviceOrientation)
    /// A controller is presented over the top of the presentation chain; without a style, in the version's default
    /// (see ``PresentationStyle/default(for:on:)``).
    case present(ControllerSpec, style: PresentationStyle?, animated: Bool)
    /// The topmost presented controller is dismissed.
    case dismiss(animated: Bool)
    /// A controller is pushed on the navigation controller with the given id.
    case push(ControllerSpec, on: String, animated: Bool)
    /// The navigation controller with the given id pops its top controller.
    case pop(String, animated: Bool)
    /// The tab bar controller with the given id selects a tab.
    case select(Int, on: String)
    /// A child is added by code to the custom container with the given id.
    case addChild(ControllerSpec, to: String, callDidMove: Bool)
    /// The child with the given id is removed by code from its custom container.
    case removeChild(String, callWillMove: Bool)
    /// The user turns the rotation lock on or off.
    case rotationLock(Bool)
    /// Virtual time passes, in seconds.
    case wait(Double)
    /// The user swipes the carousel with the given id; the velocity's sign picks the page.
    case swipe(String, velocity: Double)
    /// A controller, the app delegate or the scene delegate starts answering a new mask; nothing rotates by itself.
    case setSupportedOrientations(InterfaceOrientationMask, on: MaskOwner)
    /// The controller with the given id calls `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16+).
    case setNeedsUpdateOfSupportedInterfaceOrientations(String)
    /// The app calls `UIViewController.attemptRotationToDeviceOrientation()`.
    case attemptRotationToDeviceOrientation
    /// The app calls `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` (iOS 16+).
    case requestGeometryUpdate(InterfaceOrientationMask)
    /// The app calls `UIDevice.current.setValue(_:forKey: "orientation")`.
    case forceDeviceOrientation(DeviceOrientation)
    /// The person resizes the iPad window.
    case resizeWindow(Size)
    /// The person moves the iPad window.
    case moveWindow(Point)
    /// The embedded system player with the given id enters full screen (``SystemPlayerController/enterFullScreen(animated:)``).
    case enterFullScreen(String, animated: Bool)
    /// The system player with the given id leaves full screen (``SystemPlayerController/exitFullScreen(animated:)``).
    case exitFullScreen(String, animated: Bool)
    /// A window is shown at a level with its own root controller, key or not (``OrientationSession/addWindow(id:level:root:isKey:)``).
    case addWindow(id: String, level: Double, root: ControllerSpec, isKey: Bool)
    /// The window with the given id is removed.
    case removeWindow(String)
}
