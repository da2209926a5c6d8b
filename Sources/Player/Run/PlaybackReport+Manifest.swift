import Orientation
import Video

extension PlaybackReport {
    /// The run as `manifest.json` describes it: the settings, every frame (geometry in canvas pixels) and the
    /// session's events as `pivot simulate --json` prints them.
    public func manifest(
        clip: String, device: String, scale: Double, gravity: VideoGravity, contrast: ContrastRule
    )
        -> JSONValue
    {
        .object([
            "clip": .string(clip),
            "device": .string(device),
            "scale": .number(scale),
            "gravity": .string(gravity.rawValue),
            "contrast": .string(contrast.rawValue),
            "frames": .array(frames.map(\.json)),
            "events": .array(events.map(\.json)),
        ])
    }
}

extension FrameRecord {
    /// The frame's entry in `manifest.json`.
    var json: JSONValue {
        let button = closeButton.appearance
        return .object([
            "index": .number(Double(index)),
            "file": .string(file),
            "time": .number(Self.rounded(time)),
            "clipTime": .number(Self.rounded(clipTime)),
            "playing": .bool(isPlaying),
            "interfaceOrientation": .string(interfaceOrientation.name),
            "canvas": .array([.number(Double(canvasWidth)), .number(Double(canvasHeight))]),
            "videoRect": Self.json(videoRect),
            "closeButton": .object([
                "rect": Self.json(closeButton.rect),
                "background": .array(
                    Self.components(button.background) + [.number(Self.rounded(button.backgroundAlpha))]),
                "glyph": .array(Self.components(button.glyph)),
                "contrastRatio": .number((closeButton.contrastRatio * 100).rounded() / 100),
            ]),
            "devicePose": .string(deviceView.devicePose.name),
            // Adding 0 turns −0 (a settled −90° + 90°) into 0, so the manifest never prints "-0".
            "interfaceRotation": .number(Self.rounded(deviceView.interfaceRotation) + 0),
            "interfaceBounds": .array([
                .number(Self.rounded(deviceView.interfaceBounds.width)),
                .number(Self.rounded(deviceView.interfaceBounds.height)),
            ]),
            "transition": transition.map {
                .object([
                    "from": .string($0.from.name), "to": .string($0.to.name),
                    "progress": .number(Self.rounded($0.progress)),
                ])
            } ?? .null,
        ])
    }

    private static func json(_ rect: PixelRect) -> JSONValue {
        .array([rect.x, rect.y, rect.width, rect.height].map { .number(Double($0)) })
    }

    private static func components(_ pixel: RGBImage.Pixel) -> [JSONValue] {
        [pixel.red, pixel.green, pixel.blue].map { .number(Double($0)) }
    }

    /// Times and fractions to the microsecond, so the manifest does not print binary noise.
    private static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
}
