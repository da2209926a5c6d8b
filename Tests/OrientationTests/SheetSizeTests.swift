import Orientation
import Testing

/// A controller shown in a sheet is told the sheet's size, as UIKit's sheet presentation controllers size it
/// (`docs/presentation-frames.md`); the controllers behind keep the window's.
struct SheetSizeTests {
    /// The sizes `viewWillTransition(to:)` reported to `controller`, in order.
    private static func transitionSizes(_ session: OrientationSession, of controller: String) -> [Size] {
        session.events.filter { $0.controller == controller && $0.name == "viewWillTransition" }.compactMap {
            event in
            guard case .size(let size) = event.args.first(where: { $0.key == "size" })?.value else { return nil }
            return size
        }
    }

    @Test func anIPadFormSheetKeepsItsSizeThroughARotationWhileThePresenterTurns() {
        let app = AppConfiguration(supportedOrientations: .all)
        let session = EventLog.launched("ipad-pro-11", app: app, root: ViewController(id: "home"), pose: .landscapeLeft)
        let form = ViewController(id: "form")
        session.present(form, style: .formSheet)
        #expect(form.viewSize == Size(width: 580, height: 640), "sized to the sheet as it appears")
        session.rotate(to: .portrait)
        #expect(Self.transitionSizes(session, of: "form") == [Size(width: 580, height: 640)])
        #expect(Self.transitionSizes(session, of: "home") == [Size(width: 834, height: 1194)])
        #expect(form.viewSize == Size(width: 580, height: 640))
    }

    @Test func anIPhonePageSheetIsTheCardBelowTheStatusBar() {
        let session = EventLog.launched(root: ViewController(id: "home"))
        let sheet = ViewController(id: "sheet")
        session.present(sheet, style: .pageSheet)
        // iPhone 15: a 393x852 window, the card 10 pt under the 59 pt status bar.
        #expect(sheet.viewSize == Size(width: 393, height: 783))
        #expect(session.root.viewSize == Size(width: 393, height: 852), "the presenter is only pushed back")
    }

    @Test func underIOS12AnIPhoneSheetIsFullScreenAndWindowSized() {
        let session = EventLog.launched(root: ViewController(id: "home"), version: EventLog.seedVersion)
        let sheet = ViewController(id: "sheet")
        session.present(sheet, style: .pageSheet)
        #expect(sheet.viewSize == session.windowSize && session.windowSize == Size(width: 393, height: 852))
    }
}
