/// A picture's size on screen in square pixels: the stored width scaled by the sample aspect ratio, then width
/// and height swapped when the picture is turned a quarter turn, or the bounding box of the turned picture when
/// it is turned by another angle (``AngledTransform``).
///
/// The one definition of a clip's displayed size: ``VideoStreamInfo``, ``VideoFrame`` and the player use it, so
/// they cannot disagree. ``width`` and ``height`` are exact (720×480 at 32:27 is 853.33 wide, as AVFoundation's
/// `presentationSize` is); ``rounded`` rounds the scaled side to the nearest pixel (halves up, at least 1), as
/// the ffmpeg CLI's scaler sizes its output, and the bounding box of that rounded size is rounded as `vf_rotate`
/// rounds `rotw`/`roth` (halves up). Pixels are made square before the picture is turned, so a turned anamorphic
/// picture keeps its shape (the ffmpeg CLI turns the stored pixels and keeps the SAR; Pivot's choice).
public struct DisplaySize: Sendable, Equatable {
    /// The stored width in pixels.
    public let storedWidth: Int
    /// The stored height in pixels.
    public let storedHeight: Int
    /// The sample aspect ratio applied to the width; an invalid ratio counts as 1:1.
    public let sampleAspectRatio: Rational
    /// Whether width and height are swapped (a quarter turn).
    public let isTurned: Bool
    /// The turn by an angle that is not a multiple of 90°, or `nil`; the size is then its bounding box.
    public let angle: AngledTransform?

    /// Creates the displayed size of a stored picture.
    ///
    /// - Parameters:
    ///   - isTurned: Whether a quarter turn swaps width and height.
    ///   - angle: A turn by another angle, whose bounding box is the size; `nil` for none.
    public init(
        storedWidth: Int, storedHeight: Int, sampleAspectRatio: Rational, isTurned: Bool,
        angle: AngledTransform? = nil
    ) {
        self.storedWidth = storedWidth
        self.storedHeight = storedHeight
        self.sampleAspectRatio = sampleAspectRatio.isValid ? sampleAspectRatio : Rational(1, 1)
        self.isTurned = isTurned
        self.angle = angle
    }

    /// The exact displayed width.
    public var width: Double { exact.width }
    /// The exact displayed height.
    public var height: Double { exact.height }

    /// The displayed size in whole pixels: the scaled side rounded to nearest (halves up), at least 1, then
    /// swapped or boxed.
    public var rounded: (width: Int, height: Int) {
        let square = squarePixels
        if let angle { return angle.roundedBoundingBox(width: square.width, height: square.height) }
        return isTurned ? (square.height, square.width) : square
    }

    /// The upright picture in whole square pixels before any turn: the stored width scaled by the SAR and
    /// rounded to nearest (halves up, at least 1), the stored height.
    public var squarePixels: (width: Int, height: Int) {
        let sar = sampleAspectRatio
        return (max(1, (storedWidth * sar.numerator * 2 + sar.denominator) / (2 * sar.denominator)), storedHeight)
    }

    private var exact: (width: Double, height: Double) {
        if let angle { return angle.boundingBox(width: scaledWidth, height: Double(storedHeight)) }
        return isTurned ? (Double(storedHeight), scaledWidth) : (scaledWidth, Double(storedHeight))
    }

    private var scaledWidth: Double { Double(storedWidth) * sampleAspectRatio.doubleValue }
}
