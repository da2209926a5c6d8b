import Orientation
import PivotJSON
import Testing

/// Event arguments are typed values in the engine; JSON is only how they print.
struct EventValueTests {
    @Test func rotationArgumentsAreTypedValues() throws {
        let session = EventLog.launched(root: ViewController(id: "home"))
        session.rotate(to: .landscapeLeft)
        let transition = try #require(session.events.first { $0.name == "viewWillTransition" })
        guard case .size(let size) = transition.argument("size") else {
            Issue.record("size is not a Size")
            return
        }
        #expect(size.width > size.height)
        let insets = try #require(session.events.last { $0.name == "viewSafeAreaInsetsDidChange" })
        guard case .insets(let value) = insets.argument("insets") else {
            Issue.record("insets are not EdgeInsets")
            return
        }
        #expect(value == session.safeAreaInsets)
    }

    @Test func jsonIsOnlyHowTheyPrint() {
        let event = Event(
            time: 0, controller: "home", name: "viewWillTransition",
            args: [.init("size", .size(Size(width: 852, height: 393))), .init("parent", .null)])
        #expect(
            event.json
                == .object([
                    "t": .number(0), "controller": .string("home"), "event": .string("viewWillTransition"),
                    "args": .object(["size": .array([.number(852), .number(393)]), "parent": .null]),
                ]))
    }
}
