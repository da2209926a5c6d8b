public import Orientation
public import Typesetting

/// Where each piece of system chrome goes for one ``ChromeScene``: frames in window points and the text they show,
/// decided without drawing anything.
///
/// ```swift
/// let layout = ChromeLayout(scene: ChromeScene(device: iPhone16Pro, orientation: .portrait,
///                                              navigationBar: .init(title: "Library")))
/// layout.navigationBar?.frame   // x 0, y 62, 402 × 44
/// layout.contentSafeArea.top    // 106: the children's safe area starts under the bar
/// ```
///
/// The same scene always gives the same layout, so the frame loop can draw the static chrome once per layout and
/// reuse the pixels (``ChromeRenderer``).
public struct ChromeLayout: Sendable, Hashable {
    /// Which colour of the appearance a piece of text or a glyph takes.
    public enum Ink: Sendable, Hashable {
        /// The primary label colour (black in light, white in dark).
        case label
        /// The tint (`systemBlue`): back buttons, the selected tab.
        case tint
        /// An unselected tab (`systemGray`).
        case inactive
    }

    /// How a label sits in its frame horizontally; vertically its line box is always centred.
    public enum Alignment: Sendable, Hashable {
        /// Centred.
        case center
        /// Against the frame's leading (left) edge.
        case leading
    }

    /// One line of text in a frame; the renderer truncates it with "…" to the frame's width.
    public struct Label: Sendable, Hashable {
        /// The text.
        public var text: String
        /// Its font.
        public var style: TextStyle
        /// The box the text must stay inside.
        public var frame: Rect
        /// Horizontal placement in ``frame``.
        public var alignment: Alignment
        /// Its colour.
        public var ink: Ink
    }

    /// The status bar and its glyphs.
    public struct StatusBar: Sendable, Hashable {
        /// The bar, across the top of the window.
        public var frame: Rect
        /// The time, `9:41`.
        public var time: Label
        /// The cellular-signal glyph.
        public var signal: Rect
        /// The Wi-Fi glyph.
        public var wifi: Rect
        /// The battery glyph.
        public var battery: Rect
        /// The appearance whose label colour the time and glyphs take (from `preferredStatusBarStyle`).
        public var contentAppearance: Appearance
    }

    /// A navigation bar.
    public struct NavigationBar: Sendable, Hashable {
        /// The bar with its large-title strip, if any.
        public var frame: Rect
        /// Whether the bar draws its background and hairline (before iOS 15; none over unscrolled content since).
        public var hasBackground: Bool
        /// The title: centred in the bar, or leading in the large-title strip.
        public var title: Label
        /// The back chevron, or `nil` at the root.
        public var backChevron: Rect?
        /// The glass circle behind the chevron from iOS 26, or `nil`.
        public var backCircle: Rect?
        /// The back button's title before iOS 26, or `nil`.
        public var backTitle: Label?
    }

    /// One tab.
    public struct TabItem: Sendable, Hashable {
        /// The icon's box (Pivot draws a neutral shape: an app's symbols are not known), or `nil` for the iPad's
        /// top tab bar, whose segments show their titles only.
        public var icon: Rect?
        /// The title.
        public var title: Label
        /// Whether this is the selected tab.
        public var isSelected: Bool
    }

    /// A tab bar.
    public struct TabBar: Sendable, Hashable {
        /// The bar: full width at the bottom, or the floating capsule.
        public var frame: Rect
        /// Where it sits: at the bottom (classic or floating) or, on iPad from iPadOS 18, at the top.
        public var placement: TabBarPlacement
        /// Whether it is a floating capsule (iPhone from iOS 26, iPad's top bar from iPadOS 18).
        public var isFloating: Bool { placement != .classicBottom }
        /// The pill behind the selected tab in a floating bar, or `nil`.
        public var selection: Rect?
        /// The tabs, left to right.
        public var items: [TabItem]
    }

    /// The window's size in points, upright in the interface orientation.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// Light or dark.
    public var appearance: Appearance
    /// The status bar, or `nil` when hidden.
    public var statusBar: StatusBar?
    /// The navigation bar, or `nil`.
    public var navigationBar: NavigationBar?
    /// The tab bar, or `nil`.
    public var tabBar: TabBar?
    /// The home indicator, or `nil` (home-button devices, `prefersHomeIndicatorAutoHidden`).
    public var homeIndicator: Rect?
    /// The appearance whose label colour the home indicator takes: the scene's until the frame loop, having
    /// composed what lies under it, decides (``homeIndicatorContent(overLuminance:)``).
    public var homeIndicatorContent: Appearance
    /// The sheet grabber, or `nil`.
    public var grabber: Rect?
    /// The black overlay's opacity over what lies under the top sheet (0 without a sheet).
    public var dimming: Double
    /// The top popover's card, arrow and shadow, or `nil`.
    public var popover: Popover?
    /// The safe area of the content under the bars: the window's insets plus the bars' heights.
    public var contentSafeArea: EdgeInsets

    /// Lays out the chrome for `scene`.
    public init(scene: ChromeScene) {
        let device = scene.device
        let size = scene.window?.size ?? device.windowSize(in: scene.orientation)
        let isPhone = device.idiom == .phone
        let isCompactHeight =
            scene.window?.isCompactHeight
            ?? (device.traitCollection(in: scene.orientation).verticalSizeClass == .compact)
        var insets = scene.window?.safeAreaInsets ?? device.safeAreaInsets(in: scene.orientation)
        // UIViewController.prefersStatusBarHidden is true by default in a vertically compact environment (iPhone
        // landscape). Where no sensor housing keeps the inset, hiding the bar gives its height back.
        let isWindowed = scene.window?.isWindowed ?? false
        let showsStatusBar = SystemBars.showsStatusBar(
            prefersHidden: scene.prefersStatusBarHidden, idiom: device.idiom, isCompactHeight: isCompactHeight,
            isWindowed: isWindowed)
        insets.top = SystemBars.barsTop(
            windowInsets: insets, showsStatusBar: showsStatusBar, device: device, orientation: scene.orientation)
        let margin = isPhone && device.portraitSize.width < 414 ? 16.0 : 20.0

        self.size = size
        self.scale = scene.window?.scale ?? device.scale
        self.appearance = scene.appearance
        self.homeIndicatorContent = scene.appearance
        self.statusBar =
            showsStatusBar
            ? Self.statusBar(
                device: device, size: size, height: insets.top,
                content: scene.preferredStatusBarStyle.contentAppearance(in: scene.appearance))
            : nil

        var content = insets
        let isCompactWidth =
            scene.window?.isCompactWidth
            ?? (device.traitCollection(in: scene.orientation).horizontalSizeClass == .compact)
        let placement = TabBarPlacement(
            idiom: device.idiom, version: scene.version, horizontalSizeClass: isCompactWidth ? .compact : .regular)
        let tabBar = scene.tabBar.map {
            Self.tabBar(
                $0, size: size, insets: insets, placement: placement, idiom: device.idiom,
                isCompactHeight: isCompactHeight, margin: margin)
        }
        if let bar = scene.navigationBar {
            var layout = Self.navigationBar(
                bar, top: insets.top, width: size.width, sides: (insets.left, insets.right), margin: margin,
                controls: scene.window?.controls?.region, idiom: device.idiom,
                isCompactHeight: isCompactHeight, version: scene.version)
            if let tabBar, tabBar.placement == .floatingTop { Self.makeRoom(for: tabBar, in: &layout) }
            content.top = layout.frame.origin.y + layout.frame.size.height
            self.navigationBar = layout
        } else {
            self.navigationBar = nil
        }
        if let tabBar {
            if tabBar.placement.isAtBottom {
                content.bottom = size.height - tabBar.frame.origin.y
            } else {
                content.top = max(content.top, SystemBars.topTabRowBottom(barsTop: insets.top))
            }
        }
        self.tabBar = tabBar
        self.contentSafeArea = content

        let showsIndicator = !device.hasHomeButton && !scene.prefersHomeIndicatorAutoHidden && !isWindowed
        self.homeIndicator = showsIndicator ? Self.homeIndicator(size: size, isWide: !isPhone || isCompactHeight) : nil

        if let sheet = scene.sheet {
            let frame = sheet.frame
            self.grabber =
                sheet.prefersGrabberVisible
                ? Rect(
                    x: frame.origin.x + (frame.size.width - ChromeMetrics.grabberSize.width) / 2,
                    y: frame.origin.y + ChromeMetrics.grabberTop, width: ChromeMetrics.grabberSize.width,
                    height: ChromeMetrics.grabberSize.height)
                : nil
            self.dimming = ChromeMetrics.sheetDimming
        } else {
            self.grabber = nil
            self.dimming = 0
        }
        self.popover = scene.popover.map { Self.popover(frame: $0.frame, version: scene.version) }
    }

    // MARK: - Status bar

    /// The status bar: on Face ID iPhones the time is centred in the left "ear" beside the cutout and the glyphs in
    /// the right one, level with the cutout's centre; elsewhere the time is centred (iPhone) or leading (iPad).
    private static func statusBar(device: DeviceModel, size: Size, height: Double, content: Appearance) -> StatusBar {
        let frame = Rect(x: 0, y: 0, width: size.width, height: height)
        let glyphsWidth =
            ChromeMetrics.signalSize.width + ChromeMetrics.wifiSize.width + ChromeMetrics.batterySize.width + 2
            * ChromeMetrics.statusGlyphSpacing
        let centerY: Double
        let timeFrame: Rect
        let glyphsX: Double
        let timeStyle: TextStyle
        if let housing = device.sensorHousing, device.idiom == .phone {
            // The ears: from the screen's side to the cutout. The Dynamic Island floats, so its centre line is the
            // row the items share; under a notch the items sit in the middle of the bar.
            centerY =
                device.cutout == .dynamicIsland ? housing.origin.y + housing.size.height / 2 : height / 2
            let earWidth = housing.origin.x
            timeFrame = Rect(x: 0, y: centerY - 11, width: earWidth, height: 22)
            glyphsX = housing.origin.x + housing.size.width + (earWidth - glyphsWidth) / 2
            timeStyle = ChromeMetrics.statusTime
        } else {
            centerY = height / 2
            let inset = device.idiom == .pad && device.screenCornerRadius > 0 ? 20.0 : ChromeMetrics.classicStatusMargin
            timeStyle = ChromeMetrics.compactStatusTime
            timeFrame =
                device.idiom == .pad
                ? Rect(x: inset, y: 0, width: size.width / 3, height: height)
                : Rect(x: size.width / 3, y: 0, width: size.width / 3, height: height)
            glyphsX = size.width - inset - glyphsWidth
        }
        func glyph(_ glyphSize: Size, at x: Double) -> Rect {
            Rect(x: x, y: centerY - glyphSize.height / 2, width: glyphSize.width, height: glyphSize.height)
        }
        let signal = glyph(ChromeMetrics.signalSize, at: glyphsX)
        let wifi = glyph(ChromeMetrics.wifiSize, at: glyphsX + signal.size.width + ChromeMetrics.statusGlyphSpacing)
        let battery = glyph(
            ChromeMetrics.batterySize, at: wifi.origin.x + wifi.size.width + ChromeMetrics.statusGlyphSpacing)
        let time = Label(
            text: "9:41", style: timeStyle, frame: timeFrame,
            alignment: device.idiom == .pad ? .leading : .center, ink: .label)
        return StatusBar(
            frame: frame, time: time, signal: signal, wifi: wifi, battery: battery, contentAppearance: content)
    }

    // MARK: - Navigation bar

    /// A navigation bar across the window; its buttons and title keep inside the safe area's sides (`sides`,
    /// left and right), so nothing sits under a landscape Dynamic Island, and its leading items (not a large
    /// title, in the strip below) start after the iPadOS 26 window controls' region at the window's top-left
    /// (`controls`), as UIKit's `UIView.LayoutRegion` with corner adaptation keeps content clear of them
    /// (docs/uikit-versions.md).
    private static func navigationBar(
        _ bar: ChromeScene.NavigationBar, top: Double, width: Double, sides: (left: Double, right: Double),
        margin: Double, controls: Rect?, idiom: UserInterfaceIdiom, isCompactHeight: Bool, version: IOSVersion
    ) -> NavigationBar {
        let height = SystemBars.navigationBarHeight(idiom: idiom, isCompactHeight: isCompactHeight)
        let isLarge = SystemBars.showsLargeTitle(
            prefersLargeTitles: bar.prefersLargeTitles, isCompactHeight: isCompactHeight)
        let frame = Rect(
            x: 0, y: top, width: width,
            height: SystemBars.navigationBarExtent(
                idiom: idiom, isCompactHeight: isCompactHeight, prefersLargeTitles: bar.prefersLargeTitles))
        let centerY = top + height / 2
        let leading = sides.left
        let inner = width - sides.left - sides.right
        let isGlass = version >= ChromeMetrics.liquidGlass
        // How far the leading items move right to start after the window controls' region (then the usual
        // margin, a choice: no source gives the gap).
        let clearance = controls.map { max(0, $0.origin.x + $0.size.width - leading) } ?? 0
        let itemsLeading = leading + clearance

        var chevron: Rect?
        var circle: Rect?
        var backTitle: Label?
        // The room the leading items take from the safe area's edge, kept free on both sides so the title
        // stays centred.
        var side = clearance + margin
        if let previous = bar.backTitle {
            if isGlass {
                let diameter = min(ChromeMetrics.glassButtonDiameter, height)
                let box = Rect(x: itemsLeading + margin, y: centerY - diameter / 2, width: diameter, height: diameter)
                circle = box
                chevron = Rect(x: box.origin.x + diameter * 0.36, y: centerY - 8.5, width: 10, height: 17)
                side = clearance + margin + diameter + 8
            } else {
                let shape = ChromeMetrics.backChevron
                chevron = Rect(
                    x: itemsLeading + shape.origin.x, y: centerY - shape.size.height / 2, width: shape.size.width,
                    height: shape.size.height)
                // The back button gets a quarter of the bar (choice); UIKit falls back to "Back" when the title
                // does not fit, Pivot truncates it.
                let share = inner * ChromeMetrics.backButtonShare
                side = clearance + share
                backTitle = Label(
                    text: previous, style: ChromeMetrics.backTitle,
                    frame: Rect(
                        x: itemsLeading + ChromeMetrics.backTitleX, y: top,
                        width: share - ChromeMetrics.backTitleX - 6, height: height),
                    alignment: .leading, ink: .tint)
            }
        }
        let title =
            isLarge
            ? Label(
                text: bar.title, style: ChromeMetrics.largeTitle,
                frame: Rect(
                    x: leading + margin, y: top + height, width: inner - 2 * margin,
                    height: SystemBars.largeTitleHeight),
                alignment: .leading, ink: .label)
            : Label(
                text: bar.title, style: ChromeMetrics.barTitle,
                frame: Rect(x: leading + side, y: top, width: max(0, inner - 2 * side), height: height),
                alignment: .center,
                ink: .label)
        return NavigationBar(
            frame: frame,
            hasBackground: !isLarge && version < ChromeMetrics.transparentScrollEdge
                || isLarge && version < ChromeMetrics.largeTitleScrollEdge,
            title: title,
            backChevron: chevron, backCircle: circle, backTitle: backTitle)
    }

    // MARK: - Home indicator

    private static func homeIndicator(size: Size, isWide: Bool) -> Rect {
        let indicator = ChromeMetrics.homeIndicatorSize
        let width = isWide ? ChromeMetrics.wideHomeIndicatorWidth : indicator.width
        return Rect(
            x: (size.width - width) / 2, y: size.height - ChromeMetrics.homeIndicatorBottomGap - indicator.height,
            width: width, height: indicator.height)
    }
}
