import Orientation

/// A place in the scanned project: a path relative to the project folder and a 1-based line (`nil` where the file
/// has no lines, as in a binary property list).
public struct SourceLocation: Sendable, Hashable {
    /// The path relative to the project folder.
    public var file: String
    /// The 1-based line, or `nil`.
    public var line: Int?

    /// Creates a location.
    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }
}

/// What the scanner can tell about an expression without running the app.
public enum ValueExpression: Sendable, Hashable {
    /// Orientation, mask or presentation-style member names (`landscape`, `portrait`, `fullScreen`), combined.
    case names([String])
    /// `true` or `false`.
    case bool(Bool)
    /// A name to look up among the project's constants (`lockedMask`, `Self.lockedMask`: the last component).
    case reference(String)
    /// Anything else: computed at run time.
    case unknown
}

/// An expression as written in the source, where it was written, and what the scanner makes of it.
public struct SourceExpression: Sendable, Hashable {
    /// What the scanner makes of it.
    public var value: ValueExpression
    /// The source text, on one line.
    public var text: String
    /// Where it was written.
    public var location: SourceLocation
    /// Every name the expression mentions (for the stored values a mask depends on).
    public var names: Set<String>

    /// Creates an expression.
    public init(value: ValueExpression, text: String, location: SourceLocation, names: Set<String> = []) {
        self.value = value
        self.text = text
        self.location = location
        self.names = names
    }
}

/// A class declared in the project, with the orientation answers it overrides.
public struct ClassFacts: Sendable, Hashable {
    /// The class name.
    public var name: String
    /// The superclass as written, or `nil`.
    public var superclass: String?
    /// The protocols it adopts, as written.
    public var protocols: [String]
    /// Where it is declared.
    public var location: SourceLocation
    /// `supportedInterfaceOrientations`, if overridden.
    public var supportedOrientations: SourceExpression?
    /// `preferredInterfaceOrientationForPresentation`, if overridden.
    public var preferredOrientation: SourceExpression?
    /// `shouldAutorotate`, if overridden.
    public var shouldAutorotate: SourceExpression?
    /// `modalPresentationStyle`, overridden or assigned in the class.
    public var modalPresentationStyle: SourceExpression?
    /// The child the orientation answers are forwarded to (`topViewController`, `children.first`...), if any.
    public var forwardsTo: String?
}

/// An app delegate's or window scene delegate's orientation answer.
public struct DelegateFacts: Sendable, Hashable {
    /// Which delegate.
    public enum Role: String, Sendable, Hashable {
        /// `application(_:supportedInterfaceOrientationsFor:)`.
        case app
        /// The window scene delegate's `supportedInterfaceOrientations(for:)` (iOS 27).
        case scene
    }
    /// Which delegate.
    public var role: Role
    /// The class implementing it.
    public var className: String
    /// Where the method is.
    public var location: SourceLocation
    /// What it returns.
    public var orientations: SourceExpression
}

/// The iOS releases a statement can run on, from `#available`, `guard #available` and `@available`.
public struct Availability: Sendable, Hashable {
    /// The first release, or `nil` for no lower bound.
    public var minimum: IOSVersion?
    /// The first release excluded (the `else` of `#available`), or `nil` for no upper bound.
    public var below: IOSVersion?

    /// A range: from `minimum` (or always) to before `below` (or ever).
    public init(minimum: IOSVersion?, below: IOSVersion?) {
        self.minimum = minimum
        self.below = below
    }

    /// Every release.
    public static let always = Availability(minimum: nil, below: nil)

    /// Whether `version` is in range.
    public func contains(_ version: IOSVersion) -> Bool {
        (minimum.map { version >= $0 } ?? true) && (below.map { version < $0 } ?? true)
    }

    /// Both constraints at once.
    func narrowed(minimum newMinimum: IOSVersion? = nil, below newBelow: IOSVersion? = nil) -> Availability {
        Availability(
            minimum: [minimum, newMinimum].compactMap { $0 }.max(), below: [below, newBelow].compactMap { $0 }.min())
    }
}

/// A call that matters to orientation.
public struct CallFacts: Sendable, Hashable {
    /// The calls the scanner looks for.
    public enum Kind: String, Sendable, Hashable {
        /// `present(_:animated:)` / `presentViewController:animated:completion:`.
        case present
        /// `pushViewController(_:animated:)`.
        case push
        /// `setNeedsUpdateOfSupportedInterfaceOrientations()`.
        case setNeedsUpdate
        /// `requestGeometryUpdate(.iOS(interfaceOrientations:))`.
        case requestGeometryUpdate
        /// `attemptRotationToDeviceOrientation()`.
        case attemptRotation
        /// `UIDevice.current.setValue(_, forKey: "orientation")` or `NSInvocation` `setOrientation:`.
        case deviceOrientationKVC
        /// `window.rootViewController = Controller()`: the window's root set in code.
        case setRoot
        /// `viewControllers = [A(), B()]` or `setViewControllers(_:animated:)`: a tab bar controller's tabs set in
        /// code.
        case setTabs
    }
    /// Which call.
    public var kind: Kind
    /// Where it is.
    public var location: SourceLocation
    /// The class whose method makes the call, or `nil` at file scope.
    public var enclosingClass: String?
    /// The presented or pushed class, when known; the requested mask for a geometry request.
    public var target: String?
    /// The requested mask of a geometry request.
    public var argument: SourceExpression?
    /// The presentation style assigned to the presented controller in the same function, if any.
    public var style: SourceExpression?
    /// The releases the call can run on.
    public var availability: Availability
    /// For ``Kind/setRoot``: the class of the root child a navigation controller is created with
    /// (`UINavigationController(rootViewController: Home())`), when known.
    public var child: String?
    /// For ``Kind/setTabs``: the tabs in order; ``target`` is then the tab bar controller's class, when known.
    public var tabs: [TabFacts] = []
}

/// One tab of a tab bar controller set in code.
public struct TabFacts: Sendable, Hashable {
    /// The tab's class (`Library` for `Library()` or a local bound to one), when known.
    public var className: String?
    /// The root child a navigation controller tab is created with (`rootViewController: Library()`), when known.
    public var rootChild: String?
}

/// Whether `receiver` (`window`, `self.window?`, `_window`) is the app's or scene's main window, whose root is the
/// app's root; another window (`externalWindow`, an external display's) has a root of its own.
func isMainWindow(_ receiver: String?) -> Bool {
    guard let receiver else { return false }
    let last = receiver.split(separator: ".").last.map { $0.trimmingSuffix("?!") } ?? ""
    return last == "window" || last == "_window"
}

/// A stored property or global that may hold an orientation value.
public struct StoredFacts: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// `let` (a constant) rather than `var`.
    public var isConstant: Bool
    /// What the initial value comes to (the resolver needs no more; its text is never reported).
    public var initial: ValueExpression?
    /// Whether a `didSet` observer calls `setNeedsUpdateOfSupportedInterfaceOrientations`.
    public var updatesWhenSet: Bool
}

/// An assignment to a stored value inside a function.
public struct AssignmentFacts: Sendable, Hashable {
    /// The assigned name (last component).
    public var name: String
    /// Where.
    public var location: SourceLocation
    /// The function (`Type.name`) it is in.
    public var function: String
    /// Whether that function calls `setNeedsUpdateOfSupportedInterfaceOrientations`.
    public var functionUpdates: Bool
}

/// Everything the scanner extracted from one source file; files are read one at a time and only these facts are
/// kept, never the syntax tree.
public struct SourceFacts: Sendable, Hashable {
    /// Declared classes.
    public var classes: [ClassFacts] = []
    /// Delegate orientation answers.
    public var delegates: [DelegateFacts] = []
    /// Orientation-related calls.
    public var calls: [CallFacts] = []
    /// Stored values with an initial value.
    public var stored: [StoredFacts] = []
    /// Assignments inside functions.
    public var assignments: [AssignmentFacts] = []

    /// Creates empty facts.
    public init() {}

    /// Appends another file's facts.
    public mutating func merge(_ other: SourceFacts) {
        classes += other.classes
        delegates += other.delegates
        calls += other.calls
        stored += other.stored
        assignments += other.assignments
    }
}

extension SourceFacts {
    /// The names a mask override or delegate answer mentions: assigning one that is a stored variable
    /// (``variableNames``) changes a mask (`mask-change-without-update`).
    var maskNames: Set<String> {
        var names = Set<String>()
        for controller in classes {
            if let mask = controller.supportedOrientations { names.formUnion(mask.names) }
        }
        for delegate in delegates { names.formUnion(delegate.orientations.names) }
        return names
    }

    /// The stored values that are variables.
    var variableNames: Set<String> { Set(stored.filter { !$0.isConstant }.map(\.name)) }
}
