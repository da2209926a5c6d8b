import Export
import Orientation
import PivotJSON
import Pixels
import Video

extension PlaybackReport {
    /// The settings at the head of a `pivot play` manifest (``FrameLoop/manifest(header:pictures:status:events:)``
    /// puts the pictures, the frames and the events after them): the clip, its colours (``ColorConversionReport``)
    /// and how the player was drawn.
    static func manifestHeader(
        clip: String, settings: PlaybackSettings, color: ColorConversionReport? = nil, aperture: Aperture.Mode? = nil
    ) -> [JSONValue.Field] {
        JSONValue.fields([
            "clip": .string(clip),
            "aperture": aperture.map { .string($0.rawValue) } ?? .null,
            "color": color?.json ?? .null,
            "device": .string(settings.device.id),
            "scale": .number(settings.scale),
            "gravity": .string(settings.gravity.rawValue),
            "contrast": .string(settings.contrastRule.rawValue),
        ]) + settings.chrome.manifestFields
    }
}

extension FrameRecord: FrameEntry {
    /// The player's rotation progress, or `nil` when it is not rotating.
    var rotationProgress: Double? { transition?.progress }
}

extension FrameRecord {
    /// The frame's entry in `manifest.json`.
    var json: JSONValue {
        let button = closeButton.appearance
        return .object(
            JSONValue.fields([
                "index": .number(Double(index)),
                "file": file.map(JSONValue.string) ?? .null,
                "time": .number(time),
                "clipTime": .number(clipTime),
                "playing": .bool(isPlaying),
                "interfaceOrientation": .string(interfaceOrientation.name),
                "canvas": .array([.number(Double(canvasWidth)), .number(Double(canvasHeight))]),
                "videoRect": Self.json(videoRect),
                "closeButton": .object([
                    "rect": Self.json(closeButton.rect),
                    "background": .array(
                        Self.components(button.background) + [.number(button.backgroundAlpha)]),
                    "glyph": .array(Self.components(button.glyph)),
                    "contrastRatio": .number((closeButton.contrastRatio * 100).rounded() / 100),
                ]),
            ]) + deviceView.manifestFields
                + JSONValue.fields([
                    "transition": transition.map {
                        .object([
                            "from": .string($0.from.name), "to": .string($0.to.name),
                            "progress": .number($0.progress),
                        ])
                    } ?? .null
                ]))
    }

    private static func json(_ rect: PixelRect) -> JSONValue {
        .array([rect.x, rect.y, rect.width, rect.height].map { .number(Double($0)) })
    }

    private static func components(_ pixel: RGBImage.Pixel) -> [JSONValue] {
        [pixel.red, pixel.green, pixel.blue].map { .number(Double($0)) }
    }
}
