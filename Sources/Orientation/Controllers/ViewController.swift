/// A view controller as UIKit's orientation machinery sees it: what it supports, where it sits in the tree, and
/// the callbacks it receives.
///
/// Subclass it the way a UIKit app subclasses `UIViewController`: override ``supportedInterfaceOrientations``,
/// ``shouldAutorotate`` or ``preferredInterfaceOrientationForPresentation``, and the callbacks.
///
/// ```swift
/// final class LandscapeModalViewController: ViewController {
///     override var supportedInterfaceOrientations: InterfaceOrientationMask { .landscape }
///     override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
///         super.viewWillTransition(to: size, with: coordinator)
///         coordinator.animate(alongsideTransition: { _ in self.relayout() })
///     }
/// }
/// ```
///
/// The base implementation of every callback records it in the session's event log, so, as in UIKit, an override
/// must call `super` (a callback an override swallows is missing from the log). The ``OrientationSession`` delivers
/// callbacks to every controller of the window hierarchy itself; containers need not forward them.
///
/// Mirrors UIKit's `UIViewController`.
open class ViewController {
    /// The name used in the event log and in scenario files.
    public let id: String
    /// Whether a `currentContext` or `overCurrentContext` presentation covers this controller rather than the
    /// whole top of the presentation chain.
    public var definesPresentationContext: Bool
    /// `prefersInterfaceOrientationLocked` (iOS 26+): the controller asks UIKit to keep the interface orientation
    /// while its window fills the screen; UIKit drops the preference in a smaller window.
    public var prefersInterfaceOrientationLocked = false

    // MARK: - System chrome preferences

    /// The title a navigation bar, a tab and the content panel show; `nil` shows ``id`` (``displayTitle``).
    public var title: String?
    /// `prefersStatusBarHidden`: whether this controller, when it decides the status bar
    /// (``SystemChromeOwner``), hides it. UIKit's default `false` is kept; the rule that iPhones hide the bar in
    /// landscape is the chrome's.
    public var prefersStatusBarHidden = false
    /// `preferredStatusBarStyle`, used when this controller decides the status bar.
    public var preferredStatusBarStyle = StatusBarStyle.default
    /// `prefersHomeIndicatorAutoHidden`, used when this controller decides the home indicator.
    public var prefersHomeIndicatorAutoHidden = false
    /// Whether the sheet this controller is presented in shows a grabber: the present step's
    /// `prefersGrabberVisible`.
    ///
    /// Mirrors UIKit's `UISheetPresentationController.prefersGrabberVisible` (default `false`).
    public var prefersGrabberVisible = false

    /// The title shown for this controller: ``title``, or ``id`` when it has none.
    public var displayTitle: String { title ?? id }

    private var configuredOrientations: InterfaceOrientationMask?
    private let configuredShouldAutorotate: Bool
    private let configuredPreferredOrientation: InterfaceOrientation?

    /// Creates a controller whose orientation answers are the given values, as a subclass returning constants
    /// would be.
    /// - Parameters:
    ///   - id: The name used in the event log.
    ///   - supportedInterfaceOrientations: The mask, or `nil` for the idiom default.
    ///   - shouldAutorotate: Whether device rotation may rotate the interface while this controller decides.
    ///   - preferredInterfaceOrientationForPresentation: The orientation to appear in when presented full screen.
    ///   - definesPresentationContext: See ``definesPresentationContext``.
    public init(
        id: String, supportedInterfaceOrientations: InterfaceOrientationMask? = nil, shouldAutorotate: Bool = true,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        definesPresentationContext: Bool = false
    ) {
        self.id = id
        self.configuredOrientations = supportedInterfaceOrientations
        self.configuredShouldAutorotate = shouldAutorotate
        self.configuredPreferredOrientation = preferredInterfaceOrientationForPresentation
        self.definesPresentationContext = definesPresentationContext
    }

    // MARK: - Orientation answers

    /// The orientations this controller supports when it decides; by default the value given at creation, else
    /// the idiom default (all on iPad, all but upside-down on iPhone).
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        if let target = forwardingTarget { return target.supportedInterfaceOrientations }
        return configuredOrientations ?? idiom.defaultOrientations
    }

    /// Makes the base ``supportedInterfaceOrientations`` answer `mask` from now on, as an app does when it changes
    /// the value its override returns; nothing rotates until UIKit asks again.
    public func setSupportedInterfaceOrientations(_ mask: InterfaceOrientationMask) {
        configuredOrientations = mask
    }

    /// Whether a device rotation may rotate the interface while this controller decides (default `true`).
    open var shouldAutorotate: Bool { forwardingTarget?.shouldAutorotate ?? configuredShouldAutorotate }

    /// The orientation to appear in when presented full screen, or `nil` to keep the current one.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
        if let target = forwardingTarget { return target.preferredInterfaceOrientationForPresentation }
        return configuredPreferredOrientation
    }

    /// Which child this container answers the orientation questions from (`supportedInterfaceOrientations`,
    /// `shouldAutorotate`, `preferredInterfaceOrientationForPresentation`), or `nil` to answer itself.
    public var forwardsOrientationTo: OrientationForwarding?

    /// Where this controller's view sits in its parent's, in points, or `nil` to let the parent lay it out (a
    /// custom container then stacks its shown children in equal bands).
    public var frameInParent: Rect?

    /// The child ``forwardsOrientationTo`` names, if it names one that exists.
    var forwardingTarget: ViewController? {
        switch forwardsOrientationTo {
        case nil: nil
        case .child(let id): (children + childrenAwaitingLoad).first { $0.id == id }
        case .top: topChild ?? childrenAwaitingLoad.last
        case .selected: selectedChild ?? childrenAwaitingLoad.last
        }
    }

    /// Children that join when the view loads (a custom container's embedded ones), which UIKit already sees
    /// when it first asks the root for its orientations at launch.
    var childrenAwaitingLoad: [ViewController] { [] }

    /// The child `"top"` forwards to: the last child added (a navigation controller's top controller).
    var topChild: ViewController? { children.last }

    /// The child `"selected"` forwards to: the last child shown (a tab bar overrides it with its selected tab).
    var selectedChild: ViewController? { visibleChildren.last }

    /// The idiom of the session's device (phone until the controller joins a session).
    public var idiom: UserInterfaceIdiom { session?.device.idiom ?? .phone }

    // MARK: - State

    /// The session whose window hierarchy holds this controller, if any.
    public internal(set) weak var session: OrientationSession?
    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in order (a navigation stack bottom first, the tabs of a tab bar).
    public internal(set) var children: [ViewController] = []
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// The controller this one presented.
    public internal(set) var presentedViewController: ViewController?
    /// How this controller was presented (meaningful only while presented).
    public internal(set) var modalPresentationStyle: PresentationStyle = .fullScreen
    /// Whether `viewDidLoad` has run.
    public internal(set) var isViewLoaded = false
    /// The view's bounds size in points (zero until the view loads).
    public internal(set) var viewSize: Size = .zero
    /// The view's safe-area insets (zero until the view appears).
    public internal(set) var safeAreaInsets: EdgeInsets = .zero
    /// The size classes the view is laid out for.
    public internal(set) var traitCollection = TraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// Whether this child's view was added to its parent's view (custom containers), so it shows when the parent does.
    var isViewInParent = false

    /// The children whose views show while this controller's view shows; containers narrow it to their top or
    /// selected child.
    var visibleChildren: [ViewController] { children.filter(\.isViewInParent) }

    /// Called by the session when the view loads, before `viewDidLoad`: the storyboard embed point.
    func embedChildrenAtLoad() {}

    // MARK: - Appearance callbacks

    /// The view was loaded. Records `viewDidLoad`.
    open func viewDidLoad() { record("viewDidLoad") }
    /// The view is about to be added to the window. Records `viewWillAppear`.
    open func viewWillAppear(_ animated: Bool) { record("viewWillAppear", args: ["animated": .bool(animated)]) }
    /// The view is in the window with its traits and size, before its first layout (iOS 13+). Records
    /// `viewIsAppearing`.
    open func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing", args: ["animated": .bool(animated)]) }
    /// The view was added to the window. Records `viewDidAppear`.
    open func viewDidAppear(_ animated: Bool) { record("viewDidAppear", args: ["animated": .bool(animated)]) }
    /// The view is about to be removed from the window. Records `viewWillDisappear`.
    open func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", args: ["animated": .bool(animated)]) }
    /// The view was removed from the window. Records `viewDidDisappear`.
    open func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", args: ["animated": .bool(animated)]) }
    /// ``safeAreaInsets`` changed. Records `viewSafeAreaInsetsDidChange` with the new `insets`.
    open func viewSafeAreaInsetsDidChange() {
        record("viewSafeAreaInsetsDidChange", args: ["insets": .insets(safeAreaInsets)])
    }
    /// A layout pass is about to lay out the view. Records `viewWillLayoutSubviews`.
    open func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    /// A layout pass laid out the view. Records `viewDidLayoutSubviews` with the view's `size`.
    open func viewDidLayoutSubviews() { record("viewDidLayoutSubviews", args: ["size": .size(viewSize)]) }

    // MARK: - Rotation callbacks

    /// The size classes are about to change (never on a full-screen iPad rotation). Records `willTransition`.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        record("willTransition", args: ["traits": .traits(newCollection)])
    }
    /// The view's size is about to change; ``viewSize`` and ``safeAreaInsets`` still hold the old values.
    /// Records `viewWillTransition`.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        record("viewWillTransition", args: ["size": .size(size)])
    }
    /// The size classes changed (inside the rotation animation). Records `traitCollectionDidChange`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        record("traitCollectionDidChange", args: ["previous": .traits(orNull: previousTraitCollection)])
    }

    // MARK: - Containment callbacks

    /// This controller is about to be added to `parent`, or removed when `parent` is `nil`. Records `willMove`.
    open func willMove(toParent parent: ViewController?) {
        record("willMove", args: ["parent": .string(orNull: parent?.id)])
    }
    /// This controller was added to `parent`, or removed when `parent` is `nil`. Records `didMove`.
    open func didMove(toParent parent: ViewController?) {
        record("didMove", args: ["parent": .string(orNull: parent?.id)])
    }

    // MARK: - Virtual clock

    /// Virtual time passed from `start` to `end` while this controller was in the window hierarchy.
    ///
    /// The session calls it in slices that end at each transition's completion, so during the call
    /// ``OrientationSession/activeTransition`` is the transition (if any) running over the whole slice, and
    /// ``TransitionCoordinator/percentComplete(at:)`` gives its progress at any instant of it. Records nothing.
    open func clockDidAdvance(from start: Double, to end: Double) {}

    // MARK: - Custom container API

    /// Adds `child` as a child; as in UIKit this calls `child.willMove(toParent: self)` first, and calling
    /// `child.didMove(toParent: self)` afterwards is the caller's job.
    /// - Precondition: `child` has no parent.
    public func addChild(_ child: ViewController) {
        precondition(child.parent == nil, "\(child.id) already has a parent")
        // Joining the session first lets `willMove` reach the event log.
        if let session { session.attach(child) }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; as in UIKit this calls `didMove(toParent: nil)` afterwards, and
    /// calling `willMove(toParent: nil)` before is the caller's job. Does nothing without a parent.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    /// Adds `child`'s view to this controller's view (UIKit's `view.addSubview(child.view)`): loads it if needed,
    /// and makes it appear if this controller is on screen.
    /// - Precondition: `child` is a child of this controller.
    public func addChildView(_ child: ViewController) {
        precondition(child.parent === self, "\(child.id) is not a child of \(id)")
        changeHierarchy(animated: false) { child.isViewInParent = true }
        child.loadViewIfNeeded()
    }

    /// Removes this controller's view from its parent's view (UIKit's `view.removeFromSuperview()`), making it
    /// disappear if it was on screen.
    public func removeViewFromSuperview() {
        guard isViewInParent, let parent else { return }
        parent.changeHierarchy(animated: false) { isViewInParent = false }
    }

    /// Loads the view if it is not loaded yet (UIKit's `loadViewIfNeeded()`), which calls `viewDidLoad`.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        if let session {
            session.loadView(of: self)
        } else {
            isViewLoaded = true
            embedChildrenAtLoad()
            viewDidLoad()
        }
    }

    /// Makes `controllers` this container's children at creation, without callbacks (they are not in a
    /// hierarchy yet), as a container built with its children in UIKit starts out.
    /// - Precondition: none of them has a parent.
    func adoptChildren(_ controllers: [ViewController]) {
        for controller in controllers {
            precondition(controller.parent == nil, "\(controller.id) already has a parent")
            children.append(controller)
            controller.parent = self
        }
    }

    /// Unlinks this controller from its parent without any callback.
    func detachFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
        isViewInParent = false
    }

    /// Runs `mutate`, then the appearance callbacks it causes if this controller is in a launched session.
    func changeHierarchy(animated: Bool, _ mutate: () -> Void) {
        if let session, session.isLaunched {
            session.changeHierarchy(animated: animated, rotatingTo: nil, mutate)
        } else {
            mutate()
        }
    }

    // MARK: - Event log

    /// Records a custom event for this controller in the session's event log (`loadClip`, `play`, ...), at the
    /// session's current virtual time. Does nothing while the controller is in no session.
    public func record(_ name: String, args: KeyValuePairs<String, EventValue> = [:]) {
        session?.append(
            Event(
                time: session?.time ?? 0, controller: id, name: name,
                args: args.map { Event.Argument($0.key, $0.value) }))
    }
}
