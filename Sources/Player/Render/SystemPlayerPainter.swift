import Orientation
import Pixels
import Typesetting
import Video

/// Draws a system player's view (`avPlayerViewController`): its clip through the real pipeline, letterboxed by
/// its `videoGravity` in the view's bounds (inline at its frame, or the whole window in full screen), with
/// AVKit's transport controls drawn over the video as part of the same view, so they turn with the interface.
///
/// The inline view of a player in full screen is black: AVKit moves the video to the full-screen view.
struct SystemPlayerPainter {
    /// Pixels per point.
    let scale: Double
    /// Sets the controls' times; opened at the first player drawn, so scenes without one never need Inter.
    private var typesetter: Typesetter?

    /// Creates a painter drawing `scale` pixels per point.
    init(scale: Double) {
        self.scale = scale
    }

    /// The system player a view on screen shows, and whether that view fills its presentation (the full-screen
    /// view, or a player that is presented rather than embedded), which gives it a Done button; `nil` for any other
    /// controller.
    static func shownPlayer(in controller: ViewController) -> (player: SystemPlayerViewController, isFullScreen: Bool)?
    {
        if let player = controller as? SystemPlayerViewController { return (player, !player.isEmbedded) }
        if let fullScreen = controller as? FullScreenPlayerController,
            let player = fullScreen.player as? SystemPlayerViewController
        {
            return (player, true)
        }
        return nil
    }

    /// The player's view at `time`: `size` points with `safeArea` insets, drawn on a canvas of `pixels`, with the
    /// video's rectangle in the view's pixels; `nil` for the black inline view of a player in full screen.
    ///
    /// AVKit draws no close button (✕): the frame's ``RenderedFrame/closeButton`` is an empty rectangle at the
    /// view's origin, as a `player` with `"closeButton": false` records it.
    ///
    /// - Throws: What the player's source throws while drawing; ``Typesetting/TypesetError`` when Inter cannot be
    ///   opened.
    mutating func render(
        _ player: SystemPlayerViewController, isFullScreen: Bool, size: Size, safeArea: EdgeInsets, pixels: PixelRect,
        at time: Double
    ) throws -> (view: RGBImage, frame: RenderedFrame?) {
        var view = RGBImage(width: pixels.width, height: pixels.height)
        guard isFullScreen || !player.isFullScreen else { return (view, nil) }
        let bounds = Rect(origin: .zero, size: size)
        let videoRect = player.videoGravity.videoRect(for: player.source.displaySize, in: bounds)?.pixelRect(
            scale: scale)
        if let videoRect {
            try player.source.advance(to: player.clipTime)
            try PlayerCompositor.drawVideo(from: player.source, in: videoRect, on: &view)
        }
        let opacity = TransportControlsLayout.opacity(secondsSinceReveal: time - player.controlsRevealTime)
        if opacity > 0 {
            if typesetter == nil { typesetter = try Typesetter() }
            TransportControlsPainter(scale: scale, typesetter: typesetter!)
                .paint(
                    TransportControlsLayout(viewSize: size, safeArea: safeArea, isFullScreen: isFullScreen),
                    .init(
                        isPlaying: player.isPlaying, clipTime: player.clipTime, duration: player.source.duration,
                        opacity: opacity),
                    on: &view)
        }
        // No plate over no pixels: the contrast an empty region gives (PlayerCompositor's `RegionStatistics`).
        let noButton = RenderedButton(
            rect: PixelRect(x: 0, y: 0, width: 0, height: 0),
            appearance: ButtonAppearance(background: .black, backgroundAlpha: 0, glyph: .white), contrastRatio: 21)
        return (
            view,
            RenderedFrame(
                image: view, videoRect: videoRect ?? PixelRect(x: 0, y: 0, width: 0, height: 0),
                closeButton: noButton)
        )
    }
}
