/// A picture's size on screen in square pixels: the stored width scaled by the sample aspect ratio, then width
/// and height swapped when the picture is turned a quarter turn.
///
/// The one definition of a clip's displayed size: ``VideoStreamInfo``, ``VideoFrame`` and the player use it, so
/// they cannot disagree. ``width`` and ``height`` are exact (720×480 at 32:27 is 853.33 wide, as AVFoundation's
/// `presentationSize` is); ``rounded`` rounds the scaled side to the nearest pixel (halves up, at least 1), as
/// the ffmpeg CLI's scaler sizes its output.
public struct DisplaySize: Sendable, Equatable {
    /// The stored width in pixels.
    public let storedWidth: Int
    /// The stored height in pixels.
    public let storedHeight: Int
    /// The sample aspect ratio applied to the width; an invalid ratio counts as 1:1.
    public let sampleAspectRatio: Rational
    /// Whether width and height are swapped (a quarter turn).
    public let isTurned: Bool

    /// Creates the displayed size of a stored picture.
    public init(storedWidth: Int, storedHeight: Int, sampleAspectRatio: Rational, isTurned: Bool) {
        self.storedWidth = storedWidth
        self.storedHeight = storedHeight
        self.sampleAspectRatio = sampleAspectRatio.isValid ? sampleAspectRatio : Rational(1, 1)
        self.isTurned = isTurned
    }

    /// The exact displayed width.
    public var width: Double { isTurned ? Double(storedHeight) : scaledWidth }
    /// The exact displayed height.
    public var height: Double { isTurned ? scaledWidth : Double(storedHeight) }

    /// The displayed size in whole pixels: the scaled side rounded to nearest (halves up), at least 1.
    public var rounded: (width: Int, height: Int) {
        let sar = sampleAspectRatio
        let scaled = max(1, (storedWidth * sar.numerator * 2 + sar.denominator) / (2 * sar.denominator))
        return isTurned ? (storedHeight, scaled) : (scaled, storedHeight)
    }

    private var scaledWidth: Double { Double(storedWidth) * sampleAspectRatio.doubleValue }
}
