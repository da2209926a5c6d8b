import Orientation
import PivotJSON
import Pixels
import Video

/// One output frame of `pivot simulate --render`, as its manifest lists it: geometry in canvas pixels.
public struct SceneFrameRecord: Sendable, FrameEntry {
    /// The output index, from 0.
    public var index: Int
    /// The file name the frame is written to, or `nil` when the run writes no frame files (a video alone).
    public var file: String?
    /// Virtual time since launch, in seconds.
    public var time: Double
    /// The interface orientation in force.
    public var interfaceOrientation: InterfaceOrientation
    /// The canvas width in pixels.
    public var canvasWidth: Int
    /// The canvas height in pixels.
    public var canvasHeight: Int
    /// Every view on screen, bottom first.
    public var views: [RenderedScene.View]
    /// Each player's video and close button.
    public var players: [(id: String, videoRect: PixelRect, closeButton: PixelRect)]
    /// The running rotation's progress, 0 to 1, or `nil`.
    public var rotationProgress: Double?
    /// How the device is held and how the interface sits on it, for the device view.
    public var deviceView: DeviceViewState

    init(
        index: Int, file: String?, time: Double, interfaceOrientation: InterfaceOrientation, scene: RenderedScene,
        rotationProgress: Double?, deviceView: DeviceViewState
    ) {
        self.index = index
        self.file = file
        self.time = time
        self.interfaceOrientation = interfaceOrientation
        self.canvasWidth = scene.image.width
        self.canvasHeight = scene.image.height
        self.views = scene.views
        self.players = scene.players.map { ($0.id, $0.frame.videoRect, $0.frame.closeButton.rect) }
        self.rotationProgress = rotationProgress
        self.deviceView = deviceView
    }

    /// The frame's entry in `manifest.json`.
    var json: JSONValue {
        func rect(_ rect: PixelRect) -> JSONValue {
            .array([rect.x, rect.y, rect.width, rect.height].map { .number(Double($0)) })
        }
        return .object(
            JSONValue.fields([
                "index": .number(Double(index)),
                "file": file.map(JSONValue.string) ?? .null,
                "time": .number(time),
                "interfaceOrientation": .string(interfaceOrientation.name),
                "canvas": .array([.number(Double(canvasWidth)), .number(Double(canvasHeight))]),
                "views": .array(
                    views.map {
                        .object([
                            "id": .string($0.id), "rect": rect($0.rect),
                            "presentationStyle": $0.presentationStyle.map { .string($0.rawValue) } ?? .null,
                        ])
                    }),
                "players": .array(
                    players.map {
                        .object([
                            "id": .string($0.id), "videoRect": rect($0.videoRect), "closeButton": rect($0.closeButton),
                        ])
                    }),
            ]) + deviceView.manifestFields
                + JSONValue.fields([
                    "rotationProgress": rotationProgress.map(JSONValue.number) ?? .null
                ]))
    }
}
