/// QuickTime's picture apertures for one video track (Apple, *QuickTime File Format*, "Clean aperture",
/// "Pixel aspect ratio" and "Track aperture mode dimensions" atoms), which FFmpeg 5.1 does not read, and what
/// AVFoundation's `AVPlayerItem.videoApertureMode` makes of them.
public struct Aperture: Sendable, Hashable {
    /// `AVPlayerItem.videoApertureMode`: which aperture a player shows.
    public enum Mode: String, Sendable, CaseIterable {
        /// `.cleanAperture`, AVFoundation's default: cropped to the clean aperture, at the pixel aspect.
        case clean
        /// `.productionAperture`: the whole coded picture at the pixel aspect.
        case production
        /// `.encodedPixels`: the whole coded picture, square pixels.
        case encoded
    }

    /// The `clap` atom: the clean aperture's size and its centre's offset from the picture's centre, in coded
    /// pixels, as exact fractions.
    public struct Clean: Sendable, Hashable {
        public var width: Rational
        public var height: Rational
        public var horizontalOffset: Rational
        public var verticalOffset: Rational
    }

    /// A size in pixels.
    public struct Size: Sendable, Hashable {
        public var width: Double
        public var height: Double

        /// Creates a size.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// The clean aperture (`clap` in the sample description), if the track has one.
    public var clean: Clean?
    /// The pixel aspect (`pasp`: horizontal and vertical spacing), if the track has one.
    public var pixelAspect: Rational?
    /// The `tapt` atom's display sizes per mode (`clef`, `prof`, `enof`), in pixels (16.16 fixed point read as
    /// `Double`), when the track has them.
    public var dimensions: [Mode: Size]

    /// Creates apertures.
    public init(
        clean: Clean? = nil, pixelAspect: Rational? = nil, dimensions: [Mode: Size] = [:]
    ) {
        self.clean = clean
        self.pixelAspect = pixelAspect
        self.dimensions = dimensions
    }

    /// Whether the track declares nothing.
    public var isEmpty: Bool { clean == nil && pixelAspect == nil && dimensions.isEmpty }

    /// The part of a `width`×`height` coded picture shown in `mode`, in coded pixels (x, y from the top left), or
    /// `nil` for the whole picture: the clean aperture centred on the picture's centre plus its offsets (QuickTime
    /// File Format, "Clean aperture": the offsets are those of the aperture's centre), clamped into the picture.
    public func crop(width: Int, height: Int, mode: Mode) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard mode == .clean, let clean, clean.width.isValid, clean.height.isValid else { return nil }
        let w = min(clean.width.doubleValue, Double(width))
        let h = min(clean.height.doubleValue, Double(height))
        let x = (Double(width) - w) / 2 + clean.horizontalOffset.doubleValue
        let y = (Double(height) - h) / 2 + clean.verticalOffset.doubleValue
        return (min(max(x, 0), Double(width) - w), min(max(y, 0), Double(height) - h), w, h)
    }

    /// The size a player shows in `mode` for a `width`×`height` coded picture (before any rotation): `tapt`'s
    /// dimensions for the mode when the track has them, else the crop (clean) or the whole picture, widened by the
    /// pixel aspect (clean, production) as AVFoundation does.
    public func displaySize(width: Int, height: Int, mode: Mode) -> Size {
        if let size = trackApertureSize(for: mode) { return size }
        let base = crop(width: width, height: height, mode: mode) ?? (0, 0, Double(width), Double(height))
        guard mode != .encoded, let aspect = pixelAspect, aspect.isValid else {
            return Size(width: base.width, height: base.height)
        }
        return Size(width: base.width * aspect.doubleValue, height: base.height)
    }

    /// `tapt`'s size for `mode`, when the track has one that is not empty.
    func trackApertureSize(for mode: Mode) -> Size? {
        guard let size = dimensions[mode], size.width > 0, size.height > 0 else { return nil }
        return size
    }
}
