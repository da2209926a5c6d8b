import Export
import Orientation
import PivotJSON
import Pixels
import Video

extension PlaybackReport {
    /// The settings at the head of a `pivot play` manifest (``FrameLoop/manifest(header:pictures:status:events:)``
    /// puts the pictures, the frames and the events after them): the clip, its colours (``ColorConversionReport``)
    /// and how the player was drawn; with `--scenario`, the controller played (`"player"`: its `id` and `kind`).
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
            + (settings.scenario.map {
                JSONValue.fields([
                    "player": .object(["id": .string($0.player.id), "kind": .string($0.player.kind.rawValue)])
                ])
            } ?? [])
    }
}

extension PlaybackReport {
    /// The manifest's `liveResizeSettling`: when a window's live-resize spring was still settling at the clip's
    /// end, the run drew on (on the clip's last picture) until it settled; this gives how many frames came after
    /// the clip and the time of the last. `null` when the run ended with the clip.
    var settlingFields: [JSONValue.Field] {
        let after = frames.filter { $0.time >= duration - 1e-9 }
        guard let last = after.last else { return JSONValue.fields(["liveResizeSettling": .null]) }
        return JSONValue.fields([
            "liveResizeSettling": .object([
                "framesAfterClip": .number(Double(after.count)), "until": .number(last.time),
            ])
        ])
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
