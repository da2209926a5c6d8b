/// One entry of a session's event log: a callback UIKit would have made, or an event a controller recorded.
public struct Event: Sendable, Equatable {
    /// Virtual time in seconds since launch.
    public var time: Double
    /// The id of the controller the event belongs to.
    public var controller: String
    /// The UIKit method name without arguments (`viewWillTransition`), or a controller's own name (`play`).
    public var name: String
    /// The arguments, in order (`size`, `parent`, `traits`, `animated`, ...).
    public var args: [Argument]

    /// One named argument of an event.
    public struct Argument: Sendable, Equatable {
        /// The name (`size`).
        public var key: String
        /// The typed value.
        public var value: EventValue

        /// Creates an argument.
        public init(_ key: String, _ value: EventValue) {
            self.key = key
            self.value = value
        }
    }

    /// Creates an event.
    public init(time: Double, controller: String, name: String, args: [Argument] = []) {
        self.time = time
        self.controller = controller
        self.name = name
        self.args = args
    }

    /// The value of argument `key`, or `nil` if the event has none.
    public func argument(_ key: String) -> EventValue? {
        args.first { $0.key == key }?.value
    }
}
