public import Chrome
import Orientation
import Pixels
import Video

/// Draws a whole app screen at a virtual time: every view on screen (``OrientationSession/screenLayers(windowSize:)``)
/// at its frame, bottom first. A ``PlayerViewController`` shows the real player (``PlayerCompositor``: video,
/// letterbox, close button, contrast rule); a ``SystemPlayerViewController``, or its full-screen view, its video
/// and AVKit's controls (``SystemPlayerPainter``); any other controller a panel. With ``chrome`` `.none` (the
/// default) that panel is flat in its ``panelColor(for:)`` with its id written on it; with `.system` it is
/// `systemBackground` with the controller's title in Inter, and the system chrome is composited above the
/// controllers (`docs/chrome.md`): the navigation and tab bars over the app's views (dimmed and pushed back with
/// them under a sheet), the status bar, home indicator and grabber over everything.
///
/// `pivot play` and `pivot simulate --render` both draw through it. A player that fills the window is drawn
/// exactly as ``PlayerCompositor`` draws it; elsewhere it is laid out afresh at its frame's size.
///
/// ```swift
/// var compositor = SceneCompositor(scale: 2)
/// let scene = try compositor.render(session, at: session.time)
/// ```
public struct SceneCompositor {
    /// Pixels per point.
    public let scale: Double
    /// Whether a rotation animates the window's bounds from the old size to the new (the device view), rather
    /// than drawing every frame of it at the new size.
    public var animatesBounds = false
    /// Whether the system chrome is drawn, and in which appearance (`.none`: the bare rendering).
    public var chrome = ChromeSettings.none
    /// The chrome's renderer and reused pictures, opened at the first frame drawn with ``chrome`` `.system`.
    private var painter: SystemChromePainter?
    /// One compositor per player, since each carries its adaptive contrast state from frame to frame.
    private var players: [ObjectIdentifier: PlayerCompositor] = [:]
    /// Draws system players (`avPlayerViewController`) and their controls.
    private var systemPlayers: SystemPlayerPainter
    /// The frame being drawn. Each frame starts a new one: the caller usually still holds the previous frame
    /// (queued for writing), so clearing the old one in place would first copy it.
    var canvas = RGBImage(width: 0, height: 0)

    /// How much the dimming layer behind a sheet darkens what it covers: black at this opacity (a choice,
    /// `docs/presentation-frames.md`).
    public static let dimmingOpacity = 0.2
    /// The corner radius of a sheet's card, in points (`docs/presentation-frames.md`).
    public static let sheetCornerRadius = 10.0

    /// Creates a compositor drawing `scale` pixels per point.
    public init(scale: Double) {
        precondition(scale > 0, "scale must be positive")
        self.scale = scale
        systemPlayers = SystemPlayerPainter(scale: scale)
    }

    /// Draws what `session` shows at virtual time `time` (the session's clock, or a moment of the running
    /// rotation's slice).
    ///
    /// A page or form sheet that does not fill the window dims everything drawn before it
    /// (``dimmingOpacity``) and is drawn, with its children, inside a card with rounded corners
    /// (``sheetCornerRadius``; only the top ones when it runs to the window's bottom edge).
    ///
    /// With ``chrome`` `.system` the chrome's dimming (``ChromeLayout/dimming``) replaces ``dimmingOpacity``, and
    /// the views behind a card sheet are scaled back as one picture with rounded corners.
    ///
    /// - Returns: The picture and where each view landed; `nil` when a player on screen has not been laid out yet.
    /// - Throws: What a player's source throws while drawing; with the chrome, the `Typesetting` error when
    ///   Inter is missing.
    public mutating func render(_ session: OrientationSession, at time: Double) throws -> RenderedScene? {
        let windowSize = animatedWindowSize(of: session, at: time)
        let canvasRect = canvasRect(forWindow: windowSize)
        canvas = RGBImage(width: canvasRect.width, height: canvasRect.height)
        var scene = RenderedScene(image: RGBImage(width: 0, height: 0), views: [], players: [])
        var layers = session.screenLayers(windowSize: windowSize)
        let painter = try chromePainter()
        let overlays = painter.flatMap {
            chromeFrame(of: session, layers: layers, windowSize: windowSize, at: time, painter: $0)
        }
        // With the chrome, the views behind a card sheet are drawn at full size with their bars, then pushed back
        // as one picture with rounded corners (``pushBack(into:)``).
        var pushedBack = painter == nil ? nil : Self.unpushLayersBehindCard(&layers, windowSize: windowSize)
        var barsDrawn = overlays == nil
        var card: Card?
        for layer in layers {
            let rect = layer.frame.pixelRect(scale: scale)
            if let style = layer.presentationStyle {
                card = nil
                if style == .pageSheet || style == .formSheet, layer.frame.size != windowSize {
                    if let overlays, !barsDrawn {
                        overlays.compositeBars(onto: &canvas)
                        barsDrawn = true
                    }
                    if let pushed = pushedBack {
                        pushBack(
                            into: pushed.pixelRect(scale: scale),
                            liftingTo: ChromePalette.cardStackFloor(in: chrome.appearance))
                        pushedBack = nil
                    }
                    Self.dim(&canvas, by: overlays?.layout.dimming ?? Self.dimmingOpacity)
                    card = Card(
                        rect: rect, radius: Self.sheetCornerRadius * scale,
                        topOnly: layer.frame.origin.y + layer.frame.size.height >= windowSize.height)
                    // A sheet floating in the window (an iPad form or page sheet) casts a shadow with the chrome.
                    if overlays != nil, layer.frame.size.width < windowSize.width, let card {
                        shadow(around: card, reach: Self.sheetShadowRadius, opacity: Self.sheetShadowOpacity)
                    }
                } else if style == .popover, let overlays, let popover = overlays.layout.popover,
                    popover.frame == layer.frame
                {
                    // A popover floats over the app's views and bars without dimming them.
                    if !barsDrawn {
                        overlays.compositeBars(onto: &canvas)
                        barsDrawn = true
                    }
                    card = drawPopoverChrome(popover, at: rect)
                }
            }
            let shown = SystemPlayerPainter.shownPlayer(in: layer.controller)
            // A system player's view follows AVKit's zoom while it enters or leaves full screen.
            let frame = shown.map {
                SystemPlayerPainter.frame(
                    of: layer, showing: $0.player, among: layers, windowSize: windowSize, at: time)
            }
            let viewRect = frame?.pixelRect(scale: scale) ?? rect
            scene.views.append(
                .init(id: layer.controller.id, rect: viewRect, presentationStyle: layer.presentationStyle))
            if let shown, let frame {
                let drawn = try systemPlayers.render(
                    shown.player, isFullScreen: shown.isFullScreen, size: frame.size, safeArea: layer.safeAreaInsets,
                    pixels: viewRect, at: time)
                place(drawn.view, in: viewRect, clippedTo: card)
                if let video = drawn.frame {
                    // AVKit's view follows the window's rotation, so its transition is the window's.
                    let rotation = session.activeTransition.map {
                        PlayerPresentation.Transition(
                            from: $0.fromOrientation, to: $0.toOrientation, progress: $0.percentComplete(at: time))
                    }
                    scene.players.append(
                        RenderedPlayer(
                            id: shown.player.id, kind: .avPlayerViewController, frame: video.offset(by: viewRect),
                            transition: rotation))
                }
                continue
            }
            guard let player = layer.controller as? PlayerViewController else {
                if let painter {
                    let panel = painter.panel(
                        title: layer.controller.displayTitle, width: rect.width, height: rect.height,
                        isElevated: card != nil, scale: scale)
                    place(panel, in: rect, clippedTo: card)
                } else {
                    paintPanel(for: layer.controller.id, in: rect, clippedTo: card)
                }
                continue
            }
            guard var presentation = player.presentation(at: time, animatingBounds: animatesBounds) else {
                return nil
            }
            if presentation.layout.viewSize != layer.frame.size {
                presentation.layout = PlayerLayout(
                    viewSize: layer.frame.size, safeArea: layer.safeAreaInsets,
                    displaySize: player.source.displaySize, gravity: player.gravity,
                    showsCloseButton: player.showsCloseButton)
            }
            try player.source.advance(to: player.clipTime)
            var compositor = players[ObjectIdentifier(player)] ?? PlayerCompositor(scale: scale)
            let drawn = try compositor.render(presentation, at: time, source: player.source)
            players[ObjectIdentifier(player)] = compositor
            place(drawn.image, in: rect, clippedTo: card)
            scene.players.append(
                RenderedPlayer(
                    id: player.id, kind: .player, frame: drawn.offset(by: rect), transition: presentation.transition))
        }
        if let painter, let overlays {
            if !barsDrawn { overlays.compositeBars(onto: &canvas) }
            let under = overlays.layout.homeIndicator.map { meanLuminance(in: $0.pixelRect(scale: scale)) }
            painter.adaptingIndicator(of: overlays, overLuminance: under).compositeSystem(onto: &canvas)
        }
        scene.image = canvas
        return scene
    }

    /// How many chrome layouts have been drawn so far (each is then reused while it stays the same).
    var chromeLayoutsDrawn: Int { painter?.layoutsDrawn ?? 0 }

    /// The chrome's painter when ``chrome`` draws it, opening the font at the first call.
    /// - Throws: The `Typesetting` error when Inter is missing.
    private mutating func chromePainter() throws -> SystemChromePainter? {
        guard chrome.mode == .system else { return nil }
        if let painter, painter.appearance == chrome.appearance { return painter }
        let opened = try SystemChromePainter(appearance: chrome.appearance)
        painter = opened
        return opened
    }

    /// The chrome of the frame at `time`: the scene's, or, while a rotation animates the window's bounds, the old
    /// orientation's bars (laid out at the old size) cross-fading into the new ones (laid out at the new size) by
    /// the rotation's eased progress.
    private func chromeFrame(
        of session: OrientationSession, layers: [ScreenLayer], windowSize: Size, at time: Double,
        painter: SystemChromePainter
    ) -> SystemChromePainter.Frame? {
        func scene(_ layers: [ScreenLayer], _ size: Size) -> ChromeScene {
            ChromeScene(session: session, layers: layers, windowSize: size, scale: scale, appearance: chrome.appearance)
        }
        guard animatesBounds, let rotation = session.activeTransition, rotation.isAnimated else {
            return painter.frame(for: scene(layers, windowSize), width: canvas.width, height: canvas.height)
        }
        let old = scene(session.screenLayers(windowSize: rotation.fromSize), rotation.fromSize)
            .laidOut(in: rotation.fromOrientation)
        let new = scene(session.screenLayers(windowSize: rotation.toSize), rotation.toSize)
        return painter.crossFade(from: old, to: new, progress: rotation.easedPercentComplete(at: time))
    }

    /// When a card sheet pushed the views behind it back (``PresentationFrame/pushedBack(_:in:safeArea:traits:version:)``,
    /// a uniform scale), gives those views their full-window frames again and returns where the window's picture
    /// goes; `nil` when nothing is pushed back.
    private static func unpushLayersBehindCard(_ layers: inout [ScreenLayer], windowSize: Size) -> Rect? {
        let window = Rect(origin: .zero, size: windowSize)
        guard let pushed = layers.first?.frame, pushed != window, pushed.size.width > 0, pushed.size.height > 0
        else { return nil }
        let (sx, sy) = (windowSize.width / pushed.size.width, windowSize.height / pushed.size.height)
        for index in layers.indices {
            if let style = layers[index].presentationStyle, style == .pageSheet || style == .formSheet { break }
            let frame = layers[index].frame
            layers[index].frame = Rect(
                x: (frame.origin.x - pushed.origin.x) * sx, y: (frame.origin.y - pushed.origin.y) * sy,
                width: frame.size.width * sx, height: frame.size.height * sy)
        }
        return pushed
    }

    /// Scales the picture drawn so far into `rect`, its corners rounded by ``sheetCornerRadius``, on the
    /// window's black background: the card stack's presenting view. With a `floor`
    /// (``Chrome/ChromePalette/cardStackFloor(in:)``, dark appearance) every channel is first lifted from
    /// `0...255` to `floor...255`, so a dark presenter still shows as a card against the black.
    private mutating func pushBack(into rect: PixelRect, liftingTo floor: RGBImage.Pixel?) {
        var full = canvas
        if let floor {
            let lows = [floor.red, floor.green, floor.blue].map(Double.init)
            full.pixels.withUnsafeMutableBufferPointer { bytes in
                for index in bytes.indices {
                    let low = lows[index % 3]
                    bytes[index] = UInt8((low + Double(bytes[index]) * (255 - low) / 255).rounded())
                }
            }
        }
        canvas = RGBImage(width: full.width, height: full.height)
        place(full, in: rect, clippedTo: Card(rect: rect, radius: Self.sheetCornerRadius * scale, topOnly: false))
    }

    /// The mean WCAG relative luminance of the canvas inside `rect` (0 for a rectangle off the canvas): what
    /// lies under the home indicator, whose colour follows it.
    private func meanLuminance(in rect: PixelRect) -> Double {
        let (left, right) = (max(0, rect.x), min(canvas.width, rect.x + rect.width))
        let (top, bottom) = (max(0, rect.y), min(canvas.height, rect.y + rect.height))
        // During a rotation the new layout's indicator can lie outside the animated canvas.
        guard left < right, top < bottom else { return 0 }
        let (xs, ys) = (left..<right, top..<bottom)
        let total = ys.reduce(0.0) { sum, y in xs.reduce(sum) { $0 + canvas[$1, y].relativeLuminance } }
        return total / Double(xs.count * ys.count)
    }

    /// The canvas, in pixels, that a window of `size` points is drawn on.
    public func canvasRect(forWindow size: Size) -> PixelRect {
        Rect(origin: .zero, size: size).pixelRect(scale: scale)
    }

    /// The window's size at `time`: while a rotation animates the bounds, part-way (eased) from its old size to its
    /// new.
    private func animatedWindowSize(of session: OrientationSession, at time: Double) -> Size {
        guard animatesBounds, let rotation = session.activeTransition else { return session.windowSize }
        return Rect(origin: .zero, size: rotation.fromSize)
            .interpolated(
                to: Rect(origin: .zero, size: rotation.toSize), progress: rotation.easedPercentComplete(at: time)
            ).size
    }

    /// The flat colour of a controller's panel: a hue from a stable hash of its id (FNV-1a), light enough for
    /// black text.
    public static func panelColor(for id: String) -> RGBImage.Pixel {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hue = Double(hash % 360) / 60
        let chroma = 0.45 * 0.9
        let second = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(hue) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let lightness = 0.9 - chroma
        func channel(_ value: Double) -> UInt8 { UInt8(((value + lightness) * 255).rounded()) }
        return RGBImage.Pixel(red: channel(r), green: channel(g), blue: channel(b))
    }

    /// Fills `rect` (inside `card`, if any) with the id's colour and writes the id at its top-left, 8 points in.
    private mutating func paintPanel(for id: String, in rect: PixelRect, clippedTo card: Card?) {
        let color = Self.panelColor(for: id)
        for y in max(0, rect.y)..<max(max(0, rect.y), min(canvas.height, rect.y + rect.height)) {
            for x in max(0, rect.x)..<max(max(0, rect.x), min(canvas.width, rect.x + rect.width))
            where card?.contains(x, y) ?? true {
                canvas[x, y] = color
            }
        }
        let textScale = max(1, Int((2 * scale).rounded()))
        let inset = Int((8 * scale).rounded())
        BitmapFont.draw(id, at: rect.x + inset, rect.y + inset, scale: textScale, color: .black, into: &canvas)
    }

    /// Copies `image` into `rect` of the canvas (inside `card`, if any): pixel for pixel when the sizes agree,
    /// else scaled bilinearly. An image that covers the whole canvas becomes the canvas, without a copy.
    private mutating func place(_ image: RGBImage, in rect: PixelRect, clippedTo card: Card?) {
        guard !rect.isEmpty, image.width > 0, image.height > 0 else { return }
        if image.width == rect.width, image.height == rect.height, rect.x == 0, rect.y == 0,
            canvas.width == rect.width, canvas.height == rect.height, card == nil
        {
            canvas = image
            return
        }
        let sx = Double(image.width) / Double(rect.width)
        let sy = Double(image.height) / Double(rect.height)
        let exact = image.width == rect.width && image.height == rect.height
        for y in max(0, rect.y)..<max(max(0, rect.y), min(canvas.height, rect.y + rect.height)) {
            for x in max(0, rect.x)..<max(max(0, rect.x), min(canvas.width, rect.x + rect.width))
            where card?.contains(x, y) ?? true {
                canvas[x, y] =
                    exact
                    ? image[x - rect.x, y - rect.y]
                    : image.bilinearSample(
                        x: (Double(x - rect.x) + 0.5) * sx - 0.5, y: (Double(y - rect.y) + 0.5) * sy - 0.5)
            }
        }
    }
}

/// One drawn screen and where its views landed, in canvas pixels.
public struct RenderedScene: Sendable {
    /// One view as drawn.
    public struct View: Sendable, Equatable {
        /// The controller's id.
        public var id: String
        /// Its frame in canvas pixels.
        public var rect: PixelRect
        /// How it was presented, or `nil` for the root and children.
        public var presentationStyle: PresentationStyle?
    }

    /// The picture.
    public var image: RGBImage
    /// Every view on screen, bottom first.
    public var views: [View]
    /// The players on screen, bottom first, with their parts in canvas pixels.
    public var players: [RenderedPlayer]
}

/// A player as drawn in a scene.
public struct RenderedPlayer: Sendable {
    /// The controller's id.
    public var id: String
    /// What it is: Pivot's own `player` or AVKit's `avPlayerViewController`.
    public var kind: ControllerSpec.Kind
    /// Its video and close button, in canvas pixels (its `image` is the player's own view).
    public var frame: RenderedFrame
    /// The rotation it is laying itself out through, if any (a system player's is the window's).
    public var transition: PlayerPresentation.Transition?
}

extension RenderedFrame {
    /// The frame with its rectangles moved to `rect`'s origin.
    fileprivate func offset(by rect: PixelRect) -> RenderedFrame {
        var moved = self
        moved.videoRect.x += rect.x
        moved.videoRect.y += rect.y
        moved.closeButton.rect.x += rect.x
        moved.closeButton.rect.y += rect.y
        return moved
    }
}
