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

    /// Where a system player's view in `layer` is drawn at `time`, in window points: the layer's frame, or while
    /// the player's AVKit zoom runs (``FullScreenZoom``), part-way between its inline frame (its layer among
    /// `layers`) and the window: the full-screen view grows from the inline frame, and after leaving full screen
    /// the inline view shrinks back from the window into its frame (drawn in its own place among the layers, a
    /// *choice*: AVKit draws the shrinking view above everything).
    static func frame(
        of layer: ScreenLayer, showing player: SystemPlayerController, among layers: [ScreenLayer], windowSize: Size,
        at time: Double
    ) -> Rect {
        guard let zoom = player.zoom, zoom.isRunning(at: time) else { return layer.frame }
        switch zoom.direction {
        case .entering:
            guard layer.controller !== player, let inline = layers.first(where: { $0.controller === player }) else {
                return layer.frame
            }
            return zoom.frame(inline: inline.frame, fullScreen: layer.frame, at: time)
        case .exiting:
            guard layer.controller === player else { return layer.frame }
            return zoom.frame(inline: layer.frame, fullScreen: Rect(origin: .zero, size: windowSize), at: time)
        }
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
