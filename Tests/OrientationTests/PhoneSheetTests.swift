import Orientation
import Testing

/// Sheets on an iPhone: full screen at a compact height (`prefersEdgeAttachedInCompactHeight` is false by
/// default), a card below the status bar at a regular height, whose views have no top safe-area inset.
struct PhoneSheetTests {
    private static let phone = DeviceCatalog.device(id: "iphone-15")!
    private static let compactCompact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    private static let regularCompact = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    private static let compactRegular = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)

    @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .popover])
    func aSheetAtACompactHeightIsFullScreen(style: PresentationStyle) {
        let window = Size(width: 852, height: 393)
        for traits in [Self.compactCompact, Self.regularCompact] {
            let frame = PresentationFrame.frame(
                for: style, in: window, screen: Self.phone.portraitSize,
                safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), traits: traits, version: .newest)
            #expect(frame == Rect(origin: .zero, size: window))
        }
    }

    @Test func aSheetAtARegularHeightIsACardBelowTheStatusBar() {
        let window = Size(width: 393, height: 852)
        let frame = PresentationFrame.frame(
            for: .pageSheet, in: window, screen: Self.phone.portraitSize,
            safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), traits: Self.compactRegular,
            version: .newest)
        #expect(frame == Rect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func aViewsSafeAreaIsTheWindowsClippedToTheView() {
        let window = Size(width: 393, height: 852)
        let insets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(
            PresentationFrame.safeAreaInsets(
                of: Rect(x: 0, y: 69, width: 393, height: 783), in: window, windowInsets: insets)
                == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(
            PresentationFrame.safeAreaInsets(of: Rect(origin: .zero, size: window), in: window, windowInsets: insets)
                == insets)
        #expect(
            PresentationFrame.safeAreaInsets(
                of: Rect(x: 30, y: 40, width: 300, height: 300), in: window, windowInsets: insets)
                == EdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
    }

    @Test func aPageSheetsControllerHasNoTopInsetAndFillsTheWindowInLandscape() throws {
        let session = EventLog.launched(root: ViewController(id: "home"), version: IOSVersion(major: 26, minor: 1))
        let sheet = ViewController(id: "sheet")
        session.present(sheet, style: .pageSheet)
        #expect(sheet.viewSize == Size(width: 393, height: 783))
        #expect(sheet.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(session.root.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let start = session.events.count
        session.rotate(to: .landscapeLeft)
        session.advance(by: 1)
        #expect(sheet.viewSize == Size(width: 852, height: 393), "full screen at a compact height")
        #expect(sheet.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let transition = session.events[start...].first { $0.controller == "sheet" && $0.name == "viewWillTransition" }
        #expect(transition?.argument("size") == .size(Size(width: 852, height: 393)))
        let layers = session.screenLayers()
        #expect(layers.last?.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    }
}
