public import Chrome
import Orientation

/// How a `pivot play` run plays and renders, independent of the clip: what ``PlaybackRun`` and ``PlayExport``
/// share.
public struct PlaybackSettings: Sendable, Equatable {
    /// The simulated device.
    public var device: DeviceModel
    /// How the video fills the screen.
    public var gravity: VideoGravity = .aspect
    /// How the close button's colours are chosen.
    public var contrastRule: ContrastRule = .adaptive
    /// Pixels per point of the rendered frames.
    public var scale: Double = 1
    /// Output frames per second; `nil` for the default: the clip's own rate when it is constant, the display's
    /// ``displayRefreshRate`` when it varies (so every picture of a variable-rate clip up to that rate is shown),
    /// 30 when the clip does not say.
    public var framesPerSecond: Double?
    /// The device display's refresh rate in hertz; the device's own (``DeviceModel/refreshRate``) by default.
    public var displayRefreshRate: Double
    /// When the device turns.
    public var rotations = RotationScript()
    /// The player's mask.
    public var supportedOrientations: InterfaceOrientationMask = .allButUpsideDown
    /// The orientation the player is presented in, or `nil` for none (a scenario's
    /// `"preferredOrientationForPresentation": null`: the current orientation if the player allows it).
    public var preferredOrientation: InterfaceOrientation? = .landscapeLeft
    /// Whether the player draws its close button (a scenario's `"closeButton"`).
    public var showsCloseButton = true
    /// The pose the device is held in when the player is presented.
    public var deviceOrientation: DeviceOrientation = .portrait
    /// The iOS release whose UIKit rules apply.
    public var iosVersion: IOSVersion = .newest
    /// The iPad window the app runs in (`nil`: full screen); the interface view shows the window alone, the device
    /// view the screen with the window on it.
    public var window: WindowPlacement?
    /// When the window is resized.
    public var resizes = ResizeScript()
    /// Whether the system chrome is drawn, and in which appearance (`.none`, the bare rendering, by default).
    public var chrome = ChromeSettings.none
    /// `pivot play --scenario`: the scenario and its player, or `nil` for a clip in `play`'s own app.
    public var scenario: PlayedScenario?

    /// Creates the settings of `pivot play` on `device`.
    public init(device: DeviceModel) {
        self.device = device
        self.displayRefreshRate = Double(device.refreshRate)
    }
}
