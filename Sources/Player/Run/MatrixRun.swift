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

    /// The cells, in order: devices as listed, then portrait, landscapeLeft, landscapeRight, portraitUpsideDown.
    public var cells: [(device: DeviceModel, orientation: InterfaceOrientation)] {
        settings.devices.flatMap { device in
            InterfaceOrientation.displayOrder
                .filter { settings.supportedOrientations.contains($0) && device.supportedOrientations.contains($0) }
                .map { (device, $0) }
        }
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

    /// One cell of `source`'s current picture, or `nil` when the player presents nothing there.
    static func renderCell(
        _ device: DeviceModel, _ orientation: InterfaceOrientation, source: FrameSource, settings: MatrixSettings
    ) throws -> (MatrixCell, RenderedFrame)? {
        let player = PlayerViewController(
            source: source, gravity: settings.gravity, contrastRule: settings.contrastRule,
            supportedInterfaceOrientations: settings.supportedOrientations,
            preferredInterfaceOrientation: orientation)
        let session = try PlayerStage.present(player, on: device, version: settings.iosVersion)
        guard let presentation = player.presentation(at: session.time) else { return nil }
        var compositor = PlayerCompositor(scale: settings.scale.pixelsPerPoint(on: device))
        let frame = try compositor.render(presentation, at: 0, source: source)
        return (MatrixCell(device: device.id, orientation: session.interfaceOrientation), frame)
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
