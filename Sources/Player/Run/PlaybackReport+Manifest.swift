import Export
import Orientation
import PivotJSON
import Pixels
import Video

extension PlaybackReport {
    /// The run as `manifest.json` describes it: the settings, what the pictures are (`pictures`, from
    /// ``RunOutputs/pictureFields``), every frame (geometry in interface canvas pixels) and the session's events as
    /// `pivot simulate --json` prints them; `warnings` and `interrupted` say what the frames do not show, and `color`
    /// the clip's colours (``ColorConversionReport``).
    func manifest(
        clip: String, settings: PlaybackSettings, pictures: [JSONValue.Field], warnings: [String],
        isInterrupted: Bool, color: ColorConversionReport? = nil
    ) -> JSONValue {
        .object(
            JSONValue.fields([
                "clip": .string(clip),
                "color": color?.json ?? .null,
                "device": .string(settings.device.id),
                "scale": .number(settings.scale),
                "gravity": .string(settings.gravity.rawValue),
                "contrast": .string(settings.contrastRule.rawValue),
            ]) + pictures
                + JSONValue.fields([
                    "interrupted": .bool(isInterrupted),
                    "warnings": .array(warnings.map(JSONValue.string)),
                    "frames": .array(frames.map(\.json)),
                    "events": .array(events.map(\.json)),
                ]))
    }
}

extension FrameRecord {
    /// The frame's entry in `manifest.json`.
    var json: JSONValue {
        let button = closeButton.appearance
        return .object(
            JSONValue.fields([
                "index": .number(Double(index)),
                "file": .string(file),
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
