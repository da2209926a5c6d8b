import Orientation
import Video

/// `pivot matrix`: the player screen on every device in every orientation the player allows there, one frame
/// each, all showing the same picture of the clip.
public struct MatrixRun {
    /// The clip's pictures; every cell shows the picture at the settings' clip time.
    public var source: FrameSource
    /// The devices, time and rendering.
    public var settings: MatrixSettings
    /// Asked before each cell; `true` ends the cells there.
    public var shouldStop: () -> Bool = { false }

    /// Creates a run of `source` with `settings`.
    public init(source: FrameSource, settings: MatrixSettings = MatrixSettings()) {
        self.source = source
        self.settings = settings
    }

    /// The cells, in order: devices as listed, then portrait, landscapeLeft, landscapeRight, portraitUpsideDown;
    /// of them, the settings' shard's only.
    public var cells: [(device: DeviceModel, orientation: InterfaceOrientation)] {
        let all = settings.devices.flatMap { device in
            InterfaceOrientation.displayOrder
                .filter { settings.supportedOrientations.contains($0) && device.supportedOrientations.contains($0) }
                .map { (device, $0) }
        }
        return settings.shard?.select(all) ?? all
    }

    /// Renders every cell and hands it to `output`, in ``cells`` order, until ``shouldStop`` says to stop.
    ///
    /// - Throws: ``PlaybackError/appWouldCrash(_:)`` if UIKit would refuse an orientation, or what `output` or
    ///   the source throws.
    public func render(output: (MatrixCell, RenderedFrame) throws -> Void) throws {
        try source.advance(to: settings.clipTime)
        for (device, orientation) in cells {
            if shouldStop() { return }
            if let (cell, frame) = try Self.renderCell(device, orientation, source: source, settings: settings) {
                try output(cell, frame)
            }
        }
    }

    /// One cell of `source`'s current picture, drawn as `pivot play` draws a frame (one ``FrameLoop`` frame of the
    /// presented player), or `nil` when the player presents nothing there.
    ///
    /// The player's clock is at 0 and the compositor moves `source` to it, which leaves a source already moved to
    /// the settings' clip time where it is: sources only move forward.
    static func renderCell(
        _ device: DeviceModel, _ orientation: InterfaceOrientation, source: FrameSource, settings: MatrixSettings
    ) throws -> (MatrixCell, RenderedFrame)? {
        let player = PlayerViewController(
            source: source, gravity: settings.gravity, contrastRule: settings.contrastRule,
            supportedInterfaceOrientations: settings.supportedOrientations,
            preferredInterfaceOrientation: orientation)
        let session = try PlayerStage.present(player, on: device, version: settings.iosVersion)
        let loop = FrameLoop<FrameRecord>(
            settings: .init(
                scale: settings.scale.pixelsPerPoint(on: device), frameRate: 1, frameLimit: 1, writesFiles: false,
                chrome: settings.chrome),
            output: { _, _ in })
        var shown: RenderedPlayer?
        // The cell is the loop's first frame; it needs no manifest entry, so none is made.
        try loop.draw(session, until: .infinity) { frame in
            shown = PlaybackRun.shownPlayer(player.id, in: frame)
            return nil
        }
        guard let shown else { return nil }
        return (MatrixCell(device: device.id, orientation: session.interfaceOrientation), shown.frame)
    }
}

/// One cell of a matrix run.
public struct MatrixCell: Sendable, Equatable {
    /// The device id.
    public var device: String
    /// The interface orientation shown.
    public var orientation: InterfaceOrientation

    /// Creates a cell.
    public init(device: String, orientation: InterfaceOrientation) {
        self.device = device
        self.orientation = orientation
    }

    /// `iphone-15-landscapeLeft`, the cell's file name without its extension.
    public var stem: String { "\(device)-\(orientation.name)" }
    /// `iphone-15 landscapeLeft`, the contact sheet's label.
    public var label: String { "\(device) \(orientation.name)" }
}

extension InterfaceOrientation {
    /// The order reports list orientations in.
    static let displayOrder: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
}
