public import Chrome
import Orientation

/// What a `pivot matrix` run shows, independent of the clip: what ``MatrixRun`` and ``MatrixExport`` share.
public struct MatrixSettings: Sendable, Equatable {
    /// The devices, in order.
    public var devices: [DeviceModel] = DeviceCatalog.all
    /// The clip time shown, in seconds.
    public var clipTime: Double = 0
    /// How the video fills the screen.
    public var gravity: VideoGravity = .aspect
    /// How the close button's colours are chosen.
    public var contrastRule: ContrastRule = .adaptive
    /// Pixels per point of the rendered frames, fixed or each device's own.
    public var scale: RenderScale = .fixed(1)
    /// The player's mask; each device shows the orientations in it that the device has.
    public var supportedOrientations: InterfaceOrientationMask = .allButUpsideDown
    /// The iOS release whose UIKit rules apply.
    public var iosVersion: IOSVersion = .newest
    /// The part of the cells this run renders (`--shard K/N`), or `nil` for every cell.
    public var shard: Shard?
    /// Whether the system chrome is drawn, and in which appearance (`.none`, the bare rendering, by default).
    public var chrome = ChromeSettings.none

    /// Creates `pivot matrix`'s defaults: every catalog device at time 0.
    public init() {}
}
