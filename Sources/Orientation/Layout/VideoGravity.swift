/// How the video fills the player's bounds.
///
/// It lives in Orientation, beside the geometry it computes, so a scenario's `avPlayerViewController` carries it as a
/// plain value; Player draws by it.
///
/// Mirrors AVFoundation's `AVLayerVideoGravity`.
public enum VideoGravity: String, Sendable, Hashable, CaseIterable {
    /// Keep the aspect ratio and fit inside the bounds, centred, with bars on one axis (`resizeAspect`, the
    /// default; the rectangle is what `AVMakeRect(aspectRatio:insideRect:)` returns).
    case aspect
    /// Keep the aspect ratio and fill the bounds, centred, cropping the axis that overflows (`resizeAspectFill`).
    case aspectFill
    /// Stretch to the bounds (`resize`).
    case resize

    /// The video's rectangle for a picture of `displaySize` (square pixels, rotation applied) in `bounds`,
    /// unrounded, or `nil` when the picture has no area (where `AVMakeRect` returns a NaN rectangle).
    public func videoRect(for displaySize: Size, in bounds: Rect) -> Rect? {
        guard displaySize.width > 0, displaySize.height > 0 else { return nil }
        let widthScale = bounds.size.width / displaySize.width
        let heightScale = bounds.size.height / displaySize.height
        let scale: Double
        switch self {
        case .resize: return bounds
        case .aspect: scale = min(widthScale, heightScale)
        case .aspectFill: scale = max(widthScale, heightScale)
        }
        let size = Size(width: displaySize.width * scale, height: displaySize.height * scale)
        return Rect(
            x: bounds.origin.x + (bounds.size.width - size.width) / 2,
            y: bounds.origin.y + (bounds.size.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// The name AVFoundation gives the value (`resizeAspect`, `resizeAspectFill`, `resize`), which scenario files
    /// write for `"videoGravity"`.
    public var avFoundationName: String {
        switch self {
        case .aspect: "resizeAspect"
        case .aspectFill: "resizeAspectFill"
        case .resize: "resize"
        }
    }

    /// The value AVFoundation names `name`, or `nil` for another name.
    public init?(avFoundationName name: String) {
        guard let value = Self.allCases.first(where: { $0.avFoundationName == name }) else { return nil }
        self = value
    }
}
