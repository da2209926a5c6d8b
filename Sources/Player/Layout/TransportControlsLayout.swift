import Orientation

/// Where AVKit's transport controls sit in a system player's view, in points, and how visible they are at a
/// moment: a pure value, drawn by ``TransportControlsPainter``.
///
/// Sizes and timings are Pivot's choices, drawn to resemble AVKit's iOS 16+ controls: no AVKit constant is public
/// and none was measured from screenshots here (`docs/uikit-versions.md`, "The system player").
public struct TransportControlsLayout: Sendable, Equatable {
    /// The distance of every control from the safe area's edges.
    public static let margin = 16.0
    /// The diameter of the round Done and Picture in Picture buttons.
    public static let buttonDiameter = 30.0
    /// The gap between the Done and Picture in Picture buttons.
    public static let buttonSpacing = 8.0
    /// The diameter of the round play/pause button in the middle.
    public static let playPauseDiameter = 64.0
    /// The scrubber track's thickness.
    public static let trackHeight = 4.0
    /// The point size of the elapsed and remaining times (Inter SemiBold standing in for SF Pro).
    public static let timePointSize = 12.0
    /// The gap between the track and the top of the times' line.
    public static let trackToTimes = 6.0
    /// How long the controls stay fully visible after appearing or a turn, in seconds.
    public static let visibleDuration = 3.0
    /// How long they take to fade out after that, in seconds.
    public static let fadeDuration = 0.5

    /// The Done (✕) button: full screen only.
    public var doneButton: Rect?
    /// The Picture in Picture button, top-leading (after Done in full screen).
    public var pictureInPictureButton: Rect
    /// The play/pause button, centred in the view.
    public var playPauseButton: Rect
    /// The scrubber track, along the bottom of the safe area.
    public var track: Rect
    /// The baseline of the elapsed (leading) and remaining (trailing) times, under the track's ends.
    public var timeBaseline: Double

    /// Lays the controls out in a view of `viewSize` with `safeArea` insets; the Done button only when
    /// `isFullScreen`.
    public init(viewSize: Size, safeArea: EdgeInsets, isFullScreen: Bool) {
        let margin = Self.margin
        let side = Self.buttonDiameter
        let left = safeArea.left + margin
        let top = safeArea.top + margin
        doneButton = isFullScreen ? Rect(x: left, y: top, width: side, height: side) : nil
        pictureInPictureButton = Rect(
            x: left + (isFullScreen ? side + Self.buttonSpacing : 0), y: top, width: side, height: side)
        playPauseButton = Rect(
            x: (viewSize.width - Self.playPauseDiameter) / 2, y: (viewSize.height - Self.playPauseDiameter) / 2,
            width: Self.playPauseDiameter, height: Self.playPauseDiameter)
        // The times' line is as tall as its point size; the track sits above it.
        timeBaseline = viewSize.height - safeArea.bottom - margin
        let trackBottom = timeBaseline - Self.timePointSize - Self.trackToTimes
        track = Rect(
            x: left, y: trackBottom - Self.trackHeight,
            width: max(0, viewSize.width - safeArea.right - margin - left), height: Self.trackHeight)
    }

    /// The controls' opacity `seconds` after they were last revealed: 1 for ``visibleDuration``, then linearly
    /// to 0 over ``fadeDuration``.
    public static func opacity(secondsSinceReveal seconds: Double) -> Double {
        min(1, max(0, 1 - (seconds - visibleDuration) / fadeDuration))
    }

    /// A clip time as AVKit's scrubber writes it: `m:ss` (whole seconds, rounded down), `-m:ss` for what remains
    /// (rounded up).
    public static func timeText(_ seconds: Double, remaining: Bool = false) -> String {
        let whole = max(0, Int(remaining ? (seconds - 1e-9).rounded(.up) : (seconds + 1e-9).rounded(.down)))
        let text = "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
        return remaining ? "-" + text : text
    }
}
