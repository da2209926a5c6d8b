/// Where UIKit puts a presented controller's view in the window, by presentation style, size class and iOS
/// release (`docs/presentation-frames.md` gives the sources and names the choices).
///
/// ```swift
/// let sheet = PresentationFrame.frame(
///     for: .pageSheet, in: Size(width: 393, height: 852), screen: Size(width: 393, height: 852), safeArea: insets,
///     traits: traits, version: .newest)
/// // x 0, y 69 (the 59 pt status bar + 10), 393 wide, to the bottom of the window
/// ```
public enum PresentationFrame {
    /// A form sheet's default content size (`preferredContentSize` left at zero) on a screen of `screenSize`
    /// points: UIKitCore's `-[_UISheetPresentationMetrics defaultFormSheetSizeForScreenSize:]` picks it by the
    /// screen's longer side.
    public static func formSheetSize(screen screenSize: Size) -> Size {
        let longer = max(screenSize.width, screenSize.height)
        if longer >= 1590 { return Size(width: 620, height: 680) }
        if longer <= 1024 { return Size(width: 540, height: 600) }
        return Size(width: 580, height: 640)
    }
    /// A page sheet's width on a regular-width, regular-height window: the body font's readable width plus the
    /// minimum content margins UIKit sizes it to.
    public static let pageSheetWidth = 704.0
    /// A page sheet's height over its width while the window is tall enough: UIKitCore's `SheetLayoutInfo` gives
    /// a page-mode sheet `width * 1.41421356` (a sheet of paper), else the available height.
    public static let pageSheetAspect = 1.41421356
    /// A popover's default content size.
    public static let popoverSize = Size(width: 320, height: 480)
    /// How far below the safe area's top a compact-width sheet's card starts, in points.
    public static let sheetTopGap = 10.0
    /// The margin a centred sheet or popover keeps from the window's edges, in points.
    public static let regularMargin = 20.0

    /// The frame of a controller presented with `style` in a window of `windowSize` on a screen of `screenSize`
    /// with `safeArea` insets and `traits`, under `version`'s rules; the context styles cover `context` (the
    /// presenting context's frame).
    ///
    /// - Returns: The frame in window coordinates, in points.
    public static func frame(
        for style: PresentationStyle, in windowSize: Size, screen screenSize: Size, safeArea: EdgeInsets,
        traits: TraitCollection, version: IOSVersion, context: Rect? = nil
    ) -> Rect {
        let window = Rect(origin: .zero, size: windowSize)
        switch style {
        case .fullScreen, .overFullScreen, .custom, .customFullscreen:
            return window
        case .currentContext, .overCurrentContext:
            return context ?? window
        case .pageSheet, .formSheet, .popover:
            break
        }
        let isRegular = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
        guard isRegular else {
            // Compact windows adapt every sheet and popover: full screen before the card sheets of iOS 13, and at
            // a compact height (`prefersEdgeAttachedInCompactHeight` is false by default); else a card below the
            // safe area's top.
            guard version.has(.automaticPresentationStyle), traits.verticalSizeClass != .compact else { return window }
            let top = safeArea.top + sheetTopGap
            return Rect(x: 0, y: top, width: windowSize.width, height: max(0, windowSize.height - top))
        }
        let available = windowSize.height - safeArea.top - safeArea.bottom - 2 * regularMargin
        let size: Size
        switch style {
        case .formSheet:
            size = formSheetSize(screen: screenSize)
        case .popover:
            size = popoverSize
        default:
            let width = min(pageSheetWidth, windowSize.width - 2 * regularMargin)
            size = Size(width: pageSheetWidth, height: min(available, width * pageSheetAspect))
        }
        let fitted = Size(
            width: min(size.width, windowSize.width - 2 * regularMargin),
            height: min(size.height, available))
        if style == .popover {
            // No source view in a scenario: the popover hangs from the top centre, under the safe area.
            return Rect(
                x: (windowSize.width - fitted.width) / 2, y: safeArea.top + regularMargin, width: fitted.width,
                height: fitted.height)
        }
        return Rect(
            x: (windowSize.width - fitted.width) / 2, y: (windowSize.height - fitted.height) / 2, width: fitted.width,
            height: fitted.height)
    }

    /// The safe-area insets of a view at `frame` in a window of `windowSize` whose insets are `windowInsets`: the
    /// part of each window inset the frame overlaps, so a sheet below the status bar has none at the top.
    /// Mirrors how UIKit propagates safe areas: a view's insets are the window's clipped to the view.
    public static func safeAreaInsets(of frame: Rect, in windowSize: Size, windowInsets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(0, windowInsets.top - frame.origin.y), left: max(0, windowInsets.left - frame.origin.x),
            bottom: max(0, frame.origin.y + frame.size.height - (windowSize.height - windowInsets.bottom)),
            right: max(0, frame.origin.x + frame.size.width - (windowSize.width - windowInsets.right)))
    }

    /// How a compact-width card sheet shrinks the views behind it (iOS 13+ on iPhone in portrait): scaled about
    /// the window's top centre so its top sits at the safe area's top and its sides `regularMargin / 2` in.
    ///
    /// - Returns: The transformed rectangle, or `rect` unchanged when nothing is pushed back.
    public static func pushedBack(
        _ rect: Rect, in windowSize: Size, safeArea: EdgeInsets, traits: TraitCollection, version: IOSVersion
    ) -> Rect {
        guard version.has(.automaticPresentationStyle), traits.horizontalSizeClass == .compact,
            traits.verticalSizeClass == .regular, windowSize.width > 0
        else { return rect }
        let factor = (windowSize.width - regularMargin) / windowSize.width
        let centre = windowSize.width / 2
        return Rect(
            x: centre + (rect.origin.x - centre) * factor, y: safeArea.top + rect.origin.y * factor,
            width: rect.size.width * factor, height: rect.size.height * factor)
    }
}
