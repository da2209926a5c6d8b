import Orientation
import Testing

/// Where UIKit puts sheets on an iPad (regular width and height), from iOS 26.1's UIKitCore
/// (`docs/presentation-frames.md` names the methods).
struct PresentationFrameTests {
    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    static let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

    @Test(arguments: [
        (Size(width: 768, height: 1024), Size(width: 540, height: 600)),
        (Size(width: 834, height: 1194), Size(width: 580, height: 640)),
        (Size(width: 1032, height: 1376), Size(width: 580, height: 640)),
        (Size(width: 1200, height: 1600), Size(width: 620, height: 680)),
    ])
    func theDefaultFormSheetSizeFollowsTheScreensLongerSide(screen: Size, expected: Size) {
        #expect(PresentationFrame.formSheetSize(screen: screen) == expected)
        #expect(PresentationFrame.formSheetSize(screen: Size(width: screen.height, height: screen.width)) == expected)
    }

    @Test func aFormSheetIsCentredAtItsDefaultSize() {
        let window = Size(width: 1194, height: 834)
        let frame = PresentationFrame.frame(
            for: .formSheet, in: window, screen: Size(width: 834, height: 1194), safeArea: Self.insets,
            traits: Self.regular, version: .newest)
        #expect(frame == Rect(x: 307, y: 97, width: 580, height: 640))
    }

    @Test func aPageSheetIsAPageTallWhereItFitsAndTheAvailableHeightWhereNot() {
        let screen = Size(width: 1024, height: 1366)
        let portrait = PresentationFrame.frame(
            for: .pageSheet, in: screen, screen: screen, safeArea: Self.insets, traits: Self.regular, version: .newest)
        #expect(portrait.size.width == 704)
        #expect(abs(portrait.size.height - 704 * 1.41421356) < 1e-6, "width times the square root of two")
        let landscape = PresentationFrame.frame(
            for: .pageSheet, in: Size(width: 1366, height: 1024), screen: screen, safeArea: Self.insets,
            traits: Self.regular, version: .newest)
        #expect(landscape.size == Size(width: 704, height: 1024 - 24 - 20 - 40), "the safe area less 20 pt margins")
    }
}
