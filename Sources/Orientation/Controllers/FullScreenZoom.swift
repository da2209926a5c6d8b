/// AVKit's zoom between an embedded system player's inline frame and the full screen: entering full screen, the
/// full-screen view grows from the inline view's frame to the window; leaving, it shrinks back.
///
/// The decompiled iOS 26.1 AVKit (`docs/uikit-versions.md`, "The system player", [AVT]) gives the parts:
/// `-[AVPlayerViewController transitionController:configurationForPresentedViewController:presentingViewController:]`
/// configures the full-screen presentation with `transitionDuration:0.4`;
/// `-[AVTransition _initialFrameForPresentedView]` is the source (inline) view's frame in the container when
/// presenting, and `_finalFrameForPresentedView` the presentation's final frame (the reverse when dismissing);
/// `-[AVTransition startInteractiveTransition]` drives them with a `UIViewPropertyAnimator` over that duration with
/// `UICubicTimingParameters(animationCurve: 5)`, which UIKit's `effectiveTimingFunction` maps to a named Core
/// Animation function (``curve``).
public struct FullScreenZoom: Sendable, Hashable {
    /// Which way the zoom goes.
    public enum Direction: Sendable, Hashable {
        /// From the inline frame to the full screen (`enterFullScreen`).
        case entering
        /// From the full screen to the inline frame (`exitFullScreen`).
        case exiting
    }

    /// Which way it goes.
    public var direction: Direction
    /// The virtual time it starts at.
    public var startTime: Double

    /// Seconds the zoom takes: AVKit's presentation configuration, `transitionDuration:0.4`.
    public static let duration = 0.4
    /// The zoom's timing curve: `UICubicTimingParameters(animationCurve: 5)`, which UIKit maps to a Core
    /// Animation function that is none of ease-in-out, ease-in, ease-out or linear (curves 0–3); *choice*: the
    /// remaining public name, `kCAMediaTimingFunctionDefault` (``TimingCurve/systemDefault``).
    public static let curve = TimingCurve.systemDefault

    /// Creates a zoom starting at `startTime`.
    public init(_ direction: Direction, startTime: Double) {
        self.direction = direction
        self.startTime = startTime
    }

    /// The virtual time it ends at.
    public var endTime: Double { startTime + Self.duration }

    /// Whether it is running at `time` (from its start, up to but not including its end).
    public func isRunning(at time: Double) -> Bool { time >= startTime && time < endTime }

    /// The player's frame at `time`, between `inline` (its frame embedded) and `fullScreen` (the window), along
    /// ``curve``; the end frame from ``endTime`` on.
    public func frame(inline: Rect, fullScreen: Rect, at time: Double) -> Rect {
        let eased = Self.curve.value(at: (time - startTime) / Self.duration)
        switch direction {
        case .entering: return inline.interpolated(to: fullScreen, progress: eased)
        case .exiting: return fullScreen.interpolated(to: inline, progress: eased)
        }
    }
}
